import { TRPCError } from '@trpc/server';
import {
  notifications,
  priceCharges,
  rateSeasons,
  reservations,
  roomTypes,
  units,
} from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import type { PublicBookingInput } from '@zamalek/domain/booking';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';
import { unpackSuiteOffers } from '@zamalek/domain/suite-offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { insertUnit } from './support/fixtures';
import { testServices } from './support/services';

const today = todayIn('Africa/Cairo', new Date());
const inDays = (days: number) => addDaysIso(today, days);

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) {
      const appCode = (error.cause as { code?: string } | undefined)?.code;
      return { code: error.code, appCode, message: error.message };
    }
    throw error;
  }
  throw new Error('expected failure');
}

describe.each(testDrivers)('public quotes (%s)', (driver) => {
  let database: TestDatabase;
  let ipCounter = 0;
  let typeCounter = 0;

  function guestCaller() {
    ipCounter += 1;
    const { services } = testServices(database.client);
    const ctx = createInnerContext({
      services,
      session: null,
      sessionToken: null,
      cookie: { set() {}, clear() {} },
      ip: `10.1.0.${ipCounter}`,
    });
    return createCaller(ctx);
  }

  /** A unit of a room type of its own, so each test's seasons and discounts touch it alone. */
  async function unitOfOwnType(baseRateCents = 10_000) {
    typeCounter += 1;
    return insertUnit(database.client.db, {
      name: `Q-${typeCounter}`,
      unitType: `One Bedroom ${typeCounter}`,
      baseRateCents,
    });
  }

  function booking(
    unitId: string,
    stay: { checkIn: string; checkOut: string },
    extra: Partial<PublicBookingInput> = {},
  ): PublicBookingInput {
    return {
      unitId,
      stay,
      guest: {
        adults: 2,
        children: 0,
        guestNames: ['Mona Quote'],
        email: `mona${ipCounter}@example.com`,
        phone: '',
        nationality: '',
        specialRequests: '',
      },
      ...extra,
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.client.db.delete(priceCharges);
    await database.client.db.delete(notifications);
  });

  it('prices a stay across a season boundary with taxes and fees, and stores exactly what it showed', async () => {
    const db = database.client.db;
    const unit = await unitOfOwnType();
    await db.insert(rateSeasons).values({
      propertyId: FIRST_PROPERTY,
      name: 'Eid',
      roomTypeId: unit.roomTypeId,
      startDate: inDays(42),
      endDate: inDays(50),
      nightlyCents: 20_000,
    });
    await db.insert(priceCharges).values([
      {
        propertyId: FIRST_PROPERTY,
        name: 'VAT',
        kind: 'tax',
        basis: 'percent',
        percent: 14,
        position: 2,
      },
      {
        propertyId: FIRST_PROPERTY,
        name: 'Tourism fund',
        kind: 'fee',
        basis: 'percent',
        percent: 1,
        minPerNightCents: 150,
        maxPerNightCents: 500,
        position: 1,
      },
      {
        propertyId: FIRST_PROPERTY,
        name: 'Cleaning',
        kind: 'fee',
        basis: 'per_stay',
        amountCents: 2_500,
        position: 3,
      },
    ]);
    const stay = { checkIn: inDays(40), checkOut: inDays(44) };
    const caller = guestCaller();
    const suites = unpackSuiteOffers(await caller.public.availability({ stay, guests: 2 }));
    const offered = suites.find((suite) => suite.id === unit.id);
    // Nights: 100, 100, 200, 200 → 60,000; fund 150+150+200+200 = 700; VAT 14 % of 60,000.
    expect(offered?.quote.breakdown.lines.map((line) => [line.type, line.cents])).toEqual([
      ['nights', 20_000],
      ['nights', 40_000],
      ['charge', 700],
      ['charge', 2_500],
      ['charge', 8_400],
    ]);
    expect(offered?.totalCents).toBe(71_600);
    expect(offered?.quote.unsellable).toEqual([]);

    const reviewed = await caller.public.quote({ unitId: unit.id, stay, guests: 2 });
    expect(reviewed.totalCents).toBe(71_600);

    const result = await caller.public.book(
      booking(unit.id, stay, { expectedTotalCents: reviewed.totalCents }),
    );
    expect(result.totalCents).toBe(71_600);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.id));
    expect(row).toMatchObject({
      totalPriceCents: 71_600,
      pricePerNightCents: 15_000,
      commissionAmountCents: 0,
      // Net revenue excludes the taxes: 71,600 − 8,400.
      netRevenueCents: 63_200,
    });
    const stored = readStoredQuote(row?.priceQuote);
    expect(stored?.totalCents).toBe(71_600);
    expect(stored?.charges.map((charge) => charge.name)).toEqual([
      'Tourism fund',
      'VAT',
      'Cleaning',
    ]);

    // Raising VAT later never rewrites the booked stay.
    await db.update(priceCharges).set({ percent: 20 }).where(eq(priceCharges.name, 'VAT'));
    const [after] = await db.select().from(reservations).where(eq(reservations.id, result.id));
    expect(after?.totalPriceCents).toBe(71_600);
    expect(readStoredQuote(after?.priceQuote)?.charges.find((c) => c.name === 'VAT')?.percent).toBe(
      14,
    );

    const mail = (await db.select().from(notifications)).find(
      (queued) => queued.kind === 'guest-confirmation',
    );
    expect(mail?.textBody).toContain('2 nights × $100.00: $200.00');
    expect(mail?.textBody).toContain('2 nights × $200.00: $400.00');
    expect(mail?.textBody).toContain('Tourism fund: $7.00');
    expect(mail?.textBody).toContain('VAT: $84.00');
    expect(mail?.textBody).toContain('Total: $716.00');
  });

  it("never shows a guest the season's internal name; the staff's stored quote keeps it", async () => {
    const db = database.client.db;
    const unit = await unitOfOwnType();
    const internal = 'Eid peak (agents: 15 % margin)';
    await db.insert(rateSeasons).values({
      propertyId: FIRST_PROPERTY,
      name: internal,
      roomTypeId: unit.roomTypeId,
      startDate: inDays(72),
      endDate: inDays(80),
      nightlyCents: 20_000,
    });
    const stay = { checkIn: inDays(70), checkOut: inDays(74) };
    const caller = guestCaller();
    const seen: unknown[] = [];
    const suites = unpackSuiteOffers(await caller.public.availability({ stay, guests: 2 }));
    const offered = suites.find((suite) => suite.id === unit.id);
    seen.push(suites);
    // Two rates, each line with its dates instead of the season.
    expect(
      offered?.quote.breakdown.lines.flatMap((line) =>
        line.type === 'nights' ? [line.group] : [],
      ),
    ).toEqual([
      { from: inDays(70), to: inDays(72), nights: 2, rateCents: 10_000, totalCents: 20_000 },
      { from: inDays(72), to: inDays(74), nights: 2, rateCents: 20_000, totalCents: 40_000 },
    ]);
    const reviewed = await caller.public.quote({ unitId: unit.id, stay, guests: 2 });
    seen.push(reviewed);
    const booked = await caller.public.book(
      booking(unit.id, stay, { expectedTotalCents: reviewed.totalCents }),
    );
    seen.push(booked);
    seen.push(
      await caller.public.confirmation({ token: booked.confirmationToken ?? '', language: 'en' }),
    );
    const guestMail = (await db.select().from(notifications)).filter(
      (queued) => queued.kind === 'guest-confirmation',
    );
    expect(guestMail).toHaveLength(1);
    seen.push(guestMail.map((mail) => [mail.subject, mail.textBody, mail.htmlBody]));
    for (const answer of seen) {
      expect(JSON.stringify(answer)).not.toContain('Eid peak');
      expect(JSON.stringify(answer)).not.toContain('season');
    }
    const [row] = await db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(readStoredQuote(row?.priceQuote)?.nights.map((night) => night.seasonName)).toEqual([
      null,
      null,
      internal,
      internal,
    ]);
  });

  it('refuses a stay shorter than the minimum stay, with its reason, and writes nothing', async () => {
    const db = database.client.db;
    const unit = await unitOfOwnType();
    await db.insert(rateSeasons).values({
      propertyId: FIRST_PROPERTY,
      name: 'Winter',
      roomTypeId: unit.roomTypeId,
      startDate: inDays(60),
      endDate: inDays(90),
      nightlyCents: 12_000,
      minStay: 3,
    });
    const stay = { checkIn: inDays(61), checkOut: inDays(63) };
    const caller = guestCaller();
    const suites = unpackSuiteOffers(await caller.public.availability({ stay, guests: 2 }));
    expect(suites.find((suite) => suite.id === unit.id)?.quote.unsellable).toEqual([
      { code: 'MIN_STAY', minNights: 3 },
    ]);
    expect(await failure(caller.public.quote({ unitId: unit.id, stay, guests: 2 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'These dates need a stay of at least 3 nights.',
    });
    expect(await failure(caller.public.book(booking(unit.id, stay)))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'These dates need a stay of at least 3 nights.',
    });
    const rows = await db.select().from(reservations).where(eq(reservations.unitId, unit.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a booking whose total changed since the guest saw it', async () => {
    const db = database.client.db;
    const unit = await unitOfOwnType();
    const stay = { checkIn: inDays(100), checkOut: inDays(102) };
    const caller = guestCaller();
    const shown = await caller.public.quote({ unitId: unit.id, stay, guests: 2 });
    await db.insert(priceCharges).values({
      propertyId: FIRST_PROPERTY,
      name: 'VAT',
      kind: 'tax',
      basis: 'percent',
      percent: 14,
    });
    expect(
      await failure(
        caller.public.book(booking(unit.id, stay, { expectedTotalCents: shown.totalCents })),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message:
        'The price of this stay has just changed. Please review the new price and confirm again.',
    });
    expect(
      await db.select().from(reservations).where(eq(reservations.unitId, unit.id)),
    ).toHaveLength(0);
  });

  it('applies the monthly discount and the extra-guest fee of the room type', async () => {
    const db = database.client.db;
    const unit = await unitOfOwnType();
    await db
      .update(roomTypes)
      .set({
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 30,
        baseOccupancy: 2,
        extraGuestCents: 2_000,
      })
      .where(eq(roomTypes.id, unit.roomTypeId));
    const stay = { checkIn: inDays(120), checkOut: inDays(148) };
    const quote = await guestCaller().public.quote({ unitId: unit.id, stay, guests: 3 });
    // 28 × 100 = 2,800 − 30 % = 1,960 + 28 × 20 extra guest = 2,520.
    expect(quote.breakdown.lines.map((line) => [line.type, line.cents])).toEqual([
      ['nights', 280_000],
      ['discount', -84_000],
      ['extraGuests', 56_000],
    ]);
    expect(quote.totalCents).toBe(252_000);
  });

  it('does not offer a suite the rates do not price', async () => {
    const unit = await unitOfOwnType();
    await database.client.db
      .update(units)
      .set({ baseRateCents: null })
      .where(eq(units.id, unit.id));
    const stay = { checkIn: inDays(150), checkOut: inDays(152) };
    const caller = guestCaller();
    const suites = unpackSuiteOffers(await caller.public.availability({ stay, guests: 2 }));
    expect(suites.map((suite) => suite.id)).not.toContain(unit.id);
    expect(await failure(caller.public.quote({ unitId: unit.id, stay, guests: 2 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
