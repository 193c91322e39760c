import type { Db } from '@zamalek/db/client';
import { deleteExpiredRateLimits } from '@zamalek/db/queries/rate-limits';
import { deleteExpiredSessions } from '@zamalek/db/queries/sessions';
import type { DocumentStore } from '../documents/store';
import { sweepUnlinkedDocuments } from '../documents/sweep';

/**
 * The hourly `housekeeping` job: removes expired sessions and rate-limit windows, so those tables
 * stay small, and uploads never linked to a reservation. Each step is safe to repeat, so a run
 * retried by the queue, or two at once, do no harm.
 */
export async function runHousekeeping(db: Db, documents: DocumentStore) {
  await deleteExpiredSessions(db);
  await deleteExpiredRateLimits(db);
  const documentsRemoved = await sweepUnlinkedDocuments(db, documents);
  return { documentsRemoved };
}
