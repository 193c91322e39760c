import type { Db } from '@zamalek/db/client';
import { countWrongLastName, findRegistrationLink } from '@zamalek/db/queries/registration-links';
import { registrationsOf } from '@zamalek/db/queries/registrations';
import { lastNameMatches, MAX_WRONG_LAST_NAMES } from '@zamalek/domain/registrations/link';
import { AppError } from '../errors';
import { hashLinkToken } from './link-token';

type Link = NonNullable<Awaited<ReturnType<typeof findRegistrationLink>>>;

/**
 * The link a guest opened, if it still works: not replaced by a newer one, not past the end of
 * the stay's departure day, the stay neither cancelled nor over, and not locked by wrong last
 * names. Reading it changes nothing, so a mail scanner opening the link first spends nothing.
 */
export async function openRegistrationLink(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<Link> {
  const link = await findRegistrationLink(db, { tokenHash: hashLinkToken(token) });
  if (!link || link.revokedAt) throw new AppError('LINK_NOT_FOUND');
  if (link.expiresAt <= now || link.status === 'cancelled' || link.status === 'checked_out') {
    throw new AppError('LINK_EXPIRED');
  }
  if (link.failedAttempts >= MAX_WRONG_LAST_NAMES) throw new AppError('LINK_LOCKED');
  return link;
}

/** What the page shows before the last name: the property and the guest's language only. */
export async function registrationLinkWelcome(db: Db, input: { token: string; now: Date }) {
  const link = await openRegistrationLink(db, input);
  return {
    propertyName: link.propertyName,
    propertyNameAr: link.propertyNameAr,
    language: link.language,
  };
}

/**
 * The link, once the guest has given the last name the booking was made under. A wrong name
 * counts against the link; the fifth locks it.
 */
export async function enterRegistrationLink(
  db: Db,
  { token, lastName, now }: { token: string; lastName: string; now: Date },
): Promise<Link> {
  const link = await openRegistrationLink(db, { token, now });
  if (lastNameMatches(lastName, link.guestNames)) return link;
  const count = await countWrongLastName(db, { id: link.id, limit: MAX_WRONG_LAST_NAMES });
  if (count === null || count >= MAX_WRONG_LAST_NAMES) throw new AppError('LINK_LOCKED');
  throw new AppError('WRONG_LAST_NAME');
}

/** The link and the registration of a guest's place in its stay, which must be filled in first. */
export async function linkRegistration(
  db: Db,
  input: { token: string; lastName: string; guestNo: number; now: Date },
) {
  const link = await enterRegistrationLink(db, input);
  const { propertyId, reservationId } = link;
  const registration = (await registrationsOf(db, { propertyId, reservationId })).find(
    (entry) => entry.guestNo === input.guestNo,
  );
  if (!registration) throw new AppError('REGISTRATION_INCOMPLETE');
  return { propertyId, registrationId: registration.id };
}
