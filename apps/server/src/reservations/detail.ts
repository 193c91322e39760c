import type { Db } from '@zamalek/db/client';
import { auditHistory } from '@zamalek/db/queries/audit';
import { listReservationDocuments } from '@zamalek/db/queries/documents';
import { deskRecord } from '@zamalek/db/queries/front-desk';
import { findReservation } from '@zamalek/db/queries/reservations';
import { todayIn } from '@zamalek/domain/dates';
import { undoRefusal } from '@zamalek/domain/front-desk';
import { can } from '@zamalek/domain/roles';
import { displayStatus, type PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { deskStepsFor } from './desk-steps';

/** The detail page: the stay, its documents and history, and what the actor may do with it. */
export async function reservationDetail(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  services: { now: PropertyNow; timeZone: string },
) {
  const reservation = await findReservation(db, { id });
  if (!reservation) throw new AppError('NOT_FOUND', 'Reservation not found');
  const seesContact = can(actor.role, 'reservations.viewContact');
  const [documents, history, desk] = await Promise.all([
    seesContact ? listReservationDocuments(db, { reservationId: id }) : [],
    auditHistory(db, { entity: 'reservation', entityId: id }),
    deskRecord(db, { id }),
  ]);
  const { today } = services.now;
  const dayOf = (at: Date | null | undefined) => (at ? todayIn(services.timeZone, at) : null);
  const desks = can(actor.role, 'reservations.checkInOut');
  return {
    reservation: {
      ...reservation,
      // Housekeeping sees the stay, not how to reach the guest.
      contactEmail: seesContact ? reservation.contactEmail : null,
      contactPhone: seesContact ? reservation.contactPhone : null,
      displayStatus: displayStatus(
        reservation.status,
        reservation.checkInDate,
        reservation.checkOutDate,
        services.now,
      ),
    },
    /** When the stay was checked in and out, and by whom (null names: unknown or a former user). */
    desk: desk ?? null,
    documents,
    history: history.map(({ before: _before, after: _after, ...entry }) => entry),
    permissions: {
      edit: can(actor.role, 'reservations.edit'),
      delete: can(actor.role, 'reservations.delete'),
      downloadDocuments: can(actor.role, 'documents.download'),
    },
    /** The desk steps this actor may take on the stay now (the page shows those buttons). */
    deskActions: {
      ...deskStepsFor(actor.role, reservation, today),
      undoCheckIn:
        desks && undoRefusal(reservation, 'checkIn', dayOf(desk?.checkedInAt), today) === null,
      undoCheckOut:
        desks && undoRefusal(reservation, 'checkOut', dayOf(desk?.checkedOutAt), today) === null,
    },
  };
}
