import type { Db } from '@zamalek/db/client';
import { auditHistory } from '@zamalek/db/queries/audit';
import { listReservationDocuments } from '@zamalek/db/queries/documents';
import { findReservation } from '@zamalek/db/queries/reservations';
import { can } from '@zamalek/domain/roles';
import { displayStatus, type PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** The detail page: the stay, its documents and history, and what the actor may do with it. */
export async function reservationDetail(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  services: { now: PropertyNow },
) {
  const reservation = await findReservation(db, { id });
  if (!reservation) throw new AppError('NOT_FOUND', 'Reservation not found');
  const seesContact = can(actor.role, 'reservations.viewContact');
  const [documents, history] = await Promise.all([
    seesContact ? listReservationDocuments(db, { reservationId: id }) : [],
    auditHistory(db, { entity: 'reservation', entityId: id }),
  ]);
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
    documents,
    history: history.map(({ before: _before, after: _after, ...entry }) => entry),
    permissions: {
      edit: can(actor.role, 'reservations.edit'),
      delete: can(actor.role, 'reservations.delete'),
      downloadDocuments: can(actor.role, 'documents.download'),
    },
  };
}
