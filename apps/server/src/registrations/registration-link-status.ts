import type { Db } from '@zamalek/db/client';
import { expectedArrivalOf, latestRegistrationLink } from '@zamalek/db/queries/registration-links';
import { MAX_WRONG_LAST_NAMES } from '@zamalek/domain/registrations/link';

/**
 * For the desk: whether the stay's registration link was sent and still works, and when the
 * guests expect to arrive.
 */
export async function registrationLinkStatus(
  db: Db,
  scope: { propertyId: string; reservationId: string },
  { now }: { now: Date },
) {
  const [link, arrival] = await Promise.all([
    latestRegistrationLink(db, scope),
    expectedArrivalOf(db, scope),
  ]);
  return {
    link: link && {
      sentAt: link.createdAt,
      expiresAt: link.expiresAt,
      live: !link.revokedAt && link.expiresAt > now && link.failedAttempts < MAX_WRONG_LAST_NAMES,
      locked: link.failedAttempts >= MAX_WRONG_LAST_NAMES,
    },
    arrival,
  };
}
