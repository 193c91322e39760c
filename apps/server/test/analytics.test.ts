import { TRPCError } from '@trpc/server';
import { units } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { revenueInRangeCents } from '@zamalek/domain/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser, signedInSession } from './support/users';

/**
 * A hand-computed fixture over February 2028 (a leap month: 29 days, 2 units = 58 room-nights).
 * S1 straddles the start (2 of its 4 nights inside), S2 the end (3 of 4), S4 lies inside, and a
 * cancelled stay never counts. Revenue is split per night by cumulative rounding.
 */
const FEB = { from: '2028-02-01', to: '2028-03-01' };

describe.each(testDrivers)('analytics in SQL (%s)', (driver) => {
  let database: TestDatabase;
  let admin: ReturnType<typeof callerFor>['caller'];
  let manager: ReturnType<typeof callerFor>['caller'];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.client.db;
    admin = callerFor(
      database.client,
      await signedInSession(db, (await createTestUser(db, 'admin')).id),
    ).caller;
    manager = callerFor(
      database.client,
      await signedInSession(db, (await createTestUser(db, 'manager')).id),
    ).caller;
    const u1 = await insertUnit(db, {
      name: 'U1',
      unitType: 'One Bedroom',
      unitSize: '45 m2 + 10 m2',
    });
    const u2 = await insertUnit(db, { name: 'U2', unitType: 'Studio', unitSize: '38 m2' });
    await insertStay(db, u1.id, '2028-01-30', '2028-02-03', {
      source: 'Booking.com',
      guestNames: ['Straddle Start'],
      guestNationality: 'German',
      totalPriceCents: 10_101,
      commissionRate: 17.4,
      commissionAmountCents: 1_758,
      netRevenueCents: 8_343,
    });
    await insertStay(db, u2.id, '2028-02-27', '2028-03-02', {
      source: 'Karim Adel',
      guestNames: ['Straddle End'],
      totalPriceCents: 40_000,
      commissionRate: 10,
      commissionAmountCents: 4_000,
      netRevenueCents: 36_000,
    });
    await insertStay(db, u1.id, '2028-02-10', '2028-02-12', {
      status: 'cancelled',
      totalPriceCents: 99_999,
    });
    await insertStay(db, u2.id, '2028-02-05', '2028-02-08', {
      source: 'Direct Website',
      guestNames: ['Inside'],
      numberOfGuests: 2,
      adults: 2,
      totalPriceCents: 30_000,
      commissionRate: 0,
      commissionAmountCents: 0,
      netRevenueCents: null,
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('matches the hand-computed cards', async () => {
    const overview = await admin.analytics.overview(FEB);
    expect(overview).toMatchObject({
      days: 29,
      units: 2,
      bookings: 3,
      bookedNights: 8,
      guests: 4,
      revenueCents: 5_050 + 30_000 + 30_000,
      netCents: 4_171 + 27_000 + 30_000,
      commissionCents: 879 + 3_000,
      directBookings: 2,
      bookingComBookings: 1,
      directCommissionCents: 3_000,
      bookingComCommissionCents: 879,
      adrCents: 8_131,
      revPARCents: 1_122,
    });
    expect(overview.occupancyRate).toBeCloseTo((8 / 58) * 100, 10);
  });

  it('splits a stay across a month boundary so the parts add up to the total', async () => {
    const january = await admin.analytics.overview({ from: '2028-01-01', to: '2028-02-01' });
    const february = await admin.analytics.overview(FEB);
    const s1InFebruary = 5_050;
    expect(january.revenueCents + s1InFebruary).toBe(10_101);
    expect(january.revenueCents).toBe(
      revenueInRangeCents(
        { checkIn: '2028-01-30', checkOut: '2028-02-03', totalCents: 10_101 },
        { from: '2028-01-01', to: '2028-02-01' },
      ),
    );
    const daily = february.daily.filter((point) => point.date <= '2028-02-02');
    expect(daily.map((point) => [point.date, point.bookedUnits, point.revenueCents])).toEqual([
      ['2028-02-01', 1, 2_525],
      ['2028-02-02', 1, 2_525],
    ]);
    expect(february.daily).toHaveLength(29);
    expect(february.daily.reduce((sum, point) => sum + point.revenueCents, 0)).toBe(
      february.revenueCents,
    );
  });

  it('reports by source, by room (area and terrace) and by guest', async () => {
    const { bySource } = await admin.analytics.overview(FEB);
    expect(
      bySource.map((row) => [row.source, row.isBookingCom, row.bookings, row.revenueCents]),
    ).toEqual([
      ['Direct Website', false, 1, 30_000],
      ['Karim Adel', false, 1, 30_000],
      ['Booking.com', true, 1, 5_050],
    ]);
    const rooms = await admin.analytics.byRoom(FEB);
    expect(
      rooms.rows.map((row) => [
        row.name,
        row.area,
        row.terrace,
        row.nights,
        row.bookings,
        row.revenueCents,
      ]),
    ).toEqual([
      ['U1', 45, 10, 2, 1, 5_050],
      ['U2', 38, null, 6, 2, 60_000],
    ]);
    // The total is the period's: the Occupancy Rate card's 8 of 58 room-nights.
    expect(rooms.total).toEqual({
      nights: 8,
      bookings: 3,
      revenueCents: 65_050,
      occupancyRate: (8 / 58) * 100,
    });
    const guests = await admin.analytics.byGuest({ ...FEB, nationality: 'German' });
    expect(guests.rows).toEqual([
      expect.objectContaining({
        guestName: 'Straddle Start',
        unitName: 'U1',
        nights: 2,
        revenueCents: 5_050,
      }),
    ]);
    expect(guests.nationalities).toContain('German');
  });

  it('gives zeros for an empty period', async () => {
    const empty = await admin.analytics.overview({ from: '2030-01-01', to: '2030-01-08' });
    expect(empty).toMatchObject({
      bookings: 0,
      bookedNights: 0,
      revenueCents: 0,
      occupancyRate: 0,
      adrCents: 0,
      revPARCents: 0,
    });
    expect((await admin.analytics.byGuest({ from: '2030-01-01', to: '2030-01-08' })).rows).toEqual(
      [],
    );
  });

  it('is for admins only', async () => {
    await expect(manager.analytics.overview(FEB)).rejects.toBeInstanceOf(TRPCError);
  });

  it('counts the stays without a price (missing or 0) that have nights in the period', async () => {
    const db = database.client.db;
    const [u1] = await db.select().from(units).where(eq(units.name, 'U1'));
    const [u2] = await db.select().from(units).where(eq(units.name, 'U2'));
    if (!u1 || !u2) throw new Error('fixture rooms missing');
    const MARCH_2031 = { from: '2031-03-01', to: '2031-04-01' };
    await insertStay(db, u1.id, '2031-02-27', '2031-03-02', {
      source: 'Booking.com',
      totalPriceCents: null,
      pricePerNightCents: null,
    });
    await insertStay(db, u2.id, '2031-03-10', '2031-03-12', { totalPriceCents: 0 });
    await insertStay(db, u1.id, '2031-03-12', '2031-03-14', { totalPriceCents: 25_000 });
    await insertStay(db, u1.id, '2031-03-20', '2031-03-22', {
      status: 'cancelled',
      totalPriceCents: null,
    });
    await insertStay(db, u2.id, '2031-04-01', '2031-04-03', { totalPriceCents: null });
    expect(await admin.analytics.overview(MARCH_2031)).toMatchObject({
      bookings: 3,
      unpricedBookings: 2,
      revenueCents: 25_000,
    });
    expect(await admin.analytics.overview(FEB)).toMatchObject({ bookings: 3, unpricedBookings: 0 });
  });
});
