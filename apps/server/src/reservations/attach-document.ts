import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { replaceReservationDocument } from '@zamalek/db/queries/documents';
import { touchReservation } from '@zamalek/db/queries/reservations';
import type { AttachDocument } from '@zamalek/domain/documents';
import type { Actor } from '../actors';
import type { DocumentStore } from '../documents/store';
import { AppError, retryOnDeadlock } from '../errors';

/**
 * Adds a guest document (uploaded by the actor through `POST /api/documents`) to an existing
 * reservation, replacing its document of the same kind. The replaced document's row is deleted
 * in the same transaction and its file removed once that commits, so no row points at a missing
 * file. Only the actor's own upload, not yet linked, can be added. Audited; the reservation row
 * is touched so open screens refresh (and two additions to one stay run one after the other).
 */
export async function attachDocument(
  db: Db,
  actor: Actor,
  input: AttachDocument,
  services: { documents: DocumentStore },
) {
  const { reservationId, documentId } = input;
  const result = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      if (!(await touchReservation(tx, { propertyId: actor.propertyId, id: reservationId }))) {
        throw new AppError('NOT_FOUND', 'Reservation not found');
      }
      const written = await replaceReservationDocument(tx, {
        reservationId,
        documentId,
        uploadedBy: actor.id,
      });
      if (!written) throw new AppError('DOCUMENT_NOT_ATTACHABLE');
      const replacedIds = written.replaced.map((document) => document.id);
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'reservation',
        entityId: reservationId,
        action: replacedIds.length > 0 ? 'replace_document' : 'add_document',
        before: { documents: replacedIds },
        after: { documents: [written.linked.id], kind: written.linked.kind },
      });
      return written;
    }),
  );
  await Promise.all(
    result.replaced.map((document) => services.documents.remove(document.storageKey)),
  );
  return { id: result.linked.id, kind: result.linked.kind, replaced: result.replaced.length };
}
