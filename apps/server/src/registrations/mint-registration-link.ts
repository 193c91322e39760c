import type { Db } from '@zamalek/db/client';
import { replaceRegistrationLink, stayForLinkMail } from '@zamalek/db/queries/registration-links';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import {
  REGISTRATION_LINK_PLACEHOLDER,
  registrationLinkExpiry,
  registrationLinkPath,
} from '@zamalek/domain/registrations/link';
import type { MailPersonalizer } from '../mail/outbox';
import { newSecretToken } from '../secret-token';
import { hashLinkToken } from './link-token';

/**
 * A new registration link for the stay, valid until the end of its departure day; the one
 * before it stops working. Returns the link's address path, or null without the stay.
 */
export async function mintRegistrationLink(
  db: Db,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
): Promise<string | null> {
  const [stay, settings] = await Promise.all([
    stayForLinkMail(db, { propertyId, reservationId }),
    findPropertySettings(db, { propertyId }),
  ]);
  if (!stay) return null;
  const token = newSecretToken();
  await db.transaction((tx) =>
    replaceRegistrationLink(tx, {
      propertyId,
      reservationId,
      tokenHash: hashLinkToken(token),
      expiresAt: registrationLinkExpiry(stay.checkOut, settings.timeZone),
    }),
  );
  return registrationLinkPath(stay.language, token);
}

/**
 * Puts a fresh link into a message that carries one, as it is sent: the outbox never holds the
 * secret. A message sent again (a retry) carries a new link and the earlier one stops working.
 */
export function registrationLinkPersonalizer(db: Db, origin: string): MailPersonalizer {
  return async (mail) => {
    if (!mail.registrationLinkFor) return mail;
    const path = await mintRegistrationLink(db, {
      propertyId: mail.propertyId,
      reservationId: mail.registrationLinkFor,
    });
    const address = path ? `${origin}${path}` : origin;
    return {
      ...mail,
      textBody: mail.textBody.replaceAll(REGISTRATION_LINK_PLACEHOLDER, address),
      htmlBody: mail.htmlBody.replaceAll(REGISTRATION_LINK_PLACEHOLDER, address),
    };
  };
}
