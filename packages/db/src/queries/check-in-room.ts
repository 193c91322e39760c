import type { DateRange } from '@zamalek/domain/date-range';
import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { unitFreeIn } from './occupancy';

/**
 * The room of the property a stay is about to be checked into, as the desk must know it: its
 * housekeeping state and the stay still checked in to it, if any (not `stayId` itself).
 */
export async function roomForCheckIn(
  db: Db,
  { propertyId, unitId, stayId }: { propertyId: string; unitId: string; stayId: string },
) {
  const [room] = await db
    .select({
      id: units.id,
      name: units.name,
      roomTypeId: units.roomTypeId,
      status: units.status,
      roomStatus: units.roomStatus,
    })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.id, unitId)))
    .limit(1);
  if (!room) return undefined;
  return { ...room, occupant: await checkedInStayOf(db, { unitId, exceptStayId: stayId }) };
}

/** The stay checked in to a room (at most one: migration 0018), leaving out `exceptStayId`. */
export async function checkedInStayOf(
  db: Db,
  { unitId, exceptStayId }: { unitId: string; exceptStayId?: string },
) {
  const [occupant] = await db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      guestName: sql<string | null>`${reservations.guestNames}[1]`,
      checkOutDate: reservations.checkOutDate,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        eq(reservations.status, 'checked_in'),
        exceptStayId ? ne(reservations.id, exceptStayId) : undefined,
      ),
    )
    .limit(1);
  return occupant ?? null;
}

const inHouse = alias(reservations, 'in_house');

/**
 * Rooms of the same type the stay could be checked into instead: sellable, clean or inspected,
 * nobody checked in, and free for the stay's nights (no other stay, no hold).
 */
export function readyRoomsOfType(
  db: Db,
  {
    propertyId,
    roomTypeId,
    stay,
    stayId,
  }: { propertyId: string; roomTypeId: string; stay: DateRange; stayId: string },
) {
  return db
    .select({ id: units.id, name: units.name, roomStatus: units.roomStatus })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        ne(units.status, 'maintenance'),
        eq(units.roomTypeId, roomTypeId),
        inArray(units.roomStatus, ['clean', 'inspected']),
        unitFreeIn(db, stay, stayId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(inHouse)
            .where(and(eq(inHouse.unitId, units.id), eq(inHouse.status, 'checked_in'))),
        ),
      ),
    )
    .orderBy(asc(units.name));
}
