import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { type findReservation, updateReservation } from '@zamalek/db/queries/reservations';
import type { ReservationEdit } from '@zamalek/domain/reservation-edit';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { bookableUnit, reservationWriteError } from './write-errors';

type StoredStay = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

/**
 * The edit form on a channel booking: its room and notes are the property's to change (a booking
 * kept without a room gets one here); its dates are the channel's, so a change of them is refused
 * before anything is written, and the rest of what the form sends is left as the channel gave it.
 */
export async function editChannelStay(
  db: Db,
  actor: Actor,
  before: StoredStay,
  edit: ReservationEdit,
) {
  if (edit.checkIn !== before.checkInDate || edit.checkOut !== before.checkOutDate) {
    throw new AppError('CHANNEL_BOOKING_READ_ONLY');
  }
  if (edit.unitId && edit.unitId !== before.unitId) {
    await bookableUnit(db, actor.propertyId, edit.unitId);
  }
  const changes = { unitId: edit.unitId, notes: edit.notes || null };
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await updateReservation(tx, { propertyId: actor.propertyId, id: before.id, changes });
        await recordAudit(tx, {
          propertyId: actor.propertyId,
          actorId: actor.id,
          entity: 'reservation',
          entityId: before.id,
          action: 'update',
          before: { unitId: before.unitId, notes: before.notes },
          after: changes,
        });
      }),
    );
  } catch (error) {
    throw reservationWriteError(error);
  }
  return { id: before.id };
}
