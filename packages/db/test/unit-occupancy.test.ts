import { openPostgres } from '@zamalek/db/client';
import { reservations, unitHolds, unitOccupancy } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStay, insertUnit, propertyOfUnit, rejectionOf, sqlState } from './helpers';

type Db = TestDatabase['client']['db'];

function insertHold(db: Db, unitId: string, fromDate: string, toDate: string) {
  return db
    .insert(unitHolds)
    .values({
      propertyId: propertyOfUnit(unitId),
      unitId,
      kind: 'maintenance',
      reason: 'Leaking tap',
      fromDate,
      toDate,
    })
    .returning({ id: unitHolds.id });
}

/** The constraint a refusal names (node-postgres and PGlite both call it `constraint`). */
function constraintOf(error: unknown): unknown {
  const cause = error instanceof Error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'constraint' in cause
    ? cause.constraint
    : undefined;
}

describe.each(testDrivers)('unit_occupancy_no_overlap on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('refuses a hold over a stay and a stay over a hold, by the one constraint', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'H-101');
    await insertStay(db, unit, '2026-03-10', '2026-03-15');
    const holdOverStay = await rejectionOf(insertHold(db, unit, '2026-03-14', '2026-03-16'));
    expect(sqlState(holdOverStay)).toBe('23P01');
    expect(constraintOf(holdOverStay)).toBe('unit_occupancy_no_overlap');

    await insertHold(db, unit, '2026-03-15', '2026-03-18');
    const stayOverHold = await rejectionOf(insertStay(db, unit, '2026-03-17', '2026-03-19'));
    expect(sqlState(stayOverHold)).toBe('23P01');
    expect(constraintOf(stayOverHold)).toBe('unit_occupancy_no_overlap');
    const holdOverHold = await rejectionOf(insertHold(db, unit, '2026-03-16', '2026-03-17'));
    expect(constraintOf(holdOverHold)).toBe('unit_occupancy_no_overlap');

    // Two stays still meet reservations_no_overlap first, so its name keeps meaning "a stay".
    const stayOverStay = await rejectionOf(insertStay(db, unit, '2026-03-12', '2026-03-13'));
    expect(constraintOf(stayOverStay)).toBe('reservations_no_overlap');
    // Half-open: the hold's last day is the next arrival's.
    await insertStay(db, unit, '2026-03-18', '2026-03-20');
  });

  it('follows moves, cancellations and deletions of stays and holds', async () => {
    const { db } = database.client;
    const unit = await insertUnit(db, 'H-102');
    const other = await insertUnit(db, 'H-103');
    const [hold] = await insertHold(db, unit, '2026-05-10', '2026-05-12');
    const [stay] = await insertStay(db, other, '2026-05-10', '2026-05-12');
    if (!hold || !stay) throw new Error('not inserted');

    // Moving the stay onto the held room is refused; a cancelled stay occupies nothing.
    const move = db.update(reservations).set({ unitId: unit }).where(eq(reservations.id, stay.id));
    expect(sqlState(await rejectionOf(move))).toBe('23P01');
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, stay.id));
    await db.update(reservations).set({ unitId: unit }).where(eq(reservations.id, stay.id));
    // ...and cannot come back over the hold.
    const revive = db
      .update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, stay.id));
    expect(sqlState(await rejectionOf(revive))).toBe('23P01');

    // Moving the hold frees its old nights; removing it frees the rest.
    await db
      .update(unitHolds)
      .set({ fromDate: '2026-05-11', toDate: '2026-05-13' })
      .where(eq(unitHolds.id, hold.id));
    await insertStay(db, unit, '2026-05-09', '2026-05-11');
    await db.delete(unitHolds).where(eq(unitHolds.id, hold.id));
    await insertStay(db, unit, '2026-05-11', '2026-05-13');

    const rows = await db
      .select({ during: unitOccupancy.during, holdId: unitOccupancy.holdId })
      .from(unitOccupancy)
      .where(eq(unitOccupancy.unitId, unit));
    expect(rows.map((row) => row.during).sort()).toEqual([
      '[2026-05-09,2026-05-11)',
      '[2026-05-11,2026-05-13)',
    ]);
    expect(rows.every((row) => row.holdId === null)).toBe(true);

    // Deleting a stay frees its nights.
    await db.delete(reservations).where(eq(reservations.unitId, unit));
    expect(await db.select().from(unitOccupancy).where(eq(unitOccupancy.unitId, unit))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a hold and a stay racing on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.dispose());

  it('a stay inserted while a hold is uncommitted waits, then fails when the hold commits', async () => {
    const first = openPostgres(database.url ?? '', { max: 1 });
    const second = openPostgres(database.url ?? '', { max: 1 });
    try {
      const unit = await insertUnit(database.client.db, 'H-501');
      let secondAttempt: Promise<unknown> = Promise.resolve();
      await first.db.transaction(async (tx) => {
        await insertHold(tx, unit, '2026-09-01', '2026-09-04');
        secondAttempt = insertStay(second.db, unit, '2026-09-03', '2026-09-05').then(
          () => 'inserted',
          (error: unknown) => sqlState(error),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      expect(await secondAttempt).toBe('23P01');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
