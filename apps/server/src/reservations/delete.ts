import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { storageKeysOfReservation } from '@zamalek/db/queries/documents';
import { deleteReservation, findReservation } from '@zamalek/db/queries/reservations';
import type { Actor } from '../actors';
import type { DocumentStore } from '../documents/store';
import { AppError, sqlState } from '../errors';

/**
 * Deletes a reservation with its documents, audited. Deleting is idempotent: a reservation
 * already gone (a double tap, a retry after a lost answer, a colleague's delete) is the end the
 * caller asked for, so it succeeds without a second audit entry instead of failing with
 * "not found". Of two concurrent deletes only the one that removed the row records it. A stay
 * with a folio keeps it (its money would vanish): STAY_HAS_MONEY, cancel it instead.
 */
export async function deleteReservationWithDocuments(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  services: { documents: DocumentStore },
): Promise<{ deleted: boolean }> {
  const before = await findReservation(db, { propertyId: actor.propertyId, id });
  if (!before) return { deleted: false };
  const storageKeys = await storageKeysOfReservation(db, { reservationId: id });
  const deleted = await db
    .transaction(async (tx) => {
      if (!(await deleteReservation(tx, { propertyId: actor.propertyId, id }))) return false;
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'reservation',
        entityId: id,
        action: 'delete',
        before,
      });
      return true;
    })
    .catch((error: unknown) => {
      // Only its folios restrict a stay's deletion (its documents go with it): 23503, or
      // 23001 from PostgreSQL 16 on, which names a RESTRICT rule as such.
      const state = sqlState(error);
      if (state === '23503' || state === '23001') {
        throw new AppError('STAY_HAS_MONEY');
      }
      throw error;
    });
  if (deleted) await Promise.all(storageKeys.map((key) => services.documents.remove(key)));
  return { deleted };
}
