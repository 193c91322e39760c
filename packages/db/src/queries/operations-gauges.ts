import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { executedRows } from './executed-rows';

export interface OperationsGauges {
  /** Mail waiting to go out, and mail given up on. */
  outbox: { pending: number; failed: number };
  /** The job queue's jobs by queue and state (pg-boss's own table; none before it started). */
  jobs: { queue: string; state: string; count: number }[];
  /** Per channel: its feeds, the seconds since the stalest one last synced, and those failing. */
  feeds: { channel: string; feeds: number; oldestSyncSeconds: number; failing: number }[];
}

/** What an operator's monitoring reads at each scrape: a few counts, no personal data. */
export async function operationsGauges(db: Db, params: { now: Date }): Promise<OperationsGauges> {
  const outbox = executedRows(
    await db.execute(sql`
      select count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status = 'failed')::int as failed
      from notifications`),
  )[0];
  const queue = executedRows(
    await db.execute(sql`select to_regclass('pgboss.job') is not null as present`),
  )[0];
  const jobs =
    queue?.present === true
      ? executedRows(
          await db.execute(sql`
            select name as queue, state::text as state, count(*)::int as count
            from pgboss.job group by name, state order by name, state`),
        )
      : [];
  const feeds = executedRows(
    await db.execute(sql`
      select channel::text as channel, count(*)::int as feeds,
        coalesce(max(extract(epoch from (${params.now.toISOString()}::timestamptz
          - coalesce(last_success_at, created_at)))), 0)::float8 as oldest,
        count(*) filter (where last_error is not null)::int as failing
      from channel_feeds group by channel order by channel`),
  );
  return {
    outbox: { pending: Number(outbox?.pending ?? 0), failed: Number(outbox?.failed ?? 0) },
    jobs: jobs.map((row) => ({
      queue: String(row.queue),
      state: String(row.state),
      count: Number(row.count),
    })),
    feeds: feeds.map((row) => ({
      channel: String(row.channel),
      feeds: Number(row.feeds),
      oldestSyncSeconds: Math.max(0, Number(row.oldest)),
      failing: Number(row.failing),
    })),
  };
}
