import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStay, insertUnit, rejectionOf, sqlState } from './helpers';

const EXCLUSION_VIOLATION = '23P01';

describe.each(testDrivers)('reservations_no_overlap on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('rejects a stay of the same unit that shares a night, with SQLSTATE 23P01', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'Z-101');
    await insertStay(db, unit, '2026-03-10', '2026-03-15');

    const error = await rejectionOf(insertStay(db, unit, '2026-03-14', '2026-03-18'));
    expect(sqlState(error)).toBe(EXCLUSION_VIOLATION);
    const inside = await rejectionOf(
      insertStay(db, unit, '2026-03-11', '2026-03-12', 'checked_in'),
    );
    expect(sqlState(inside)).toBe(EXCLUSION_VIOLATION);
    const around = await rejectionOf(insertStay(db, unit, '2026-03-01', '2026-03-30'));
    expect(sqlState(around)).toBe(EXCLUSION_VIOLATION);

    const rows = await db.select().from(reservations).where(eq(reservations.unitId, unit));
    expect(rows).toHaveLength(1);
  });

  it('allows back-to-back stays: the check-out day is the next check-in', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'Z-102');
    await insertStay(db, unit, '2026-03-10', '2026-03-15');
    await insertStay(db, unit, '2026-03-15', '2026-03-18');
    await insertStay(db, unit, '2026-03-05', '2026-03-10');

    const rows = await db.select().from(reservations).where(eq(reservations.unitId, unit));
    expect(rows.map((row) => row.nights).sort()).toEqual([3, 5, 5]);
  });

  it('ignores cancelled stays, both ways round', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'Z-103');
    await insertStay(db, unit, '2026-04-01', '2026-04-05', 'cancelled');
    await insertStay(db, unit, '2026-04-02', '2026-04-06');
    await insertStay(db, unit, '2026-04-03', '2026-04-04', 'cancelled');

    const rows = await db.select().from(reservations).where(eq(reservations.unitId, unit));
    expect(rows).toHaveLength(3);
  });

  it('refuses to revive a cancelled stay whose nights were sold again', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'Z-104');
    const [cancelled] = await insertStay(db, unit, '2026-05-01', '2026-05-05', 'cancelled');
    await insertStay(db, unit, '2026-05-03', '2026-05-07');

    const revive = db
      .update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, cancelled?.id ?? ''));
    expect(sqlState(await rejectionOf(revive))).toBe(EXCLUSION_VIOLATION);
  });

  it('allows the same dates in different units', async () => {
    const { db } = database.client;
    const first = await insertUnit(db, 'Z-201');
    const second = await insertUnit(db, 'Z-202');
    await insertStay(db, first, '2026-06-01', '2026-06-08');
    await insertStay(db, second, '2026-06-01', '2026-06-08');

    const rows = await db
      .select()
      .from(reservations)
      .where(eq(reservations.checkInDate, '2026-06-01'));
    expect(rows).toHaveLength(2);
  });

  it('rejects a stay whose check-out is not after its check-in', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'Z-301');
    const error = await rejectionOf(insertStay(db, unit, '2026-07-01', '2026-07-01'));
    expect(sqlState(error)).toBe('23514');
  });
});
