import { OTA_COLLECTED_KEY_PREFIX } from '@zamalek/domain/channels/ota-collected';
import type { RoomNights } from '@zamalek/domain/channels/room-placement';
import type { IsoDate } from '@zamalek/domain/dates';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  channexBookings,
  channexConnections,
  channexRepackMoves,
  channexRevisions,
  channexRoomTypes,
  properties,
  reservations,
} from '../schema';
import { executedRows } from './executed-rows';

/** Our property of a Channex property id (undefined: not connected here). */
export async function propertyOfChannex(
  db: Db,
  { channexPropertyId }: { channexPropertyId: string },
) {
  const [row] = await db
    .select({ propertyId: channexConnections.propertyId })
    .from(channexConnections)
    .where(eq(channexConnections.channexPropertyId, channexPropertyId.toLowerCase()));
  return row?.propertyId;
}

/** Every connected property with its time zone: the feed is read for each. */
export function connectedChannexProperties(db: Db) {
  return db
    .select({
      propertyId: channexConnections.propertyId,
      channexPropertyId: channexConnections.channexPropertyId,
      timeZone: properties.timeZone,
      lastPulledAt: channexConnections.lastPulledAt,
    })
    .from(channexConnections)
    .innerJoin(properties, eq(properties.id, channexConnections.propertyId));
}

export async function findHandledRevision(
  db: Db,
  { propertyId, revisionId }: { propertyId: string; revisionId: string },
) {
  const [row] = await db
    .select({ outcome: channexRevisions.outcome, ackedAt: channexRevisions.ackedAt })
    .from(channexRevisions)
    .where(
      and(eq(channexRevisions.propertyId, propertyId), eq(channexRevisions.revisionId, revisionId)),
    );
  return row;
}

export type RevisionOutcome =
  | 'placed'
  | 'repacked'
  | 'unassigned'
  | 'updated'
  | 'cancelled'
  | 'unchanged'
  | 'refused';

export async function insertHandledRevision(
  db: Db,
  values: {
    propertyId: string;
    revisionId: string;
    bookingId: string;
    status: 'new' | 'modified' | 'cancelled';
    outcome: RevisionOutcome;
  },
) {
  await db.insert(channexRevisions).values(values);
}

export async function markRevisionAcked(
  db: Db,
  { propertyId, revisionId }: { propertyId: string; revisionId: string },
) {
  await db
    .update(channexRevisions)
    .set({ ackedAt: sql`now()` })
    .where(
      and(
        eq(channexRevisions.propertyId, propertyId),
        eq(channexRevisions.revisionId, revisionId),
        isNull(channexRevisions.ackedAt),
      ),
    );
}

/** Handled revisions Channex has not been told of yet (an acknowledgement that failed). */
export function unackedRevisions(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({ revisionId: channexRevisions.revisionId })
    .from(channexRevisions)
    .where(and(eq(channexRevisions.propertyId, propertyId), isNull(channexRevisions.ackedAt)));
}

/** The stays of a Channex booking's rooms, by the room's place in the booking. */
export function channexBookingStays(
  db: Db,
  { propertyId, channexBookingId }: { propertyId: string; channexBookingId: string },
) {
  return db
    .select({
      roomIndex: channexBookings.roomIndex,
      reservationId: channexBookings.reservationId,
      roomTypeId: channexBookings.roomTypeId,
      unitId: reservations.unitId,
      status: reservations.status,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
    })
    .from(channexBookings)
    .innerJoin(
      reservations,
      and(
        eq(reservations.propertyId, channexBookings.propertyId),
        eq(reservations.id, channexBookings.reservationId),
      ),
    )
    .where(
      and(
        eq(channexBookings.propertyId, propertyId),
        eq(channexBookings.channexBookingId, channexBookingId),
      ),
    )
    .orderBy(channexBookings.roomIndex);
}

export async function saveChannexBookingStay(
  db: Db,
  values: {
    propertyId: string;
    channexBookingId: string;
    roomIndex: number;
    reservationId: string;
    roomTypeId: string | null;
    otaName: string;
    otaReservationCode: string | null;
    paymentCollect: 'ota' | 'property';
    lastRevisionId: string;
  },
) {
  await db
    .insert(channexBookings)
    .values(values)
    .onConflictDoUpdate({
      target: [
        channexBookings.propertyId,
        channexBookings.channexBookingId,
        channexBookings.roomIndex,
      ],
      set: {
        roomTypeId: values.roomTypeId,
        otaName: values.otaName,
        otaReservationCode: values.otaReservationCode,
        paymentCollect: values.paymentCollect,
        lastRevisionId: values.lastRevisionId,
      },
    });
}

/** Our room type of a Channex room type, mapped at the property. */
export async function roomTypeOfChannex(
  db: Db,
  { propertyId, channexRoomTypeId }: { propertyId: string; channexRoomTypeId: string },
) {
  const [row] = await db
    .select({ roomTypeId: channexRoomTypes.roomTypeId })
    .from(channexRoomTypes)
    .where(
      and(
        eq(channexRoomTypes.propertyId, propertyId),
        eq(channexRoomTypes.channexRoomTypeId, channexRoomTypeId),
      ),
    );
  return row?.roomTypeId;
}

/**
 * The rooms of a type on sale, each with what takes its nights around [from, to) (a year either
 * side, enough for any stay a placement may move): stays — movable when confirmed and arriving
 * `today` or later — and holds. Locks the type's placements until the transaction ends, so two
 * channel bookings are never placed in one room at once.
 */
export async function roomsForPlacement(
  db: Db,
  {
    propertyId,
    roomTypeId,
    from,
    to,
    today,
    ignoreReservationId,
  }: {
    propertyId: string;
    roomTypeId: string;
    from: IsoDate;
    to: IsoDate;
    today: IsoDate;
    ignoreReservationId?: string;
  },
): Promise<RoomNights[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`channex-place:${roomTypeId}`}))`);
  const rows = executedRows(
    await db.execute(sql`
      select u.id as unit_id, o.reservation_id, o.hold_id,
             to_char(lower(o.during), 'YYYY-MM-DD') as from_date,
             to_char(upper(o.during), 'YYYY-MM-DD') as to_date,
             r.status, to_char(r.check_in_date, 'YYYY-MM-DD') as check_in
      from units u
      left join unit_occupancy o on o.unit_id = u.id
        and o.during && daterange(${from}::date - 366, ${to}::date + 366)
        and (${ignoreReservationId ?? null}::uuid is null
             or o.reservation_id is distinct from ${ignoreReservationId ?? null}::uuid)
      left join reservations r on r.id = o.reservation_id
      where u.property_id = ${propertyId} and u.room_type_id = ${roomTypeId}
        and u.status = 'available'
      order by u.name, u.id, lower(o.during)`),
  );
  const rooms = new Map<string, RoomNights['blocks'][number][]>();
  for (const row of rows) {
    const unitId = String(row.unit_id);
    const blocks = rooms.get(unitId) ?? [];
    rooms.set(unitId, blocks);
    if (row.from_date === null || row.from_date === undefined) continue;
    const isStay = row.reservation_id !== null;
    blocks.push({
      id: String(isStay ? row.reservation_id : row.hold_id),
      kind: isStay ? 'stay' : 'hold',
      from: String(row.from_date),
      to: String(row.to_date),
      movable: isStay && row.status === 'confirmed' && String(row.check_in) >= today,
    });
  }
  return [...rooms].map(([unitId, blocks]) => ({ unitId, blocks }));
}

/** Moves a confirmed stay from one room to another; false when it is no longer as read. */
export async function moveConfirmedStay(
  db: Db,
  {
    propertyId,
    id,
    fromUnitId,
    toUnitId,
  }: { propertyId: string; id: string; fromUnitId: string; toUnitId: string },
) {
  const rows = await db
    .update(reservations)
    .set({ unitId: toUnitId, updatedAt: sql`now()` })
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        eq(reservations.id, id),
        eq(reservations.unitId, fromUnitId),
        eq(reservations.status, 'confirmed'),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length > 0;
}

export async function insertRepackMove(
  db: Db,
  values: {
    propertyId: string;
    revisionId: string;
    reservationId: string;
    fromUnitId: string;
    toUnitId: string;
  },
) {
  await db.insert(channexRepackMoves).values(values);
}

/** Channel bookings kept without a room (an overbooking to resolve), for the Channels page. */
export function unassignedChannexStays(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      reservationId: reservations.id,
      bookingReference: reservations.bookingReference,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      otaName: channexBookings.otaName,
    })
    .from(channexBookings)
    .innerJoin(
      reservations,
      and(
        eq(reservations.propertyId, channexBookings.propertyId),
        eq(reservations.id, channexBookings.reservationId),
      ),
    )
    .where(
      and(
        eq(channexBookings.propertyId, propertyId),
        isNull(reservations.unitId),
        sql`${reservations.status} <> 'cancelled'`,
      ),
    )
    .orderBy(reservations.checkInDate);
}

/** Stays moved to make room for channel bookings, latest first. */
export function recentRepackMoves(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      id: channexRepackMoves.id,
      reservationId: channexRepackMoves.reservationId,
      bookingReference: reservations.bookingReference,
      fromUnitId: channexRepackMoves.fromUnitId,
      toUnitId: channexRepackMoves.toUnitId,
      fromUnitName: sql<string>`(select u.name from units u where u.id = ${channexRepackMoves.fromUnitId})`,
      toUnitName: sql<string>`(select u.name from units u where u.id = ${channexRepackMoves.toUnitId})`,
      at: channexRepackMoves.at,
      undoneAt: channexRepackMoves.undoneAt,
    })
    .from(channexRepackMoves)
    .innerJoin(
      reservations,
      and(
        eq(reservations.propertyId, channexRepackMoves.propertyId),
        eq(reservations.id, channexRepackMoves.reservationId),
      ),
    )
    .where(eq(channexRepackMoves.propertyId, propertyId))
    .orderBy(sql`${channexRepackMoves.at} desc`, sql`${channexRepackMoves.id} desc`)
    .limit(10);
}

/** The channel booking a stay is a room of (undefined: not one). */
export async function channexBookingOfStay(
  db: Db,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
) {
  const [row] = await db
    .select({
      otaName: channexBookings.otaName,
      reference: channexBookings.otaReservationCode,
      paymentCollect: channexBookings.paymentCollect,
    })
    .from(channexBookings)
    .where(
      and(
        eq(channexBookings.propertyId, propertyId),
        eq(channexBookings.reservationId, reservationId),
      ),
    );
  return row;
}

/** A re-pack move not undone yet, for its undo. */
export async function findRepackMove(
  db: Db,
  { propertyId, id }: { propertyId: string; id: number },
) {
  const [row] = await db
    .select()
    .from(channexRepackMoves)
    .where(
      and(
        eq(channexRepackMoves.propertyId, propertyId),
        eq(channexRepackMoves.id, id),
        isNull(channexRepackMoves.undoneAt),
      ),
    );
  return row;
}

export async function markRepackUndone(
  db: Db,
  { propertyId, id }: { propertyId: string; id: number },
) {
  await db
    .update(channexRepackMoves)
    .set({ undoneAt: sql`now()` })
    .where(and(eq(channexRepackMoves.propertyId, propertyId), eq(channexRepackMoves.id, id)));
}

/** Notes that the property's revision feed was read now (the Channels page's last pull). */
export async function markChannexPulled(db: Db, { propertyId }: { propertyId: string }) {
  await db
    .update(channexConnections)
    .set({ lastPulledAt: sql`now()` })
    .where(eq(channexConnections.propertyId, propertyId));
}

/** The idempotency key of what a revision posted as collected by the channel for a stay. */
export function otaCollectedKey(reservationId: string, revisionId: string) {
  return `${OTA_COLLECTED_KEY_PREFIX}${reservationId}:${revisionId}`;
}

/**
 * What the folio shows as paid through the channel for the stay so far: the receivable lines of
 * the journals its revisions posted (`otaCollectedKey`), payments less money paid back.
 */
export async function postedOtaCollected(
  db: Db,
  {
    propertyId,
    folioId,
    reservationId,
  }: { propertyId: string; folioId: string; reservationId: string },
): Promise<number> {
  const [row] = executedRows(
    await db.execute(sql`
      select coalesce(-sum(l.amount_minor), 0)::bigint as paid
      from journal_lines l
      join journals j on j.property_id = l.property_id and j.id = l.journal_id
      where l.property_id = ${propertyId} and l.folio_id = ${folioId}
        and l.account = 'receivable'
        and starts_with(j.idempotency_key, ${otaCollectedKey(reservationId, '')})`),
  );
  return Number(row?.paid ?? 0);
}
