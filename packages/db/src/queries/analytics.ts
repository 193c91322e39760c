import type { DateRange } from '@zamalek/domain/date-range';
import { UNSELLABLE_HOLD_KINDS } from '@zamalek/domain/holds';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, unitHolds, units } from '../schema';
import { holdHasNightIn } from './holds';
import { roomTypeCodeOfUnit } from './room-types';
import { hasNightIn } from './stay-window';

/**
 * The analytics definitions, in SQL (their TypeScript twins live in packages/domain analytics.ts):
 * cancelled stays never count; a stay counts in [from, to) only for its nights inside the range;
 * revenue (and net, commission) is split per night by cumulative rounding,
 * R(k) = (2·total·k + nights) / (2·nights) in integer arithmetic, so a stay's parts in
 * consecutive periods add up to its total exactly; net falls back to total when missing.
 */
function proRata(amount: SQL, before: SQL, inside: SQL) {
  const nights = sql`${reservations.nights}::bigint`;
  const cumulative = (k: SQL) =>
    sql`((2 * ${amount}::bigint * (${k}) + ${nights}) / (2 * ${nights}))`;
  return sql<number>`(${cumulative(sql`${before} + ${inside}`)} - ${cumulative(before)})::bigint`;
}

/** A period at one property: every figure is one property's. */
export type PropertyRange = DateRange & { propertyId: string };

function staysIn(db: Db, { propertyId, from, to }: PropertyRange) {
  const f = sql`${from}::date`;
  const t = sql`${to}::date`;
  const inside = sql`greatest(0, least(${reservations.checkOutDate}, ${t}) - greatest(${reservations.checkInDate}, ${f}))`;
  const before = sql`greatest(0, least(${reservations.checkOutDate}, ${f}) - ${reservations.checkInDate})`;
  const total = sql`coalesce(${reservations.totalPriceCents}, 0)`;
  return db.$with('stays').as(
    db
      .select({
        id: reservations.id,
        unitId: reservations.unitId,
        source: sql<string>`coalesce(nullif(trim(${reservations.source}), ''), 'Unknown')`.as(
          'source',
        ),
        isBookingCom: sql<boolean>`coalesce(${reservations.source}, '') ilike '%booking%'`.as(
          'is_booking_com',
        ),
        nationality:
          sql<string>`coalesce(nullif(trim(${reservations.guestNationality}), ''), 'Unknown')`.as(
            'nationality',
          ),
        guestName: sql<string>`coalesce(${reservations.guestNames}[1], 'Guest')`.as('guest_name'),
        guests: reservations.numberOfGuests,
        pricePerNightCents: reservations.pricePerNightCents,
        unpriced: sql<boolean>`coalesce(${reservations.totalPriceCents}, 0) = 0`.as('unpriced'),
        commissionRate: reservations.commissionRate,
        inside: sql<number>`${inside}`.as('inside'),
        revenue: proRata(total, before, inside).as('revenue'),
        net: proRata(sql`coalesce(${reservations.netRevenueCents}, ${total})`, before, inside).as(
          'net',
        ),
        commission: proRata(
          sql`coalesce(${reservations.commissionAmountCents}, 0)`,
          before,
          inside,
        ).as('commission'),
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.propertyId, propertyId),
          ne(reservations.status, 'cancelled'),
          hasNightIn({ from, to }),
        ),
      ),
  );
}

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export async function countUnits(db: Db, { propertyId }: { propertyId: string }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(units)
    .where(eq(units.propertyId, propertyId));
  return row?.value ?? 0;
}

/**
 * The cards: bookings, nights, guests and money, with the direct / Booking.com split, and how many
 * of the bookings have no price yet (total missing or 0: channel imports until staff enter it).
 */
export async function analyticsSummary(db: Db, range: PropertyRange) {
  const stays = staysIn(db, range);
  const [row] = await db
    .with(stays)
    .select({
      bookings: int(sql`count(*)`),
      bookedNights: int(sql`sum(${stays.inside})`),
      guests: int(sql`sum(${stays.guests})`),
      revenueCents: int(sql`sum(${stays.revenue})`),
      netCents: int(sql`sum(${stays.net})`),
      commissionCents: int(sql`sum(${stays.commission})`),
      directBookings: int(sql`count(*) filter (where not ${stays.isBookingCom})`),
      bookingComBookings: int(sql`count(*) filter (where ${stays.isBookingCom})`),
      unpricedBookings: int(sql`count(*) filter (where ${stays.unpriced})`),
      directCommissionCents: int(
        sql`sum(${stays.commission}) filter (where not ${stays.isBookingCom})`,
      ),
      bookingComCommissionCents: int(
        sql`sum(${stays.commission}) filter (where ${stays.isBookingCom})`,
      ),
      directRevenueCents: int(sql`sum(${stays.revenue}) filter (where not ${stays.isBookingCom})`),
      bookingComRevenueCents: int(sql`sum(${stays.revenue}) filter (where ${stays.isBookingCom})`),
    })
    .from(stays);
  if (!row) throw new Error('analytics summary returned no row');
  return row;
}

/** Revenue by Source: one row per source, flagged Booking.com or direct. */
export function revenueBySource(db: Db, range: PropertyRange) {
  const stays = staysIn(db, range);
  return db
    .with(stays)
    .select({
      source: stays.source,
      isBookingCom: sql<boolean>`bool_or(${stays.isBookingCom})`,
      bookings: int(sql`count(*)`),
      nights: int(sql`sum(${stays.inside})`),
      revenueCents: int(sql`sum(${stays.revenue})`),
      commissionCents: int(sql`sum(${stays.commission})`),
      netCents: int(sql`sum(${stays.net})`),
      averageRate: sql<number>`round(avg(${stays.commissionRate})::numeric, 2)`.mapWith(Number),
    })
    .from(stays)
    .groupBy(stays.source)
    .orderBy(sql`sum(${stays.revenue}) desc`, asc(stays.source));
}

/** Revenue by Room (the screen's name): every unit, with its nights, bookings and revenue in the range. */
export function revenueByUnit(db: Db, range: PropertyRange) {
  const stays = staysIn(db, range);
  return db
    .with(stays)
    .select({
      unitId: units.id,
      name: units.name,
      unitType: roomTypeCodeOfUnit,
      unitSize: units.unitSize,
      nights: int(sql`sum(${stays.inside})`),
      bookings: int(sql`count(${stays.id})`),
      revenueCents: int(sql`sum(${stays.revenue})`),
    })
    .from(units)
    .leftJoin(stays, eq(stays.unitId, units.id))
    .where(eq(units.propertyId, range.propertyId))
    .groupBy(units.id)
    .orderBy(asc(units.name));
}

/** Revenue by Guests: one row per stay in the range, optionally of one nationality. */
export function revenueByGuest(
  db: Db,
  { nationality, ...range }: PropertyRange & { nationality?: string | undefined },
) {
  const stays = staysIn(db, range);
  return db
    .with(stays)
    .select({
      reservationId: stays.id,
      guestName: stays.guestName,
      unitName: units.name,
      nationality: stays.nationality,
      nights: int(sql`${stays.inside}`),
      pricePerNightCents: stays.pricePerNightCents,
      revenueCents: int(sql`${stays.revenue}`),
    })
    .from(stays)
    .leftJoin(units, eq(units.id, stays.unitId))
    .where(nationality ? eq(stays.nationality, nationality) : undefined)
    .orderBy(sql`${stays.revenue} desc`, asc(stays.guestName))
    .limit(2000);
}

/**
 * Booked units and revenue per night of the range, for the chart: each stay in the range is
 * expanded into its nights inside it (a lateral series), then counted per day; days without a
 * stay still appear.
 */
export async function dailySeries(db: Db, range: PropertyRange) {
  // The per-stay series makes the planner's row estimates huge, which tips PostgreSQL into JIT
  // compilation that costs far more (~0.5 s) than the query itself (~20 ms).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return dailySeriesQuery(tx, range);
  });
}

function dailySeriesQuery(db: Db, { propertyId, from, to }: PropertyRange) {
  const f = sql`${from}::date`;
  const t = sql`${to}::date`;
  // Night indexes within the stay (integers: date arithmetic without timestamps is much cheaper).
  const night = db
    .select({ index: sql<number>`g.k`.as('night_index') })
    .from(
      sql`generate_series(greatest(${f} - ${reservations.checkInDate}, 0), least(${reservations.checkOutDate}, ${t}) - ${reservations.checkInDate} - 1) as g(k)`,
    )
    .as('night');
  const nightIndex = sql`${night.index}`;
  const nightDay = sql`(${reservations.checkInDate} + ${night.index})`;
  const total = sql`coalesce(${reservations.totalPriceCents}, 0)`;
  // Aggregated per day first, so the day series joins a small grouped set once.
  const perDay = db
    .select({
      day: sql<string>`${nightDay}`.as('day'),
      bookedUnits: sql<number>`count(*)`.as('booked_units'),
      revenue: sql<number>`sum(${proRata(total, nightIndex, sql`1`)})`.as('revenue'),
    })
    .from(reservations)
    .crossJoinLateral(night)
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        ne(reservations.status, 'cancelled'),
        hasNightIn({ from, to }),
      ),
    )
    .groupBy(nightDay)
    .as('per_day');
  const day = sql`d.ts::date`;
  return db
    .select({
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      bookedUnits: int(sql`${perDay.bookedUnits}`),
      revenueCents: int(sql`${perDay.revenue}`),
    })
    .from(sql`generate_series(${f}, ${t} - 1, interval '1 day') as d(ts)`)
    .leftJoin(perDay, sql`${perDay.day} = ${day}`)
    .orderBy(day);
}

export async function stayNationalities(db: Db, range: PropertyRange) {
  const stays = staysIn(db, range);
  const rows = await db
    .with(stays)
    .selectDistinct({ nationality: stays.nationality })
    .from(stays)
    .orderBy(stays.nationality);
  return rows.map((row) => row.nationality);
}

/** Holds whose nights cannot be sold (maintenance, owner use) with a night in the range. */
function unsellableHoldsIn({ propertyId, ...range }: PropertyRange) {
  return and(
    eq(unitHolds.propertyId, propertyId),
    inArray(unitHolds.kind, [...UNSELLABLE_HOLD_KINDS]),
    holdHasNightIn(range),
  );
}

/** A hold's nights inside [from, to). */
function holdNightsInside({ from, to }: DateRange) {
  return sql`(least(${unitHolds.toDate}, ${to}::date) - greatest(${unitHolds.fromDate}, ${from}::date))`;
}

/**
 * Nights of the range held for maintenance or owner use, per unit: they leave the available
 * room-nights (a stay can never share them, so booked nights stay within what is left).
 */
export function unsellableNightsByUnit(db: Db, range: PropertyRange) {
  return db
    .select({ unitId: unitHolds.unitId, nights: int(sql`sum(${holdNightsInside(range)})`) })
    .from(unitHolds)
    .where(unsellableHoldsIn(range))
    .groupBy(unitHolds.unitId);
}

/** Units held for maintenance or owner use on each night of the range that has any. */
export function unsellableUnitsByDay(db: Db, { propertyId, from, to }: PropertyRange) {
  const day = sql`g.d::date`;
  return db
    .select({ date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, units: int(sql`count(*)`) })
    .from(unitHolds)
    .crossJoinLateral(
      sql`generate_series(greatest(${unitHolds.fromDate}, ${from}::date), least(${unitHolds.toDate}, ${to}::date) - 1, interval '1 day') as g(d)`,
    )
    .where(unsellableHoldsIn({ propertyId, from, to }))
    .groupBy(day);
}
