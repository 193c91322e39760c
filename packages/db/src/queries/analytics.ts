import type { DateRange } from '@zamalek/domain/date-range';
import { UNSELLABLE_HOLD_KINDS } from '@zamalek/domain/holds';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { folios, journalLines, reservations, unitHolds, units } from '../schema';
import { holdHasNightIn } from './holds';
import { roomTypeCodeOfUnit } from './room-types';
import { hasNightIn } from './stay-window';

/**
 * The analytics definitions, in SQL (their TypeScript twins live in packages/domain analytics.ts):
 * cancelled stays never count; a stay counts in [from, to) only for its nights inside the range;
 * revenue (and net, commission) is split per night by cumulative rounding,
 * R(k) = (2·total·k + nights) / (2·nights) in integer arithmetic, so a stay's parts in
 * consecutive periods add up to its total exactly; net falls back to total when missing. A night
 * the ledger charged counts at what it charged instead (`chargedOrShare`).
 */
function proRata(amount: SQL, before: SQL, inside: SQL) {
  const nights = sql`${reservations.nights}::bigint`;
  const cumulative = (k: SQL) =>
    sql`((2 * ${amount}::bigint * (${k}) + ${nights}) / (2 * ${nights}))`;
  return sql<number>`(${cumulative(sql`${before} + ${inside}`)} - ${cumulative(before)})::bigint`;
}

/** A period at one property: every figure is one property's. */
export type PropertyRange = DateRange & { propertyId: string };

/**
 * The nights of [from, to) the ledger charged, per stay: what their room-night journals charged
 * the folio (room, taxes and fees, less corrections), the commission they posted, and the first
 * and last of those nights. Room nights are the only journals whose lines name a night; their
 * receivable line names the folio (whose stay it is), their commission lines do not, so those go
 * by the receivable line of their journal.
 */
function chargedNightsIn(db: Db, { propertyId, from, to }: PropertyRange) {
  const nightIn = (lines: typeof journalLines) =>
    sql`${lines.night} >= ${from}::date and ${lines.night} < ${to}::date`;
  const owed = alias(journalLines, 'owed');
  const byFolio = unionAll(
    db
      .select({
        folioId: sql<string>`${journalLines.folioId}`.as('charged_folio_id'),
        amount: sql<number>`sum(${journalLines.amountMinor})`.as('charged_folio_amount'),
        commission: sql<number>`0::bigint`.as('charged_folio_commission'),
        firstNight: sql<string>`min(${journalLines.night})`.as('charged_folio_first'),
        lastNight: sql<string>`max(${journalLines.night})`.as('charged_folio_last'),
      })
      .from(journalLines)
      .where(
        and(
          eq(journalLines.propertyId, propertyId),
          eq(journalLines.account, 'receivable'),
          nightIn(journalLines),
        ),
      )
      .groupBy(journalLines.folioId),
    db
      .select({
        folioId: sql<string>`${owed.folioId}`,
        amount: sql<number>`0::bigint`,
        commission: sql<number>`sum(${journalLines.amountMinor})`,
        firstNight: sql<string>`null::date`,
        lastNight: sql<string>`null::date`,
      })
      .from(journalLines)
      .innerJoin(
        owed,
        and(
          eq(owed.propertyId, journalLines.propertyId),
          eq(owed.journalId, journalLines.journalId),
          eq(owed.account, 'receivable'),
        ),
      )
      .where(
        and(
          eq(journalLines.propertyId, propertyId),
          inArray(journalLines.account, ['commission_expense', 'channel_commission']),
          nightIn(journalLines),
        ),
      )
      .groupBy(owed.folioId),
  ).as('charged_folio');
  return db
    .select({
      stayId: sql<string>`${folios.reservationId}`.as('charged_stay_id'),
      amount: sql<number>`sum(${byFolio.amount})`.as('charged_amount'),
      commission: sql<number>`sum(${byFolio.commission})`.as('charged_commission'),
      firstNight: sql<string>`min(${byFolio.firstNight})`.as('charged_first_night'),
      lastNight: sql<string>`max(${byFolio.lastNight})`.as('charged_last_night'),
    })
    .from(byFolio)
    .innerJoin(folios, and(eq(folios.propertyId, propertyId), eq(folios.id, byFolio.folioId)))
    .groupBy(folios.reservationId)
    .as('charged');
}

/**
 * A stay's revenue (net, commission) in the range: the nights the ledger charged count at what
 * it charged (and the commission it posted), the others at their pro-rata share. Charged nights
 * run from the first to the last of them, so their pro-rata share is R(last + 1) − R(first).
 */
function chargedOrShare(
  amount: SQL,
  range: { before: SQL; inside: SQL },
  charged: ReturnType<typeof chargedNightsIn>,
  ledger: SQL,
) {
  const first = sql`(${charged.firstNight} - ${reservations.checkInDate})`;
  const span = sql`(${charged.lastNight} - ${charged.firstNight} + 1)`;
  return sql<number>`(${proRata(amount, range.before, range.inside)} - coalesce(${proRata(amount, first, span)}, 0) + coalesce(${ledger}, 0))::bigint`;
}

function staysIn(db: Db, range: PropertyRange) {
  const { propertyId, from, to } = range;
  const f = sql`${from}::date`;
  const t = sql`${to}::date`;
  const inside = sql`greatest(0, least(${reservations.checkOutDate}, ${t}) - greatest(${reservations.checkInDate}, ${f}))`;
  const before = sql`greatest(0, least(${reservations.checkOutDate}, ${f}) - ${reservations.checkInDate})`;
  const total = sql`coalesce(${reservations.totalPriceCents}, 0)`;
  const charged = chargedNightsIn(db, range);
  const nights = { before, inside };
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
        revenue: chargedOrShare(total, nights, charged, sql`${charged.amount}`).as('revenue'),
        net: chargedOrShare(
          sql`coalesce(${reservations.netRevenueCents}, ${total})`,
          nights,
          charged,
          sql`${charged.amount} - ${charged.commission}`,
        ).as('net'),
        commission: chargedOrShare(
          sql`coalesce(${reservations.commissionAmountCents}, 0)`,
          nights,
          charged,
          sql`${charged.commission}`,
        ).as('commission'),
      })
      .from(reservations)
      .leftJoin(charged, eq(charged.stayId, reservations.id))
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
 * The cards — bookings, nights, guests and money, with the direct / Booking.com split, and how
 * many of the bookings have no price yet (total missing or 0: channel imports until staff enter
 * it) — and Revenue by Source, one row per source, from one pass over the period's stays.
 */
export async function summaryAndSources(db: Db, range: PropertyRange) {
  const stays = staysIn(db, range);
  const rows = await db
    .with(stays)
    .select({
      total: sql<boolean>`grouping(${stays.source}) = 1`,
      source: stays.source,
      isBookingCom: sql<boolean>`coalesce(bool_or(${stays.isBookingCom}), false)`,
      bookings: int(sql`count(*)`),
      bookedNights: int(sql`sum(${stays.inside})`),
      guests: int(sql`sum(${stays.guests})`),
      revenueCents: int(sql`sum(${stays.revenue})`),
      netCents: int(sql`sum(${stays.net})`),
      commissionCents: int(sql`sum(${stays.commission})`),
      averageRate: sql<number>`round(avg(${stays.commissionRate})::numeric, 2)`.mapWith(Number),
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
    .from(stays)
    .groupBy(sql`grouping sets ((${stays.source}), ())`)
    .orderBy(sql`sum(${stays.revenue}) desc`, asc(stays.source));
  const totals = rows.find((row) => row.total);
  if (!totals) throw new Error('analytics summary returned no row');
  const {
    total: _total,
    source: _source,
    isBookingCom: _isBookingCom,
    averageRate: _averageRate,
    ...summary
  } = totals;
  const bySource = rows
    .filter((row) => !row.total)
    .map((row) => ({
      source: row.source,
      isBookingCom: row.isBookingCom,
      bookings: row.bookings,
      nights: row.bookedNights,
      revenueCents: row.revenueCents,
      commissionCents: row.commissionCents,
      netCents: row.netCents,
      averageRate: row.averageRate,
    }));
  return { summary, bySource };
}

/** The cards alone (the portfolio's figures of each property). */
export async function analyticsSummary(db: Db, range: PropertyRange) {
  return (await summaryAndSources(db, range)).summary;
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
  // A night the ledger charged counts at what it charged (as in `staysIn`).
  const charged = db
    .select({
      stayId: sql<string>`${folios.reservationId}`.as('charged_stay_id'),
      night: sql<string>`${journalLines.night}`.as('charged_night'),
      amount: sql<number>`sum(${journalLines.amountMinor})`.as('charged_amount'),
    })
    .from(journalLines)
    .innerJoin(
      folios,
      and(eq(folios.propertyId, journalLines.propertyId), eq(folios.id, journalLines.folioId)),
    )
    .where(
      and(
        eq(journalLines.propertyId, propertyId),
        eq(journalLines.account, 'receivable'),
        sql`${journalLines.night} >= ${f} and ${journalLines.night} < ${t}`,
      ),
    )
    .groupBy(folios.reservationId, journalLines.night)
    .as('charged');
  // Aggregated per day first, so the day series joins a small grouped set once.
  const perDay = db
    .select({
      day: sql<string>`${nightDay}`.as('day'),
      bookedUnits: sql<number>`count(*)`.as('booked_units'),
      revenue:
        sql<number>`sum(coalesce(${charged.amount}, ${proRata(total, nightIndex, sql`1`)}))`.as(
          'revenue',
        ),
    })
    .from(reservations)
    .crossJoinLateral(night)
    .leftJoin(
      charged,
      and(eq(charged.stayId, reservations.id), sql`${charged.night} = ${nightDay}`),
    )
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
