import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';

interface RateLimitHit {
  hits: number;
  resetAt: Date;
}

/**
 * Counts one hit on each key, each in its own fixed window shared by all server instances, in one
 * statement; returns each window's count, in the order given (distinct keys; rows are locked in
 * that order, so two writers hitting the same keys never deadlock).
 */
export async function hitRateLimits(
  db: Db,
  limits: readonly { key: string; windowMs: number }[],
): Promise<(RateLimitHit & { key: string })[]> {
  if (limits.length === 0) return [];
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values(
      limits.map(({ key, windowMs }) => ({
        key,
        hits: 1,
        resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return limits.map(({ key }) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  });
}

/** Counts one hit in a fixed window shared by all server instances; returns the window's count. */
export async function hitRateLimit(
  db: Db,
  limit: { key: string; windowMs: number },
): Promise<RateLimitHit> {
  const [hit] = await hitRateLimits(db, [limit]);
  if (!hit) throw new Error('rate limit upsert returned no row');
  return hit;
}

/** The current window's count without adding a hit; null when no window is open. */
export async function peekRateLimit(
  db: Db,
  { key }: { key: string },
): Promise<RateLimitHit | null> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** Takes back one hit of the current window (an attempt that, after all, does not count). */
export async function releaseRateLimitHit(db: Db, { key }: { key: string }) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

export async function clearRateLimit(db: Db, { key }: { key: string }) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteExpiredRateLimits(db: Db) {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}
