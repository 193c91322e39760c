import type { IsoDate } from '@zamalek/domain/dates';
import { and, asc, eq, getTableColumns, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { occupiedTonightSql } from './room-status';
import { roomTypeCodeOfUnit } from './room-types';

/** What the Rooms screen writes: a unit's own fields. */
export interface UnitValues {
  name: string;
  unitNumber: string | null;
  roomTypeId: string;
  unitSize: string | null;
  status: 'available' | 'occupied' | 'maintenance' | 'reserved';
  bookingComId: string | null;
  comments: string | null;
  baseRateCents: number | null;
}

/** A unit of the property; another property's is not found, like an id that does not exist. */
export async function findUnit(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select({ ...getTableColumns(units), unitType: roomTypeCodeOfUnit })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.id, id)))
    .limit(1);
  return row;
}

export async function insertUnit(db: Db, values: UnitValues & { propertyId: string }) {
  const [row] = await db.insert(units).values(values).returning({ id: units.id });
  if (!row) throw new Error('insert into units returned no row');
  return row;
}

export async function updateUnit(
  db: Db,
  { propertyId, id, values }: { propertyId: string; id: string; values: UnitValues },
) {
  const [row] = await db
    .update(units)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(units.propertyId, propertyId), eq(units.id, id)))
    .returning({ id: units.id });
  return row;
}

/** The Rooms screen: every unit with its nearest stay starting today or later (one indexed lookup per unit). */
export async function listUnits(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  const next = db
    .select({
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      guestName: sql<string | null>`${reservations.guestNames}[1]`.as('guest_name'),
      reservationId: sql<string>`${reservations.id}`.as('reservation_id'),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, units.id),
        ne(reservations.status, 'cancelled'),
        gte(reservations.checkInDate, today),
      ),
    )
    .orderBy(asc(reservations.checkInDate))
    .limit(1)
    .as('next_stay');
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      roomTypeId: units.roomTypeId,
      unitType: roomTypeCodeOfUnit,
      unitSize: units.unitSize,
      status: units.status,
      bookingComId: units.bookingComId,
      comments: units.comments,
      baseRateCents: units.baseRateCents,
      roomStatus: units.roomStatus,
      /** From tonight's stays, never from the stored sellable status. */
      occupiedTonight: occupiedTonightSql(today),
      nextCheckIn: next.checkInDate,
      nextCheckOut: next.checkOutDate,
      nextGuestName: next.guestName,
      nextReservationId: next.reservationId,
    })
    .from(units)
    .leftJoinLateral(next, sql`true`)
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.name));
}

/** Every unit, for filters and pickers. */
export function listUnitOptions(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: roomTypeCodeOfUnit,
    })
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.name));
}

/** The names (room codes) of these units; ids of units that are gone are left out. */
export async function unitNamesByIds(db: Db, { ids }: { ids: readonly string[] }) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(inArray(units.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
