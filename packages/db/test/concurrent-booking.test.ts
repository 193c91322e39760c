import { openPostgres } from '@zamalek/db/client';
import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStay, insertUnit, queryRows, sqlState } from './helpers';

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent bookings on PostgreSQL', () => {
  let database: TestDatabase;
  let url = '';
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    url = database.url ?? '';
  });
  afterAll(() => database.dispose());

  it('two connections racing for overlapping stays of one unit leave exactly one', async () => {
    const first = openPostgres(url, { max: 1 });
    const second = openPostgres(url, { max: 1 });
    try {
      await Promise.all([first.ping(), second.ping()]);
      for (let round = 0; round < 5; round++) {
        const unit = await insertUnit(database.client.db, `Z-${round}`);
        const results = await Promise.allSettled([
          insertStay(first.db, unit, '2026-08-01', '2026-08-05'),
          insertStay(second.db, unit, '2026-08-03', '2026-08-07'),
        ]);

        const failures = results.filter((result) => result.status === 'rejected');
        expect(failures).toHaveLength(1);
        // Both may have inserted before either checked: each then waits for the other, and
        // PostgreSQL breaks the deadlock (40P01) after deadlock_timeout. Otherwise the loser sees 23P01.
        expect(['23P01', '40P01']).toContain(sqlState(failures[0]?.reason));
        const rows = await database.client.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(eq(reservations.unitId, unit));
        expect(rows).toHaveLength(1);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('the loser of a race always ends with 23P01 when deadlocks are retried', async () => {
    const first = openPostgres(url, { max: 1 });
    const second = openPostgres(url, { max: 1 });
    const insertRetryingDeadlocks = async (...args: Parameters<typeof insertStay>) => {
      for (;;) {
        try {
          return await insertStay(...args);
        } catch (error) {
          if (sqlState(error) !== '40P01') throw error;
        }
      }
    };
    try {
      await Promise.all([first.ping(), second.ping()]);
      for (let round = 0; round < 5; round++) {
        const unit = await insertUnit(database.client.db, `Z-R${round}`);
        const results = await Promise.allSettled([
          insertRetryingDeadlocks(first.db, unit, '2026-08-01', '2026-08-05'),
          insertRetryingDeadlocks(second.db, unit, '2026-08-03', '2026-08-07'),
        ]);
        const failures = results.filter((result) => result.status === 'rejected');
        expect(failures.map((failure) => sqlState(failure.reason))).toEqual(['23P01']);
        const rows = await database.client.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(eq(reservations.unitId, unit));
        expect(rows).toHaveLength(1);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a stay inserted while another transaction holds the nights waits, then fails when it commits', async () => {
    const first = openPostgres(url, { max: 1 });
    const second = openPostgres(url, { max: 1 });
    try {
      const unit = await insertUnit(database.client.db, 'Z-501');
      let secondAttempt: Promise<unknown> = Promise.resolve();
      await first.db.transaction(async (tx) => {
        await insertStay(tx, unit, '2026-09-01', '2026-09-04');
        secondAttempt = insertStay(second.db, unit, '2026-09-02', '2026-09-03').then(
          () => 'inserted',
          (error: unknown) => sqlState(error),
        );
        // The second insert is blocked on our uncommitted row until this transaction ends.
        await expect
          .poll(async () => {
            const [row] = await queryRows<{ waiting: number }>(
              database.client.db,
              sql`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            );
            return row?.waiting;
          })
          .toBe(1);
      });
      expect(await secondAttempt).toBe('23P01');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
