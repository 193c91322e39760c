import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { eraseGuestStays, lockGuestStays } from '@zamalek/db/queries/guest-data';
import type { IsoDate } from '@zamalek/domain/dates';
import { ERASED_GUEST_NAME, type GuestEraseInput } from '@zamalek/domain/guest-data';
import type { Actor } from '../actors';
import type { DocumentStore } from '../documents/store';
import { AppError } from '../errors';
import { removeRegistrationFiles } from '../registrations/registration-files';
import { guestEmailDigest } from './guest-email-digest';

/** A stay is over once its guests left, it was cancelled, or its dates passed without them. */
function stayOver(stay: { status: string; checkOut: IsoDate }, today: IsoDate) {
  if (stay.status === 'checked_out' || stay.status === 'cancelled') return true;
  return stay.status === 'confirmed' && stay.checkOut <= today;
}

/**
 * Erases a guest's personal data on their request, once every stay booked with their address is
 * over: in one transaction with the stays locked (two erasures at once: one erases, the other
 * finds nothing), then the signatures', ID photos' and documents' files after the commit (so no
 * row ever points at a missing file). A channel booking keeps the channel's guest details (the
 * database refuses changing them, ZL014), so a guest with one is refused whole. The stays keep
 * their dates, room, money, ledger and receipts. Audited by count and by the address's digest.
 */
export async function eraseGuestData(
  db: Db,
  actor: Actor,
  { email }: Pick<GuestEraseInput, 'email'>,
  services: { today: IsoDate; documents: DocumentStore },
) {
  const { propertyId } = actor;
  const { fileKeys, counts } = await db.transaction(async (tx) => {
    const stays = await lockGuestStays(tx, { propertyId, email });
    if (stays.length === 0) throw new AppError('GUEST_DATA_NOT_FOUND');
    if (stays.some((stay) => !stayOver(stay, services.today))) {
      throw new AppError('GUEST_STAY_NOT_OVER');
    }
    if (stays.some((stay) => stay.fromChannel)) throw new AppError('GUEST_CHANNEL_STAY');
    const erased = await eraseGuestStays(tx, {
      propertyId,
      reservationIds: stays.map((stay) => stay.id),
      email,
      erasedName: ERASED_GUEST_NAME,
    });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'guest_data',
      entityId: guestEmailDigest(email),
      action: 'erase',
      after: erased.counts,
    });
    return erased;
  });
  await removeRegistrationFiles(services.documents, fileKeys);
  return counts;
}
