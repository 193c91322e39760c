import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';

interface RateLimitHit {
  hits: number;
  resetAt: Date;
}

/** Counts one hit in a fixed window shared by all server instances; returns the window's count. */
export async function hitRateLimit(
  db: Db,
  { key, windowMs }: { key: string; windowMs: number },
): Promise<RateLimitHit> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then ${windowEnd} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
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
