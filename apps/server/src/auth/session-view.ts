import type { SessionUser } from '@zamalek/db/queries/users';
import type { SessionProperty } from './session';

/**
 * What the browser is told of a session: who is signed in, at which property (the one the
 * request names, or their only one) with which role there, and every property they work at
 * (the staff screens' switcher).
 */
export function sessionView(user: SessionUser, property: SessionProperty | null) {
  return {
    user: { id: user.id, email: user.email, fullName: user.fullName },
    /** An owner of the organisation: the portfolio, and every property. */
    owner: user.owner,
    role: user.role,
    capabilities: user.capabilities,
    property: property && { id: property.id, slug: property.slug, name: property.name },
    properties: user.memberships.map(({ propertyId, slug, name, role }) => ({
      id: propertyId,
      slug,
      name,
      role,
    })),
    /** The properties where they are a landlord (their own pages: rooms, nights, statements). */
    landlordAt: user.landlordOf.map(({ propertyId, slug, name }) => ({
      id: propertyId,
      slug,
      name,
    })),
  };
}
