import type { Db } from '@zamalek/db/client';
import { deleteExpiredRateLimits } from '@zamalek/db/queries/rate-limits';
import { deleteExpiredSessions } from '@zamalek/db/queries/sessions';
import type { DocumentStore } from './documents/store';
import { sweepUnlinkedDocuments } from './documents/sweep';
import { isDatabaseUnavailable, unavailableReason } from './errors';

const EVERY_MS = 60 * 60 * 1000;
/** A sweep missed because the database was unreachable is tried again this much later. */
export const RETRY_AFTER_UNAVAILABLE_MS = 60 * 1000;

/**
 * Hourly removal of expired sessions and rate-limit windows, so those tables stay small, and of
 * uploads never linked to a reservation.
 */
export function startHousekeeping(
  db: Db,
  log: { warn(details: object, message: string): void },
  documents: DocumentStore,
  retryAfterMs = RETRY_AFTER_UNAVAILABLE_MS,
) {
  let retry: NodeJS.Timeout | undefined;
  const sweep = async () => {
    clearTimeout(retry);
    retry = undefined;
    try {
      await deleteExpiredSessions(db);
      await deleteExpiredRateLimits(db);
      await sweepUnlinkedDocuments(db, documents);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        log.warn({ err: error }, 'housekeeping failed');
        return;
      }
      log.warn(
        { reason: unavailableReason(error), retryInSeconds: retryAfterMs / 1000 },
        'housekeeping postponed: database unavailable',
      );
      retry = setTimeout(() => void sweep(), retryAfterMs);
      retry.unref();
    }
  };
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  return {
    sweep,
    stop() {
      clearInterval(timer);
      clearTimeout(retry);
    },
  };
}
