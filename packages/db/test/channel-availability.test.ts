import { roomTypeAvailability } from '@zamalek/db/queries/channel-availability';
import { listFreePublicUnits } from '@zamalek/db/queries/unit-availability';
import { reservations, unitHolds, units } from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  firstPropertyId,
  roomTypeIdFor,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { addDaysIso } from '@zamalek/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stay } from './helpers';

const day = (offset: number) => addDaysIso('2027-05-01', offset);

/**
 * What a channel manager is told it may sell: each room type's rooms free each night, by the
 * public site's own rule — rooms on sale, less stays and holds of that night.
 */
describe.each(testDrivers)('room type availability for the channels (%s)', (driver) => {
  let database: TestDatabase;
  let studio = '';
  let loft = '';
  let propertyId = '';
  const db = () => database.client.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    propertyId = await firstPropertyId(db());
    studio = await roomTypeIdFor(db(), 'CH-STUDIO');
    loft = await roomTypeIdFor(db(), 'CH-LOFT');
    const room = async (name: string, roomTypeId: string, status: 'available' | 'maintenance') => {
      const [row] = await db()
        .insert(units)
        .values({ name, propertyId: FIRST_PROPERTY, roomTypeId, status })
        .returning({ id: units.id });
      return row?.id ?? '';
    };
    const [s1, s2, , l1] = [
      await room('CH-S1', studio, 'available'),
      await room('CH-S2', studio, 'available'),
      await room('CH-S3', studio, 'maintenance'),
      await room('CH-L1', loft, 'available'),
    ];
    await db()
      .insert(reservations)
      .values([
        stay(s1, day(0), day(2)),
        stay(s2, day(1), day(3), 'checked_in'),
        stay(s2, day(3), day(5), 'cancelled'),
        stay(l1, day(4), day(5)),
      ]);
    await db()
      .insert(unitHolds)
      .values({
        propertyId: FIRST_PROPERTY,
        unitId: l1,
        kind: 'maintenance',
        reason: 'Painting',
        fromDate: day(2),
        toDate: day(3),
      });
  });
  afterAll(() => database.dispose());

  it('counts each room type’s rooms free each night, without rooms out of order', async () => {
    const nights = await roomTypeAvailability(db(), {
      propertyId,
      range: { from: day(0), to: day(5) },
    });
    const of = (roomTypeId: string) =>
      nights.filter((night) => night.roomTypeId === roomTypeId).map((night) => night.available);
    expect(of(studio)).toEqual([1, 0, 1, 2, 2]);
    expect(of(loft)).toEqual([1, 1, 0, 1, 0]);
  });

  it('agrees night by night with the rooms the public site offers', async () => {
    const nights = await roomTypeAvailability(db(), {
      propertyId,
      range: { from: day(-1), to: day(6) },
    });
    for (const night of nights.filter(
      (row) => row.roomTypeId === studio || row.roomTypeId === loft,
    )) {
      const offered = await listFreePublicUnits(db(), {
        propertyId,
        stay: { from: night.date, to: addDaysIso(night.date, 1) },
      });
      const ofType = offered.filter((unit) => unit.roomTypeId === night.roomTypeId);
      expect(night.available, `${night.roomTypeId} ${night.date}`).toBe(ofType.length);
    }
  });
});
