import { TRPCError } from '@trpc/server';
import { notifications, properties, reservations } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import type { PublicBookingInput } from '@zamalek/domain/booking';
import { addDaysIso, clockIn, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { setPropertyStatus } from '../src/properties/set-status';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { insertUnit } from './support/fixtures';
import { testServices } from './support/services';

const today = todayIn('Africa/Cairo', new Date());
const inDays = (days: number) => addDaysIso(today, days);
const stay = { checkIn: inDays(20), checkOut: inDays(23) };

function booking(unitId: string, email = 'nadia@example.com'): PublicBookingInput {
  return {
    unitId,
    stay,
    guest: { adults: 1, children: 0, guestNames: ['Nadia Kamel'], email },
    language: 'ar',
  };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) {
      const cause: unknown = error.cause;
      const appCode =
        typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : null;
      return { code: error.code, appCode, message: error.message };
    }
    throw error;
  }
  throw new Error('expected failure');
}

/**
 * The public site of an installation with several buildings: Locations lists them all, each
 * page and the wizard answer for the property they name, and a property coming soon is shown
 * but books nothing.
 */
describe.each(testDrivers)('the public site per property (%s)', (driver) => {
  let database: TestDatabase;
  let ipCounter = 0;
  const zamalek = { id: '', slug: '', unit: '' };
  const garden = { id: '', unit: '', otherUnit: '' };
  const soon = { id: '', unit: '' };

  /** An anonymous guest from an address of their own (the booking limits are per address). */
  function guest() {
    ipCounter += 1;
    const { services } = testServices(database.client);
    const ctx = createInnerContext({
      services,
      session: null,
      sessionToken: null,
      cookie: { set() {}, clear() {} },
      ip: `10.9.0.${ipCounter}`,
    });
    return createCaller(ctx).public;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database.client;
    zamalek.id = await firstPropertyId(db);
    const [first] = await db
      .select({ slug: properties.slug })
      .from(properties)
      .where(eq(properties.id, zamalek.id));
    zamalek.slug = first?.slug ?? '';
    const [gardenRow] = await db
      .insert(properties)
      .values({
        slug: 'garden-city',
        status: 'open',
        timeZone: 'Africa/Cairo',
        propertyName: 'Garden City Suites',
        propertyNameAr: 'جاردن سيتي سويتس',
        address: '5 Ahmed Pasha Street, Garden City, Cairo',
        addressAr: '5 شارع أحمد باشا، جاردن سيتي، القاهرة',
      })
      .returning({ id: properties.id });
    garden.id = gardenRow?.id ?? '';
    const [soonRow] = await db
      .insert(properties)
      .values({
        slug: 'heliopolis',
        status: 'coming_soon',
        timeZone: 'Africa/Cairo',
        propertyName: 'Heliopolis Suites',
        address: 'Korba, Heliopolis',
      })
      .returning({ id: properties.id });
    soon.id = soonRow?.id ?? '';

    zamalek.unit = (
      await insertUnit(db, { name: 'Z-Nile-1', unitType: 'Nile Studio', baseRateCents: 9_000 })
    ).id;
    garden.unit = (
      await insertUnit(db, {
        name: 'G-Loft-1',
        unitType: 'Garden Loft',
        propertyId: garden.id,
        baseRateCents: 11_000,
      })
    ).id;
    garden.otherUnit = (
      await insertUnit(db, {
        name: 'G-Loft-2',
        unitType: 'Garden Loft',
        propertyId: garden.id,
        baseRateCents: 11_000,
      })
    ).id;
    soon.unit = (
      await insertUnit(db, {
        name: 'H-Palace-1',
        unitType: 'Palace Suite',
        propertyId: soon.id,
        baseRateCents: 20_000,
      })
    ).id;
  }, 60_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('lists every property for Locations, open or coming soon, with its own suites and nothing staff-only', async () => {
    const locations = await guest().locations();
    expect(locations.map(({ slug, status }) => ({ slug, status }))).toEqual([
      { slug: zamalek.slug, status: 'open' },
      { slug: 'garden-city', status: 'open' },
      { slug: 'heliopolis', status: 'coming_soon' },
    ]);
    const gardenCity = locations.find((location) => location.slug === 'garden-city');
    expect(gardenCity).toMatchObject({
      propertyName: 'Garden City Suites',
      propertyNameAr: 'جاردن سيتي سويتس',
      address: '5 Ahmed Pasha Street, Garden City, Cairo',
      addressAr: '5 شارع أحمد باشا، جاردن سيتي، القاهرة',
    });
    // Without an Arabic address, Arabic readers get the English one.
    expect(locations.find((location) => location.slug === 'heliopolis')).toMatchObject({
      address: 'Korba, Heliopolis',
      addressAr: null,
    });
    const suiteIds = (slug: string) =>
      locations.find((location) => location.slug === slug)?.suites.map((suite) => suite.id) ?? [];
    expect([garden.unit, garden.otherUnit]).toContain(suiteIds('garden-city')[0]);
    expect(suiteIds('garden-city')).toHaveLength(1); // two rooms of one kind: one card
    expect(suiteIds('heliopolis')).toEqual([soon.unit]);
    expect(suiteIds(zamalek.slug)).toContain(zamalek.unit);
    expect(suiteIds(zamalek.slug)).not.toContain(garden.unit);
    expect(suiteIds(zamalek.slug)).not.toContain(garden.otherUnit);

    const text = JSON.stringify(locations);
    for (const staffOnly of [
      zamalek.id,
      garden.id,
      soon.id,
      'G-Loft-1',
      'H-Palace-1',
      'Z-Nile-1',
    ]) {
      expect(text).not.toContain(staffOnly);
    }
  });

  it('answers each page for the property it names, and never with another building’s suites', async () => {
    const site = guest();
    const ofGarden = await site.suites({ property: 'garden-city' });
    const ofZamalek = await site.suites({ property: zamalek.slug });
    const ids = (suites: { id: string }[]) => suites.map((suite) => suite.id);
    expect(ids(ofGarden)).toHaveLength(1);
    expect([garden.unit, garden.otherUnit]).toContain(ids(ofGarden)[0]);
    expect(JSON.stringify(ofGarden)).not.toContain(zamalek.unit);
    expect(JSON.stringify(ofGarden)).not.toContain('Nile Studio');
    expect(JSON.stringify(ofZamalek)).not.toContain(garden.unit);
    expect(JSON.stringify(ofZamalek)).not.toContain('Garden Loft');
    expect(await site.property({ property: 'garden-city' })).toMatchObject({
      address: '5 Ahmed Pasha Street, Garden City, Cairo',
      addressAr: '5 شارع أحمد باشا، جاردن سيتي، القاهرة',
    });
  });

  it('asks for a property when several are open and none is named: none is assumed', async () => {
    expect(await failure(guest().suites())).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'PROPERTY_REQUIRED',
    });
    expect(await failure(guest().availability({ stay, guests: 1 }))).toMatchObject({
      appCode: 'PROPERTY_REQUIRED',
    });
  });

  it('answers a slug no property has as not found, on every public page and the booking', async () => {
    const site = guest();
    const named = { property: 'atlantis' };
    for (const call of [
      () => site.suites(named),
      () => site.property(named),
      () => site.displayCurrency(named),
      () => site.today(named),
      () => site.availability({ ...named, stay, guests: 1 }),
      () => site.quote({ ...named, unitId: garden.unit, stay, guests: 1 }),
      () => site.book({ ...booking(garden.unit), ...named }),
    ]) {
      expect(await failure(call())).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
    }
  });

  it('offers, prices and books a stay at the second property, written into that property', async () => {
    const { db } = database.client;
    const site = guest();
    const named = { property: 'garden-city' };
    const availability = await site.availability({ ...named, stay, guests: 1 });
    expect(availability.nights).toBe(3);
    const offered = availability.suites.map((suite) => suite.id).sort();
    expect(offered).toEqual([garden.unit, garden.otherUnit].sort());
    const quote = await site.quote({ ...named, unitId: garden.unit, stay, guests: 1 });
    expect(quote.totalCents).toBe(33_000);

    const booked = await site.book({
      ...booking(garden.unit),
      ...named,
      expectedTotalCents: quote.totalCents,
    });
    const [row] = await db
      .select({ propertyId: reservations.propertyId, unitId: reservations.unitId })
      .from(reservations)
      .where(eq(reservations.id, booked.id));
    expect(row).toEqual({ propertyId: garden.id, unitId: garden.unit });
    const mails = await db
      .select({ propertyId: notifications.propertyId })
      .from(notifications)
      .where(eq(notifications.recipient, 'nadia@example.com'));
    expect(mails).toEqual([{ propertyId: garden.id }]);

    // The room is taken now: the other room of its kind is what is left.
    const after = await site.availability({ ...named, stay, guests: 1 });
    expect(after.suites.map((suite) => suite.id)).toEqual([garden.otherUnit]);
  });

  it('never books, quotes or offers one building’s suite at another', async () => {
    const site = guest();
    const atZamalek = { property: zamalek.slug };
    const offered = await site.availability({ ...atZamalek, stay, guests: 1 });
    expect(JSON.stringify(offered)).not.toContain(garden.otherUnit);
    expect(
      await failure(site.quote({ ...atZamalek, unitId: garden.otherUnit, stay, guests: 1 })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const before = await database.client.db.select({ id: reservations.id }).from(reservations);
    expect(
      await failure(site.book({ ...booking(garden.otherUnit, 'cross@example.com'), ...atZamalek })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const after = await database.client.db.select({ id: reservations.id }).from(reservations);
    expect(after).toHaveLength(before.length);
  });

  it('shows a property coming soon but refuses to offer, price or book anything there', async () => {
    const { db } = database.client;
    const site = guest();
    const named = { property: 'heliopolis' };
    expect(await site.property(named)).toMatchObject({
      slug: 'heliopolis',
      status: 'coming_soon',
      propertyName: 'Heliopolis Suites',
    });
    expect((await site.suites(named)).map((suite) => suite.id)).toEqual([soon.unit]);

    const before = await db.select({ id: reservations.id }).from(reservations);
    const mailsBefore = await db.select({ id: notifications.id }).from(notifications);
    for (const call of [
      () => site.availability({ ...named, stay, guests: 1 }),
      () => site.nearestStays({ ...named, stay, guests: 1 }),
      () => site.soldOutNights({ ...named, month: stay.checkIn.slice(0, 7) }),
      () => site.quote({ ...named, unitId: soon.unit, stay, guests: 1 }),
      () => site.book({ ...booking(soon.unit, 'early@example.com'), ...named }),
    ]) {
      expect(await failure(call())).toEqual({
        code: 'CONFLICT',
        appCode: 'PROPERTY_NOT_OPEN',
        message: 'This property is not open for bookings yet.',
      });
    }
    expect(await db.select({ id: reservations.id }).from(reservations)).toHaveLength(before.length);
    expect(await db.select({ id: notifications.id }).from(notifications)).toHaveLength(
      mailsBefore.length,
    );
  });

  it('gives the named property’s today, in its own time zone', async () => {
    const { db } = database.client;
    await db
      .update(properties)
      .set({ timeZone: 'America/Los_Angeles' })
      .where(eq(properties.id, soon.id));
    try {
      const before = clockIn('America/Los_Angeles', new Date());
      const shown = await guest().today({ property: 'heliopolis' });
      const after = clockIn('America/Los_Angeles', new Date());
      expect([before.today, after.today]).toContain(shown.today);
      expect([before.time, after.time]).toContain(shown.time);
    } finally {
      await db
        .update(properties)
        .set({ timeZone: 'Africa/Cairo' })
        .where(eq(properties.id, soon.id));
    }
  });

  it('takes bookings at a property once the operator opens it, and none once it is set back', async () => {
    const { db } = database.client;
    const named = { property: 'heliopolis' };
    await setPropertyStatus(db, { property: { slug: 'heliopolis' }, status: 'open' });
    try {
      const offered = await guest().availability({ ...named, stay, guests: 1 });
      expect(offered.suites.map((suite) => suite.id)).toEqual([soon.unit]);
    } finally {
      await setPropertyStatus(db, { property: { slug: 'heliopolis' }, status: 'coming_soon' });
    }
    expect(await failure(guest().availability({ ...named, stay, guests: 1 }))).toMatchObject({
      appCode: 'PROPERTY_NOT_OPEN',
    });
    await expect(
      setPropertyStatus(db, { property: { slug: 'atlantis' }, status: 'open' }),
    ).rejects.toThrow(AppError);
  });
});
