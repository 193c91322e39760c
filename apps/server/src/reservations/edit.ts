import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { channexBookingOfStay } from '@zamalek/db/queries/channex-bookings';
import { recordDeskChange } from '@zamalek/db/queries/front-desk';
import { findReservation, updateReservation } from '@zamalek/db/queries/reservations';
import { namedGuestLists, type ReservationEdit } from '@zamalek/domain/reservation-edit';
import { staffCheckInHorizonProblem } from '@zamalek/domain/staff-stay';
import { editedStatusChange } from '@zamalek/domain/stay-lifecycle';
import { displayStatus, type PropertyNow, storedStatusFor } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { editChannelStay } from './edit-channel-stay';
import { editedStayMoney } from './edit-pricing';
import { bookableUnit, reservationWriteError } from './write-errors';

/**
 * Saves the detail page's edit form: money kept or priced again (edit-pricing.ts), before/after
 * audited. Moving the
 * stay into a room under maintenance, or changing its nights there, is refused; other edits of a
 * stay whose room went into maintenance after booking still save.
 */
export async function editReservation(
  db: Db,
  actor: Actor,
  { id, changes: edit }: { id: string; changes: ReservationEdit },
  services: { now: PropertyNow },
) {
  const tooFar = staffCheckInHorizonProblem(edit.checkIn, services.now.today);
  if (tooFar) throw new AppError('INVALID_STAY', tooFar);
  const before = await findReservation(db, { propertyId: actor.propertyId, id });
  if (!before) throw new AppError('NOT_FOUND', 'Reservation not found');
  if (await channexBookingOfStay(db, { propertyId: actor.propertyId, reservationId: id })) {
    return editChannelStay(db, actor, before, edit);
  }
  const booksNights =
    edit.unitId !== before.unitId ||
    edit.checkIn !== before.checkInDate ||
    edit.checkOut !== before.checkOutDate;
  if (edit.unitId && booksNights) await bookableUnit(db, actor.propertyId, edit.unitId);

  const lists = namedGuestLists({
    guestNames: edit.guestNames,
    guestGenders: edit.guestGenders,
    guestTypes: edit.guestTypes ?? before.guestTypes,
  });
  const { pricedBy, ...money } = await editedStayMoney(db, actor, before, edit);
  // Keep the stored status unless the editor picked a different display status.
  const shownBefore = displayStatus(
    before.status,
    before.checkInDate,
    before.checkOutDate,
    services.now,
  );
  const status =
    edit.displayStatus === shownBefore ? before.status : storedStatusFor(edit.displayStatus);
  // Through the stay's lifecycle: the stamps follow the status, and "in house" asks the
  // check-in rule (not before the arrival day, as edited).
  const statusChange = editedStatusChange(
    { status: before.status, checkInDate: edit.checkIn },
    status,
    {
      today: services.now.today,
      actorId: actor.id,
    },
  );
  if (typeof statusChange === 'string') throw new AppError(statusChange);

  const changes = {
    unitId: edit.unitId,
    checkInDate: edit.checkIn,
    checkOutDate: edit.checkOut,
    numberOfGuests: edit.numberOfGuests,
    guestNames: lists.guestNames,
    guestGenders: lists.guestGenders.map((gender) => gender ?? ''),
    guestTypes: (lists.guestTypes ?? []).map((type) => type ?? 'adult'),
    guestNationality: edit.guestNationality || null,
    contactEmail: edit.contactEmail || null,
    contactPhone: edit.contactPhone || null,
    ...money,
    source: edit.source || null,
    status,
    notes: edit.notes || null,
    channel: edit.channel || null,
  };

  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        // The status is written with its stamps, in one statement (reservations_desk_stamps).
        const { status: _withItsStamps, ...fields } = changes;
        await updateReservation(tx, { propertyId: actor.propertyId, id, changes: fields });
        if (statusChange) await recordDeskChange(tx, { id, changes: statusChange });
        await recordAudit(tx, {
          propertyId: actor.propertyId,
          actorId: actor.id,
          entity: 'reservation',
          entityId: id,
          action: 'update',
          before,
          after: pricedBy ? { ...changes, pricedBy } : changes,
        });
      }),
    );
  } catch (error) {
    throw reservationWriteError(error);
  }
  return { id };
}
