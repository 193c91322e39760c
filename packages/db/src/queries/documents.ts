import type { DocumentKind } from '@zamalek/domain/documents';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { documents } from '../schema';

export async function insertDocument(
  db: Db,
  values: {
    propertyId: string;
    kind: DocumentKind;
    storageKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    sha256: string;
    uploadedBy: string;
  },
) {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('insert into documents returned no row');
  return row;
}

export async function findDocument(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      storageKey: documents.storageKey,
      originalName: documents.originalName,
      mimeType: documents.mimeType,
      reservationId: documents.reservationId,
    })
    .from(documents)
    .where(and(eq(documents.propertyId, propertyId), eq(documents.id, id)))
    .limit(1);
  return row;
}

/** Links freshly uploaded documents (by this uploader, not yet linked) to a new reservation. */
export async function linkDocuments(
  db: Db,
  {
    propertyId,
    reservationId,
    ids,
    uploadedBy,
  }: { propertyId: string; reservationId: string; ids: string[]; uploadedBy: string },
) {
  if (ids.length === 0) return 0;
  const linked = await db
    .update(documents)
    .set({ reservationId })
    .where(
      and(
        eq(documents.propertyId, propertyId),
        inArray(documents.id, ids),
        eq(documents.uploadedBy, uploadedBy),
        isNull(documents.reservationId),
      ),
    )
    .returning({ id: documents.id });
  return linked.length;
}

/**
 * Links one fresh upload (by this uploader, not yet linked) to an existing reservation and
 * deletes the reservation's earlier documents of the same kind; returns the linked document and
 * the storage keys of the ones replaced, or null (nothing written) when the upload is not
 * this uploader's unlinked one.
 */
export async function replaceReservationDocument(
  db: Db,
  {
    reservationId,
    documentId,
    uploadedBy,
  }: { reservationId: string; documentId: string; uploadedBy: string },
) {
  const [linked] = await db
    .update(documents)
    .set({ reservationId })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.uploadedBy, uploadedBy),
        isNull(documents.reservationId),
      ),
    )
    .returning({ id: documents.id, kind: documents.kind });
  if (!linked) return null;
  const replaced = await db
    .delete(documents)
    .where(
      and(
        eq(documents.reservationId, reservationId),
        eq(documents.kind, linked.kind),
        ne(documents.id, linked.id),
      ),
    )
    .returning({ id: documents.id, storageKey: documents.storageKey });
  return { linked, replaced };
}

export function listReservationDocuments(db: Db, { reservationId }: { reservationId: string }) {
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      originalName: documents.originalName,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.reservationId, reservationId))
    .orderBy(asc(documents.createdAt));
}

export async function storageKeysOfReservation(
  db: Db,
  { reservationId }: { reservationId: string },
) {
  const rows = await db
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .where(eq(documents.reservationId, reservationId));
  return rows.map((row) => row.storageKey);
}

/**
 * Deletes uploads never linked to a reservation that are older than the grace period; returns
 * their storage keys so the files can go too. A create linking one at the same moment either
 * wins (the row is linked, so no longer matches) or reports the documents missing.
 */
export async function deleteUnlinkedDocuments(
  db: Db,
  { olderThanSeconds }: { olderThanSeconds: number },
) {
  const rows = await db
    .delete(documents)
    .where(
      and(
        isNull(documents.reservationId),
        lt(documents.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .returning({ storageKey: documents.storageKey });
  return rows.map((row) => row.storageKey);
}
