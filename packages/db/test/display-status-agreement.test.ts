import { displayStatusCondition, displayStatusLabel } from '@zamalek/db/queries/display-status';
import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso } from '@zamalek/domain/dates';
import {
  DISPLAY_STATUSES,
  displayStatus,
  type PropertyNow,
  RESERVATION_STATUSES,
} from '@zamalek/domain/stays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnit, stay } from './helpers';

const BASE = '2026-05-10';
const NOWS: PropertyNow[] = [-1, 0, 1, 2, 3, 4].flatMap((day) =>
  ['00:00', '11:59', '12:00', '23:59'].flatMap((time) =>
    ['12:00', '00:00', '18:30'].map((noShowCutoff) => ({
      today: addDaysIso(BASE, day),
      time,
      noShowCutoff,
    })),
  ),
);

describe.each(testDrivers)('display status in SQL and in the domain on %s', (driver) => {
  let database: TestDatabase;
  const expected: {
    id: string;
    status: (typeof RESERVATION_STATUSES)[number];
    checkIn: string;
    checkOut: string;
  }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database.client;
    // Every stored status, arrivals around BASE, one to three nights: one unit each, no overlaps.
    for (const status of RESERVATION_STATUSES) {
      for (const arrival of [-2, -1, 0, 1, 2]) {
        for (const nights of [1, 2, 3]) {
          const checkIn = addDaysIso(BASE, arrival);
          const checkOut = addDaysIso(checkIn, nights);
          const unit = await insertUnit(db, `${status}-${arrival}-${nights}`);
          const [row] = await db
            .insert(reservations)
            .values(stay(unit, checkIn, checkOut, status))
            .returning({ id: reservations.id });
          if (row) expected.push({ id: row.id, status, checkIn, checkOut });
        }
      }
    }
  });
  afterAll(() => database.dispose());

  it('filters and labels every stay as displayStatus() does, at every moment of the grid', async () => {
    const { db } = database.client;
    for (const now of NOWS) {
      const domain = new Map(
        expected.map((row) => [row.id, displayStatus(row.status, row.checkIn, row.checkOut, now)]),
      );
      const labelled = await db
        .select({ id: reservations.id, label: displayStatusLabel(now) })
        .from(reservations);
      for (const row of labelled)
        expect(row.label, `${now.today} ${now.time}`).toBe(domain.get(row.id));

      for (const status of DISPLAY_STATUSES) {
        const matched = await db
          .select({ id: reservations.id })
          .from(reservations)
          .where(displayStatusCondition(status, now));
        const want = expected.filter((row) => domain.get(row.id) === status).map((row) => row.id);
        expect(
          matched.map((row) => row.id).sort(),
          `${status} at ${now.today} ${now.time}`,
        ).toEqual(want.sort());
      }
    }
  });
});
