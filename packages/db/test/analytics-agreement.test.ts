import {
  analyticsSummary,
  dailySeries,
  revenueByGuest,
  revenueByUnit,
  summaryAndSources,
} from '@zamalek/db/queries/analytics';
import { reservations, units } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  roomTypeIdFor,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import {
  netOrTotal,
  nightsBeforeRange,
  nightsInRange,
  proRataRevenueCents,
  revenueInRangeCents,
} from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { addDaysIso, daysBetween } from '@zamalek/domain/dates';
import { isBookingComSource } from '@zamalek/domain/money';
import type { ReservationStatus } from '@zamalek/domain/stays';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PROPERTY, withDeskStamps } from './helpers';

/**
 * The SQL analytics (cards, sources, rooms, guests, daily chart) against the domain's definitions
 * on random stays and periods: any window selection that loses or adds a stay, or any night or
 * cent counted differently, shows here.
 */

const BASE = '2026-01-01';

interface StayCase {
  /** Its place in the inserted rows. */
  index: number;
  unit: number | null;
  checkIn: string;
  nights: number;
  status: ReservationStatus;
  totalCents: number | null;
  commissionCents: number | null;
  netCents: number | null;
  commissionRate: number | null;
  source: string | null;
  nationality: string | null;
  guest: string | null;
  guests: number;
}

const money = fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }));
const stayFields = fc.record({
  gap: fc.integer({ min: 0, max: 25 }),
  nights: fc.integer({ min: 1, max: 45 }),
  status: fc.constantFrom<ReservationStatus>(
    'confirmed',
    'confirmed',
    'checked_in',
    'checked_out',
    'cancelled',
  ),
  totalCents: money,
  commissionCents: money,
  netCents: money,
  commissionRate: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 9_999 }).map((points) => points / 100),
  ),
  source: fc.constantFrom(null, '', '  ', 'Booking.com', ' booking ', 'Direct Website', 'KSS'),
  nationality: fc.constantFrom(null, '', 'Egyptian', ' German '),
  guest: fc.constantFrom(null, 'Amal', 'Omar'),
  guests: fc.integer({ min: 1, max: 6 }),
});

/** Back-to-back stays per unit (a gap before each, so no two share a night), and stays without a unit. */
const scenario = fc.record({
  units: fc.array(fc.array(stayFields, { maxLength: 8 }), { minLength: 1, maxLength: 3 }),
  unplaced: fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), stayFields), { maxLength: 3 }),
  window: fc.tuple(fc.integer({ min: -30, max: 220 }), fc.integer({ min: 1, max: 400 })),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function staysOf(input: Scenario): StayCase[] {
  const placed = input.units.flatMap((fields, unit) => {
    let day = 0;
    let inHouse = false;
    return fields.map(({ gap, ...stay }) => {
      const checkIn = addDaysIso(BASE, day + gap);
      day += gap + stay.nights;
      // One party in house per room (the database's rule): later ones have checked out.
      const status = stay.status === 'checked_in' && inHouse ? 'checked_out' : stay.status;
      inHouse ||= status === 'checked_in';
      return { ...stay, status, unit, checkIn };
    });
  });
  const unplaced = input.unplaced.map(([offset, { gap: _gap, ...stay }]) => ({
    ...stay,
    unit: null,
    checkIn: addDaysIso(BASE, offset),
  }));
  return [...placed, ...unplaced].map((stay, index) => ({ ...stay, index }));
}

const label = (value: string | null, fallback: string) => value?.trim() || fallback;

/** What the domain says each counted stay contributes to the range. */
function domainFacts(stays: StayCase[], range: DateRange) {
  return stays
    .filter((stay) => stay.status !== 'cancelled')
    .map((stay) => ({ ...stay, checkOut: addDaysIso(stay.checkIn, stay.nights) }))
    .filter((stay) => nightsInRange(stay, range) > 0)
    .map((stay) => {
      const total = stay.totalCents ?? 0;
      const share = (amount: number) =>
        proRataRevenueCents(
          amount,
          stay.nights,
          nightsInRange(stay, range),
          nightsBeforeRange(stay, range),
        );
      return {
        stay,
        inside: nightsInRange(stay, range),
        revenue: revenueInRangeCents({ ...stay, totalCents: total }, range),
        net: share(netOrTotal(stay.netCents, stay.totalCents)),
        commission: share(stay.commissionCents ?? 0),
        bookingCom: isBookingComSource(stay.source),
        source: label(stay.source, 'Unknown'),
      };
    });
}

const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((acc, row) => acc + of(row), 0);

/** round(avg(rate), 2) over the rates present, as PostgreSQL's numeric does it; null without any. */
function averageRate(rates: (number | null)[]): number | null {
  const present = rates.flatMap((rate) => (rate === null ? [] : [Math.round(rate * 100)]));
  if (present.length === 0) return null;
  return Math.round(sum(present, (points) => points) / present.length) / 100;
}

describe.each(testDrivers)('analytics in SQL and in the domain on %s', (driver) => {
  let database: TestDatabase;
  let roomTypeId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    roomTypeId = await roomTypeIdFor(database.client.db);
  });
  afterAll(() => database.dispose());

  it('agree to the cent on random stays and periods', async () => {
    const { db } = database.client;
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        await db.execute(sql`delete from ${reservations}`);
        await db.execute(sql`delete from ${units}`);
        const unitRows = await db
          .insert(units)
          .values(
            input.units.map((_, index) => ({
              name: `P-${index}`,
              propertyId: FIRST_PROPERTY,
              roomTypeId,
            })),
          )
          .returning({ id: units.id, name: units.name });
        const stays = staysOf(input);
        const ids =
          stays.length === 0
            ? []
            : await db
                .insert(reservations)
                .values(
                  stays.map((stay, index) => ({
                    propertyId: FIRST_PROPERTY,
                    bookingReference: `PROP-${index}`,
                    unitId: stay.unit === null ? null : (unitRows[stay.unit]?.id ?? null),
                    guestNames: stay.guest === null ? [] : [stay.guest],
                    numberOfGuests: stay.guests,
                    guestNationality: stay.nationality,
                    checkInDate: stay.checkIn,
                    checkOutDate: addDaysIso(stay.checkIn, stay.nights),
                    totalPriceCents: stay.totalCents,
                    commissionAmountCents: stay.commissionCents,
                    netRevenueCents: stay.netCents,
                    commissionRate: stay.commissionRate,
                    source: stay.source,
                    ...withDeskStamps(stay.status),
                  })),
                )
                .returning({ id: reservations.id });
        const [start, length] = input.window;
        const range = {
          propertyId: await firstPropertyId(db),
          from: addDaysIso(BASE, start),
          to: addDaysIso(BASE, start + length),
        };
        const facts = domainFacts(stays, range);

        const direct = facts.filter((fact) => !fact.bookingCom);
        const booking = facts.filter((fact) => fact.bookingCom);
        expect(await analyticsSummary(db, range)).toEqual({
          bookings: facts.length,
          bookedNights: sum(facts, (fact) => fact.inside),
          guests: sum(facts, (fact) => fact.stay.guests),
          revenueCents: sum(facts, (fact) => fact.revenue),
          netCents: sum(facts, (fact) => fact.net),
          commissionCents: sum(facts, (fact) => fact.commission),
          directBookings: direct.length,
          bookingComBookings: booking.length,
          unpricedBookings: facts.filter((fact) => !fact.stay.totalCents).length,
          directCommissionCents: sum(direct, (fact) => fact.commission),
          bookingComCommissionCents: sum(booking, (fact) => fact.commission),
          directRevenueCents: sum(direct, (fact) => fact.revenue),
          bookingComRevenueCents: sum(booking, (fact) => fact.revenue),
        });

        const sources = [...new Set(facts.map((fact) => fact.source))].map((source) => {
          const rows = facts.filter((fact) => fact.source === source);
          return {
            source,
            isBookingCom: rows.some((fact) => fact.bookingCom),
            bookings: rows.length,
            nights: sum(rows, (fact) => fact.inside),
            revenueCents: sum(rows, (fact) => fact.revenue),
            commissionCents: sum(rows, (fact) => fact.commission),
            netCents: sum(rows, (fact) => fact.net),
            averageRate: averageRate(rows.map((fact) => fact.stay.commissionRate)),
          };
        });
        const bySource = (a: { source: string }, b: { source: string }) =>
          a.source < b.source ? -1 : 1;
        expect((await summaryAndSources(db, range)).bySource.sort(bySource)).toEqual(
          sources.sort(bySource),
        );

        const unitFigures = await revenueByUnit(db, range);
        expect(
          unitFigures.map(({ name, nights, bookings, revenueCents }) => ({
            name,
            nights,
            bookings,
            revenueCents,
          })),
        ).toEqual(
          unitRows.map((unit, index) => {
            const rows = facts.filter((fact) => fact.stay.unit === index);
            return {
              name: unit.name,
              nights: sum(rows, (fact) => fact.inside),
              bookings: rows.length,
              revenueCents: sum(rows, (fact) => fact.revenue),
            };
          }),
        );

        const byId = (a: { reservationId: string }, b: { reservationId: string }) =>
          a.reservationId < b.reservationId ? -1 : 1;
        expect((await revenueByGuest(db, range)).sort(byId)).toEqual(
          facts
            .map((fact) => ({
              reservationId: ids[fact.stay.index]?.id ?? '',
              guestName: fact.stay.guest ?? 'Guest',
              unitName: fact.stay.unit === null ? null : (unitRows[fact.stay.unit]?.name ?? null),
              nationality: label(fact.stay.nationality, 'Unknown'),
              nights: fact.inside,
              pricePerNightCents: null,
              revenueCents: fact.revenue,
            }))
            .sort(byId),
        );

        const days = Array.from({ length: daysBetween(range.from, range.to) }, (_, index) =>
          addDaysIso(range.from, index),
        );
        expect(await dailySeries(db, range)).toEqual(
          days.map((date) => {
            const night = { from: date, to: addDaysIso(date, 1) };
            const rows = facts.filter((fact) => nightsInRange(fact.stay, night) > 0);
            return {
              date,
              bookedUnits: rows.length,
              revenueCents: sum(rows, (fact) =>
                revenueInRangeCents({ ...fact.stay, totalCents: fact.stay.totalCents ?? 0 }, night),
              ),
            };
          }),
        );
      }),
      { numRuns: 30 },
    );
  });
});
