import type { Db } from '@zamalek/db/client';
import { deleteExpiredRateLimits } from '@zamalek/db/queries/rate-limits';
import { deleteExpiredSessions } from '@zamalek/db/queries/sessions';
import type { DocumentStore } from './documents/store';
import { sweepUnlinkedDocuments } from './documents/sweep';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly removal of expired sessions and rate-limit windows, so those tables stay small, and of
 * uploads never linked to a reservation.
 */
export function startHousekeeping(
  db: Db,
  log: { warn(details: object, message: string): void },
  documents: DocumentStore,
) {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(db);
      await deleteExpiredRateLimits(db);
      await sweepUnlinkedDocuments(db, documents);
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
