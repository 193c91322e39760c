import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { executedRows } from './executed-rows';

interface ByUnitRead {
  /** The property whose stays are listed. */
  propertyId: string;
  /** The row the read starts beyond: its room's name (null: no room) and id. */
  from?: { name: string | null; id: string } | undefined;
  /** Reading by room name and id ascending (else descending). */
  ascending: boolean;
  /** Stays without a room come after the others in reading order (else before them). */
  nullsFollow: boolean;
  limit: number;
}

function idsOf(result: unknown): string[] {
  return executedRows(result).map((row) => String(row.id));
}

/**
 * The ids of the next `limit` stays of the unfiltered list in room-name order, without sorting the
 * whole table (a filter would run again for every room: filtered lists are sorted instead): rooms are
 * walked in name order (its index) and each room gives its first stays by id, so the read stops
 * after the rooms the page needs. Rooms sharing a name interleave by id, as the list's order says.
 * Stays without a room are read apart (by id) and put after or before the others.
 */
export async function reservationIdsByUnit(db: Db, read: ByUnitRead): Promise<string[]> {
  const op = sql.raw(read.ascending ? '>' : '<');
  const way = sql.raw(read.ascending ? 'asc' : 'desc');
  const { from } = read;

  const withRoom = async () => {
    const roomCondition =
      from === undefined
        ? sql`true`
        : from.name === null
          ? // From a stay without a room: the rooms come after it only reading back.
            sql.raw(read.nullsFollow ? 'false' : 'true')
          : sql`u.name ${sql.raw(read.ascending ? '>=' : '<=')} ${from.name}`;
    const idCondition =
      from?.name == null
        ? sql``
        : sql`and (u.name <> ${from.name} or ${reservations.id} ${op} ${from.id}::uuid)`;
    const result = await db.execute(sql`
      select r.id from ${units} u cross join lateral (
        select ${reservations.id} as id from ${reservations}
        where ${reservations.unitId} = u.id ${idCondition}
        order by ${reservations.id} ${way} limit ${read.limit}
      ) r
      where u.property_id = ${read.propertyId} and ${roomCondition}
      order by u.name ${way}, r.id ${way}
      limit ${read.limit}`);
    return idsOf(result);
  };

  const withoutRoom = async () => {
    // From a stay with a room, the roomless ones are beyond it only when they follow.
    if (from !== undefined && from.name !== null && !read.nullsFollow) return [];
    const idCondition =
      from?.name === null ? sql`and ${reservations.id} ${op} ${from.id}::uuid` : sql``;
    const result = await db.execute(sql`
      select ${reservations.id} as id from ${reservations}
      where ${reservations.unitId} is null and ${reservations.propertyId} = ${read.propertyId}
        ${idCondition}
      order by ${reservations.id} ${way} limit ${read.limit}`);
    return idsOf(result);
  };

  const [first, second] = read.nullsFollow ? [withRoom, withoutRoom] : [withoutRoom, withRoom];
  const ids = await first();
  if (ids.length >= read.limit) return ids;
  return [...ids, ...(await second())].slice(0, read.limit);
}
