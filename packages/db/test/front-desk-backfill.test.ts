import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@zamalek/db/client';
import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, clockIn } from '@zamalek/domain/dates';
import { DEFAULT_NO_SHOW_CUTOFF, displayStatus } from '@zamalek/domain/stays';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnit, stay } from './helpers';

/** The data statements of migration 0006, run again on rows inserted as before it. */
const BACKFILL = readFileSync(path.join(MIGRATIONS_FOLDER, '0006_front_desk_states.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) =>
    statement
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim(),
  )
  .filter((statement) => statement.startsWith('UPDATE'));

describe.each(testDrivers)('front desk backfill of migration 0006 on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('shows past stays checked out and stays under way in house, never a wall of No-Shows', async () => {
    const { db } = database.client;
    const now = { ...clockIn('Africa/Cairo', new Date()), noShowCutoff: DEFAULT_NO_SHOW_CUTOFF };
    const day = (offset: number) => addDaysIso(now.today, offset);
    const cases = [
      { from: -10, to: -5, want: 'Checked-Out' },
      { from: -3, to: 0, want: 'Checked-Out' },
      { from: -2, to: 2, want: 'In-House' },
      { from: -1, to: 1, want: 'In-House' },
      { from: 0, to: 3, want: 'Due In' },
      { from: 4, to: 6, want: 'Upcoming' },
    ] as const;
    const ids: string[] = [];
    for (const [i, c] of cases.entries()) {
      const unit = await insertUnit(db, `Backfill ${i}`);
      const [row] = await db
        .insert(reservations)
        .values(stay(unit, day(c.from), day(c.to)))
        .returning({ id: reservations.id });
      ids.push(row?.id ?? '');
    }
    expect(BACKFILL).toHaveLength(4);
    for (const statement of BACKFILL) await db.execute(sql.raw(statement));

    for (const [i, c] of cases.entries()) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(eq(reservations.id, ids[i] ?? ''));
      if (!row) throw new Error('row gone');
      expect(displayStatus(row.status, row.checkInDate, row.checkOutDate, now), `case ${i}`).toBe(
        c.want,
      );
      expect(row.checkedInAt !== null, `case ${i} arrival time`).toBe(
        c.want !== 'Due In' && c.want !== 'Upcoming',
      );
      expect(row.checkedInBy).toBeNull();
    }
  });
});
