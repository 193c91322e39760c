import type { LandlordLink } from '@zamalek/db/queries/sessions';

/**
 * The landlord a signed-in account acts as: the one at the property the request names, else
 * their first; none when the account is no landlord's.
 */
export function chooseLandlordLink(
  links: readonly LandlordLink[],
  requested: string | null,
): LandlordLink | undefined {
  return links.find((link) => link.propertyId === requested || link.slug === requested) ?? links[0];
}
