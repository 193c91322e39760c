import type { Db } from '@zamalek/db/client';
import { hitRateLimits, peekRateLimit, releaseRateLimitHit } from '@zamalek/db/queries/rate-limits';

/** At most `max` hits on `key` in a fixed window of `windowMs`, shared by all instances. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const latest = (dates: Date[]) =>
  dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * Counts one hit against each limit; returns when the last window that is now over its maximum
 * ends, or null when all are within. One statement; its rows are locked in the order given, so
 * callers that lock the same keys in a transaction always lock them in the same order.
 */
export async function hitLimits(db: Db, limits: readonly Limit[]): Promise<Date | null> {
  const hits = await hitRateLimits(db, limits);
  return latest(
    hits.flatMap(({ hits: count, resetAt }, index) =>
      count > (limits[index]?.max ?? 0) ? [resetAt] : [],
    ),
  );
}

/** Takes back one hit from each limit (in the same order as hitLimits). */
export async function releaseLimits(db: Db, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) await releaseRateLimitHit(db, limit);
}

/** Like hitLimits, without counting: when the last window already at its maximum ends, or null. */
export async function reachedLimits(db: Db, limits: readonly Limit[]): Promise<Date | null> {
  const windows = await Promise.all(limits.map((limit) => peekRateLimit(db, limit)));
  return latest(
    windows.flatMap((window, index) => {
      const max = limits[index]?.max ?? 0;
      return window && window.hits >= max ? [window.resetAt] : [];
    }),
  );
}

/** "Please try again in 12 minutes." — in hours once the wait is longer than an hour and a half. */
export function tryAgainIn(resetAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
  if (minutes <= 90) return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const hours = Math.ceil(minutes / 60);
  return `Please try again in ${hours} hours.`;
}
