import { unitHolds } from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { insertStay, insertUnit } from './support/fixtures';
import { testServices } from './support/services';

const today = todayIn('Africa/Cairo', new Date());
const inDays = (days: number) => addDaysIso(today, days);

describe.each(testDrivers)('the public suites page (%s)', (driver) => {
  let database: TestDatabase;

  function guestCaller() {
    const { services } = testServices(database.client);
    const ctx = createInnerContext({
      services,
      session: null,
      sessionToken: null,
      cookie: { set() {}, clear() {} },
      ip: '10.2.0.1',
    });
    return createCaller(ctx);
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('shows one card per kind of suite with how many are left tonight, never a room name', async () => {
    const db = database.client.db;
    const studio = (name: string, unitSize: string) =>
      insertUnit(db, { name, unitType: 'Studio', unitSize, baseRateCents: 8_500 });
    const [s1, s2, s3] = [
      await studio('Z-101', '38 m2'),
      await studio('Z-102', '40 m2 + 6 m2'),
      await studio('Z-201', '42 m2'),
    ];
    const oneBed = await insertUnit(db, { name: 'Z-103', unitType: 'One Bedroom' });
    await insertUnit(db, { name: 'Z-104', unitType: 'One Bedroom', baseRateCents: 13_000 });
    const penthouse = await insertUnit(db, {
      name: 'Z-501',
      unitType: 'Two Bedroom',
      publicName: 'Nile Penthouse',
      baseRateCents: 30_000,
    });
    const residence = await insertUnit(db, {
      name: 'Z-203',
      unitType: 'Two Bedroom',
      baseRateCents: 19_000,
    });
    // Not sold: under maintenance; and a room no rate prices is not "left".
    await insertUnit(db, { name: 'Z-302', unitType: 'Studio', status: 'maintenance' });
    await insertUnit(db, { name: 'Z-601', unitType: 'Loft', baseRateCents: null });
    // Tonight: a guest in one studio, another blocked; the penthouse is taken.
    await insertStay(db, s1.id, inDays(-1), inDays(2));
    await db.insert(unitHolds).values({
      propertyId: FIRST_PROPERTY,
      unitId: s2.id,
      kind: 'owner_use',
      reason: 'Owner visiting',
      fromDate: today,
      toDate: inDays(1),
    });
    await insertStay(db, penthouse.id, today, inDays(1));
    // A stay from tomorrow leaves tonight free.
    await insertStay(db, residence.id, inDays(1), inDays(4));

    const suites = await guestCaller().public.suites();
    expect(
      suites.map((suite) => [suite.name.en, suite.leftTonight, suite.nightlyRateCents, suite.size]),
    ).toEqual([
      ['Studio', 1, 8_500, '38–42 m2'],
      ['One Bedroom', 2, 12_000, '55 m2 + 12 m2'],
      ['Two Bedroom', 1, 19_000, '55 m2 + 12 m2'],
      ['Nile Penthouse', 0, 30_000, '55 m2 + 12 m2'],
      ['Loft', 0, null, '55 m2 + 12 m2'],
    ]);
    // The card opens the wizard on a room of its kind, free tonight when one is.
    expect(suites[0]?.id).toBe(s3.id);
    expect(suites[1]?.id).toBe(oneBed.id);
    expect(suites[3]?.id).toBe(penthouse.id);
    expect(suites[0]?.facts).toMatchObject({ kind: 'studio', maxGuests: 2 });
    const sent = JSON.stringify(suites);
    expect(sent).not.toMatch(/Z-\d{3}/);
    expect(sent).not.toContain('Owner visiting');
  });
});
