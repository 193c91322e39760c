import { DISPLAY_STATUSES, type DisplayStatus } from '@zamalek/domain/display-statuses';
import type { PropertyNow } from '@zamalek/domain/stays';
import { isOneOf } from '@zamalek/domain/type-guards';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations } from '../schema';
import { displayStatusCondition } from './display-status';
import { executedRows } from './executed-rows';

interface ByStatusRead {
  propertyId: string;
  now: PropertyNow;
  /** The row the read starts beyond: its status shown and id. */
  from?: { label: string; id: string } | undefined;
  /** Reading by status and id ascending (else descending). */
  ascending: boolean;
  limit: number;
}

/** The statuses shown, in the database's text order (the order the Status column sorts by). */
async function statusOrder(db: Db): Promise<DisplayStatus[]> {
  const labels = sql.join(
    DISPLAY_STATUSES.map((label) => sql`(${label}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`select label from (values ${labels}) as t(label) order by 1`);
  return executedRows(result).flatMap((row) =>
    isOneOf(DISPLAY_STATUSES, row.label) ? [row.label] : [],
  );
}

/**
 * The ids of the next `limit` stays of the unfiltered list by the status shown, without sorting
 * the whole table: status by status in the column's order (each one's SQL condition, the twin of
 * the label), each giving its stays by id, until the page is full.
 */
export async function reservationIdsByStatus(db: Db, read: ByStatusRead): Promise<string[]> {
  const order = await statusOrder(db);
  if (!read.ascending) order.reverse();
  const labels: readonly string[] = order;
  const start = read.from ? labels.indexOf(read.from.label) : 0;
  const ids: string[] = [];
  for (let i = Math.max(start, 0); i < order.length && ids.length < read.limit; i++) {
    const label = order[i];
    if (label === undefined) break;
    const past =
      read.from && i === start
        ? (read.ascending ? gt : lt)(reservations.id, read.from.id)
        : undefined;
    const found = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.propertyId, read.propertyId),
          displayStatusCondition(label, read.now),
          past,
        ),
      )
      .orderBy(read.ascending ? asc(reservations.id) : desc(reservations.id))
      .limit(read.limit - ids.length);
    ids.push(...found.map((row) => row.id));
  }
  return ids;
}
