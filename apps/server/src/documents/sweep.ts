import type { Db } from '@zamalek/db/client';
import { deleteUnlinkedDocuments } from '@zamalek/db/queries/documents';
import type { DocumentStore } from './store';

/** Long enough for any Create Reservation dialog left open; uploads older than this are orphans. */
export const UNLINKED_DOCUMENT_GRACE_HOURS = 24;

/**
 * Removes guest documents uploaded but never linked to a reservation (the dialog was cancelled
 * or the tab closed) once the grace period is over: the rows first, then their files, so no row
 * ever points at a missing file. Returns how many were removed.
 */
export async function sweepUnlinkedDocuments(db: Db, store: DocumentStore): Promise<number> {
  const storageKeys = await deleteUnlinkedDocuments(db, {
    olderThanSeconds: UNLINKED_DOCUMENT_GRACE_HOURS * 60 * 60,
  });
  await Promise.all(storageKeys.map((key) => store.remove(key)));
  return storageKeys.length;
}
