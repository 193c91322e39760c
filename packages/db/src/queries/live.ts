import type { LiveChange } from '@zamalek/domain/live';
import { LIVE_CHANNEL } from '@zamalek/domain/live';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Announces a change on the live channel from code, for tables without a NOTIFY trigger. Sent
 * inside the caller's transaction, it is delivered only when that transaction commits, exactly as
 * the triggers' messages are. The payload names the entity and row only.
 */
export async function announceChange(db: Db, change: LiveChange) {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`);
}
