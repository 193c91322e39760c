import { listReservations } from '@zamalek/db/queries/reservation-list';
import { reservations } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { DEFAULT_NO_SHOW_CUTOFF, type PropertyNow } from '@zamalek/domain/stays';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnit, stay } from './helpers';

const now: PropertyNow = {
  today: '2026-03-01',
  time: '10:00',
  noShowCutoff: DEFAULT_NO_SHOW_CUTOFF,
};

/** The list's search: accent-free names, the German spelling, e-mail and phone, kept by the database. */
describe.each(testDrivers)('searching reservations on %s', (driver) => {
  let database: TestDatabase;
  let mueller = '';
  let bruno = '';
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database.client;
    const unit = await insertUnit(db, 'S-1');
    const rows = await db
      .insert(reservations)
      .values([
        {
          ...stay(unit, '2026-03-02', '2026-03-04'),
          guestNames: ['Hannah Müller'],
          contactEmail: 'Hannah.M@Example.com',
          contactPhone: '+49 170 555 0101',
        },
        {
          ...stay(unit, '2026-03-05', '2026-03-07'),
          guestNames: ['Bruno Gonçalves', 'Zoë Straße'],
          contactPhone: '+20 100 123 4567',
        },
      ])
      .returning({ id: reservations.id });
    mueller = rows[0]?.id ?? '';
    bruno = rows[1]?.id ?? '';
  });
  afterAll(() => database?.dispose());

  const found = async (search: string) =>
    (
      await listReservations(database.client.db, {
        propertyId: await firstPropertyId(database.client.db),
        search,
        sort: 'checkIn',
        direction: 'asc',
        pageSize: 10,
        now,
      })
    ).rows.map((row) => row.id);

  it('finds a name without its accents, and the German way', async () => {
    for (const term of ['mueller', 'muller', 'Müller', 'MÜLLER', 'hannah m']) {
      expect(await found(term), term).toEqual([mueller]);
    }
    for (const term of ['goncalves', 'Gonçalves', 'zoe', 'strasse']) {
      expect(await found(term), term).toEqual([bruno]);
    }
  });

  it('finds a guest by e-mail and by phone as typed', async () => {
    expect(await found('hannah.m@example')).toEqual([mueller]);
    expect(await found('170 555-0101')).toEqual([mueller]);
    expect(await found('+20 100 123')).toEqual([bruno]);
    expect(await found('0100 999')).toEqual([]);
    // A wildcard typed is a character searched for, not a wildcard.
    expect(await found('%')).toEqual([]);
  });

  it('keeps the search text right whoever writes the row', async () => {
    const { db } = database.client;
    await db.execute(
      sql`update reservations set guest_names = array['Jürgen Öz'] where id = ${bruno}`,
    );
    expect(await found('juergen')).toEqual([bruno]);
    expect(await found('goncalves')).toEqual([]);
    const [row] = await db
      .select({ searchText: reservations.searchText })
      .from(reservations)
      .where(eq(reservations.id, bruno));
    expect(row?.searchText).toContain('20100123');
  });
});
