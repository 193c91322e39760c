import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import { stayForLinkMail } from '@zamalek/db/queries/registration-links';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import type { Actor, MailKick } from '../actors';
import { AppError } from '../errors';
import { registrationLinkMail } from '../mail/registration-link-mails';

/**
 * The desk sends the guest their registration link now (a guest who lost it, or a stay booked
 * by phone). The link is made as the mail goes out; any earlier one stops working then. Audited
 * without the address.
 */
export async function sendRegistrationLink(
  db: Db,
  actor: Actor,
  { reservationId }: { reservationId: string },
  services: { mail: MailKick },
) {
  const { propertyId } = actor;
  await db.transaction(async (tx) => {
    const stay = await stayForLinkMail(tx, { propertyId, reservationId });
    if (!stay) throw new AppError('NOT_FOUND');
    if (stay.status !== 'confirmed' && stay.status !== 'checked_in') {
      throw new AppError('LINK_NOT_AVAILABLE');
    }
    if (!stay.email) throw new AppError('NO_GUEST_EMAIL');
    const settings = await findPropertySettings(tx, { propertyId });
    await enqueueMail(tx, {
      propertyId,
      mail: registrationLinkMail(stay.email, stay, settings.propertyName, 'invitation'),
    });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'reservation',
      entityId: reservationId,
      action: 'send_registration_link',
    });
  });
  services.mail.kick();
}
