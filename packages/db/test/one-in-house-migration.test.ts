import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@zamalek/db/client';
import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnit, stay } from './helpers';

/** Migration 0018, run again on a database with two parties checked in to one room. */
const MIGRATION = readFileSync(
  path.join(MIGRATIONS_FOLDER, '0018_one_in_house_per_unit.sql'),
  'utf8',
).split('--> statement-breakpoint');

describe.each(testDrivers)('one party in house per room, migration 0018 (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('names the room and its stays instead of choosing, then holds once they are put right', async () => {
    const { db } = database.client;
    await db.execute(sql`drop index reservations_one_in_house_per_unit`);
    const unit = await insertUnit(db, 'Z-909');
    const [left, arrived] = await db
      .insert(reservations)
      .values([
        stay(unit, '2026-01-01', '2026-01-03', 'checked_in'),
        stay(unit, '2026-01-03', '2026-01-05', 'checked_in'),
      ])
      .returning({ id: reservations.id, reference: reservations.bookingReference });
    const run = async () => {
      for (const statement of MIGRATION) await db.execute(sql.raw(statement));
    };
    const failure = await run().then(
      () => null,
      (error: unknown) => error,
    );
    const message = String(failure instanceof Error ? (failure.cause ?? failure) : failure);
    expect(message).toContain('More than one stay is checked in to one room (Z-909:');
    expect(message).toContain(left?.reference);
    expect(message).toContain(arrived?.reference);

    await db
      .update(reservations)
      .set({ status: 'checked_out', checkedOutAt: new Date() })
      .where(eq(reservations.id, left?.id ?? ''));
    await run();
    const second = await db
      .update(reservations)
      .set({ status: 'checked_in', checkedOutAt: null })
      .where(eq(reservations.id, left?.id ?? ''))
      .then(
        () => 'written',
        () => 'refused',
      );
    expect(second).toBe('refused');
  });
});
