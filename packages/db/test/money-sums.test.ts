import { agentSummary } from '@zamalek/db/queries/my-reservations';
import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnit, stay } from './helpers';

describe.each(testDrivers)('sums of money beyond 32 bits on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it("adds an agent's commissions past $21 million as a plain number", async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'Penthouse');
    // Four year-long stays at the $100,000 ceiling: 3.65e9 cents each, commission 17.4 %.
    for (const year of [2026, 2027, 2029, 2030]) {
      const [checkIn, checkOut] = [`${year}-01-01`, `${year}-12-31`];
      await db.insert(reservations).values({
        ...stay(unit, checkIn, checkOut),
        source: 'Karim Adel',
        pricePerNightCents: 10_000_000,
        totalPriceCents: 3_650_000_000,
        commissionRate: 17.4,
        commissionAmountCents: 635_100_000,
        netRevenueCents: 3_014_900_000,
      });
    }
    const summary = await agentSummary(db, {
      salesSource: 'Karim Adel',
      month: { from: '2026-01-01', to: '2031-01-01' },
    });
    expect(summary).toEqual({
      monthReservations: 4,
      monthCommissionCents: 2_540_400_000,
      totalNights: 4 * 364,
    });
  });
});
