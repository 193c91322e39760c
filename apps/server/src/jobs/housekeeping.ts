import type { Db } from '@zamalek/db/client';
import { deleteExpiredRateLimits } from '@zamalek/db/queries/rate-limits';
import { deleteExpiredSessions } from '@zamalek/db/queries/sessions';
import type { DocumentStore } from '../documents/store';
import { sweepUnlinkedDocuments } from '../documents/sweep';
import { eraseRegistrationsPastRetention } from '../registrations/retention';

/**
 * The hourly `housekeeping` job: removes expired sessions and rate-limit windows, so those tables
 * stay small, uploads never linked to a reservation, and guests' registrations kept past their
 * property's retention. Each step is safe to repeat, so a run
 * retried by the queue, or two at once, do no harm.
 */
export async function runHousekeeping(db: Db, documents: DocumentStore) {
  await deleteExpiredSessions(db);
  await deleteExpiredRateLimits(db);
  const documentsRemoved = await sweepUnlinkedDocuments(db, documents);
  const registrationsErased = await eraseRegistrationsPastRetention(db, documents);
  return { documentsRemoved, registrationsErased };
}
