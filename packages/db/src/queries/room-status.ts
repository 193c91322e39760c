import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { ROOM_STATUSES, type RoomStatus, roomReady } from '@zamalek/domain/room-status';
import type { ReservationStatus } from '@zamalek/domain/stays';
import { and, asc, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { profiles, reservations, roomProblems, units } from '../schema';
import { roomTypeCodeOfUnit } from './room-types';
import { hasNightIn } from './stay-window';

/** The statuses `roomReady` accepts, for SQL: the one rule, not a second list. */
const READY_STATUSES = ROOM_STATUSES.filter(roomReady);

/** The room is clean or inspected (the SQL twin of `roomReady`). */
function roomReadySql(): SQL {
  return inArray(units.roomStatus, READY_STATUSES);
}

/**
 * Someone sleeps in the unit tonight: a stay, neither cancelled nor checked out, has the night
 * of `today` (an expected arrival counts; a guest who left early does not).
 */
export function occupiedTonightSql(today: IsoDate): SQL<boolean> {
  // Spelled out: a query over units alone renders its columns without the table's name.
  const unitId = sql`${units}.${sql.identifier(units.id.name)}`;
  return sql<boolean>`exists (
    select 1 from ${reservations}
    where ${reservations.unitId} = ${unitId}
      and ${notInArray(reservations.status, ['cancelled', 'checked_out'])}
      and ${hasNightIn({ from: today, to: addDaysIso(today, 1) })}
  )`;
}

/** The unit's room status, its row locked until the transaction ends (two housekeepers queue). */
export async function lockRoomStatus(
  db: Db,
  { propertyId, unitId }: { propertyId: string; unitId: string },
) {
  const [row] = await db
    .select({
      id: units.id,
      name: units.name,
      roomStatus: units.roomStatus,
      roomStatusAt: units.roomStatusAt,
      roomStatusBy: units.roomStatusBy,
    })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.id, unitId)))
    .for('update')
    .limit(1);
  return row;
}

/** Records a room status, when (the database clock) and by whom; the units trigger tells screens. */
export async function writeRoomStatus(
  db: Db,
  { unitId, status, actorId }: { unitId: string; status: RoomStatus; actorId: string | null },
) {
  const [row] = await db
    .update(units)
    .set({ roomStatus: status, roomStatusAt: sql`now()`, roomStatusBy: actorId })
    .where(eq(units.id, unitId))
    .returning({ roomStatus: units.roomStatus, roomStatusAt: units.roomStatusAt });
  return row;
}

const departure = alias(reservations, 'departure');
const arrival = alias(reservations, 'arrival');
const statusSetter = alias(profiles, 'room_status_setter');
const problemReporter = alias(profiles, 'room_problem_reporter');

/**
 * The housekeeping board: every room with today's departure, arrival and whether a stay goes on
 * over tonight; rooms with an arrival today first, then rooms with a departure, then by name.
 */
export function housekeepingBoard(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  const leaving = db
    .select({
      id: sql<string>`${departure.id}`.as('departure_id'),
      status: sql<ReservationStatus>`${departure.status}`.as('departure_status'),
    })
    .from(departure)
    .where(
      and(
        eq(departure.unitId, units.id),
        eq(departure.checkOutDate, today),
        ne(departure.status, 'cancelled'),
      ),
    )
    .limit(1)
    .as('leaving');
  const coming = db
    .select({
      id: sql<string>`${arrival.id}`.as('arrival_id'),
      status: sql<ReservationStatus>`${arrival.status}`.as('arrival_status'),
      guests: sql<number>`${arrival.numberOfGuests}`.as('arrival_guests'),
    })
    .from(arrival)
    .where(
      and(
        eq(arrival.unitId, units.id),
        eq(arrival.checkInDate, today),
        ne(arrival.status, 'cancelled'),
      ),
    )
    .limit(1)
    .as('coming');
  // Staying over: a stay that had last night in the room and has tonight too.
  const stayOver = sql<boolean>`exists (
    select 1 from ${reservations}
    where ${reservations.unitId} = ${units.id}
      and ${notInArray(reservations.status, ['cancelled', 'checked_out'])}
      and ${hasNightIn({ from: addDaysIso(today, -1), to: today })}
      and ${hasNightIn({ from: today, to: addDaysIso(today, 1) })}
  )`;
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: roomTypeCodeOfUnit,
      sellableStatus: units.status,
      roomStatus: units.roomStatus,
      roomStatusAt: units.roomStatusAt,
      roomStatusByName: statusSetter.fullName,
      problemId: roomProblems.id,
      problemDescription: roomProblems.description,
      problemReportedAt: roomProblems.reportedAt,
      problemReportedByName: problemReporter.fullName,
      departureId: leaving.id,
      departureStatus: leaving.status,
      arrivalId: coming.id,
      arrivalStatus: coming.status,
      arrivalGuests: coming.guests,
      stayOver,
    })
    .from(units)
    .leftJoinLateral(leaving, sql`true`)
    .leftJoinLateral(coming, sql`true`)
    .leftJoin(statusSetter, eq(statusSetter.id, units.roomStatusBy))
    .leftJoin(roomProblems, and(eq(roomProblems.unitId, units.id), isNull(roomProblems.closedAt)))
    .leftJoin(problemReporter, eq(problemReporter.id, roomProblems.reportedBy))
    .where(eq(units.propertyId, propertyId))
    .orderBy(
      sql`${coming.id} is null`,
      sql`${leaving.id} is null`,
      asc(units.unitNumber),
      asc(units.name),
    );
}

/**
 * Rooms an arrival expects today that are not clean or inspected (for the daily digest and the
 * desk): the room, its status and the stay waiting for it.
 */
export function roomsNotReady(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  return db
    .select({
      unitId: units.id,
      unitName: units.name,
      roomStatus: units.roomStatus,
      reservationId: reservations.id,
      bookingReference: reservations.bookingReference,
    })
    .from(reservations)
    .innerJoin(units, eq(units.id, reservations.unitId))
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        eq(reservations.checkInDate, today),
        eq(reservations.status, 'confirmed'),
        sql`not ${roomReadySql()}`,
      ),
    )
    .orderBy(asc(units.name));
}

/** Every unit's room status and whether it is occupied tonight (the calendars' row headers). */
export function roomStatesTonight(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  return db
    .select({
      id: units.id,
      roomStatus: units.roomStatus,
      occupiedTonight: occupiedTonightSql(today),
    })
    .from(units)
    .where(eq(units.propertyId, propertyId));
}

/** One unit's room status (null when the stay has no room, or the room is gone). */
export async function roomStatusOf(db: Db, { unitId }: { unitId: string | null }) {
  if (unitId === null) return null;
  const [row] = await db
    .select({ roomStatus: units.roomStatus })
    .from(units)
    .where(eq(units.id, unitId))
    .limit(1);
  return row?.roomStatus ?? null;
}
