import { displayStatusLabel } from '@zamalek/db/queries/display-status';
import { countReservations, listReservations } from '@zamalek/db/queries/reservation-list';
import { reservations, units } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { addDaysIso } from '@zamalek/domain/dates';
import { EXACT_TOTAL_LIMIT } from '@zamalek/domain/list-total';
import { RESERVATION_SORT_KEYS, type ReservationSortKey } from '@zamalek/domain/reservation-list';
import { DEFAULT_NO_SHOW_CUTOFF, type PropertyNow } from '@zamalek/domain/stays';
import { eq, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PROPERTY, insertUnit, withDeskStamps } from './helpers';

const now: PropertyNow = {
  today: '2026-03-10',
  time: '10:00',
  noShowCutoff: DEFAULT_NO_SHOW_CUTOFF,
};
const DIRECTIONS = ['asc', 'desc'] as const;
const STATUSES = ['confirmed', 'checked_in', 'checked_out', 'cancelled'] as const;

/** The sort expressions of the list as it was (OFFSET paging over a join to units): the oracle. */
const ORACLE: Record<ReservationSortKey, SQL> = {
  unit: sql`${units.name}`,
  guestNames: sql`${reservations.guestNames}[1]`,
  checkIn: sql`${reservations.checkInDate}`,
  checkOut: sql`${reservations.checkOutDate}`,
  nights: sql`${reservations.nights}`,
  guests: sql`${reservations.numberOfGuests}`,
  nationality: sql`${reservations.guestNationality}`,
  status: displayStatusLabel(now),
  source: sql`${reservations.source}`,
  pricePerNight: sql`${reservations.pricePerNightCents}`,
  total: sql`${reservations.totalPriceCents}`,
  reference: sql`${reservations.bookingReference}`,
  createdAt: sql`${reservations.createdAt}`,
};

type Filter = { search?: string; status?: 'Upcoming' | 'Cancelled'; unitId?: string };

describe.each(testDrivers)('All Reservations keyset paging on %s', (driver) => {
  let database: TestDatabase;
  let propertyId = '';
  const unitIds: string[] = [];
  const filters: Filter[] = [{}];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    propertyId = await firstPropertyId(database.client.db);
    const { db } = database.client;
    // Two rooms share a name, so sorting by room has ties; a quarter of the stays have no room.
    unitIds.push(
      await insertUnit(db, 'Twin'),
      await insertUnit(db, 'Twin'),
      await insertUnit(db, 'A-101'),
    );
    const rows = Array.from({ length: 40 }, (_, i) => {
      const unitId = [unitIds[0], unitIds[1], unitIds[2], null][i % 4] ?? null;
      // Four stays arrive on each day (one per room and one without), 1–2 nights in a 3-day slot.
      const checkInDate = addDaysIso('2026-03-01', Math.floor(i / 4) * 3 - 12);
      const first = i % 6 === 0 ? [] : [['Ali Hassan', 'Bea Smith', 'ali hassan'][i % 3] ?? ''];
      const price = i % 4 === 1 ? null : 1000 * ((i % 3) + 1);
      const reference = `REF-${String((i * 7) % 40).padStart(2, '0')}`;
      return {
        propertyId: FIRST_PROPERTY,
        bookingReference: reference,
        unitId,
        guestNames: first,
        checkInDate,
        checkOutDate: addDaysIso(checkInDate, 1 + (i % 2)),
        numberOfGuests: 1 + (i % 2),
        guestNationality: [null, 'Egyptian', 'French'][i % 3] ?? null,
        source: [null, 'Booking.com', 'Direct', 'Airbnb'][i % 4] ?? null,
        pricePerNightCents: price,
        totalPriceCents: price === null ? null : price * (1 + (i % 2)),
        ...withDeskStamps(STATUSES[(i * 3) % 4] ?? 'confirmed'),
        searchText: `${reference} ${first.join(' ')}`.toLowerCase(),
        // Every fifth stay shares one instant; the others differ by microseconds.
        createdAt: sql`${i % 5 === 0 ? '2026-01-01T10:00:00.000000Z' : `2026-01-01T10:00:00.${String(i * 37).padStart(6, '0')}Z`}::timestamptz`,
      };
    });
    await db.insert(reservations).values(rows);
    filters.push(
      { status: 'Upcoming' },
      { search: 'ali' },
      { unitId: unitIds[0] },
      { status: 'Cancelled', search: 'ref' },
    );
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function oracle(sort: ReservationSortKey, direction: 'asc' | 'desc', filter: Filter) {
    const way = sql.raw(direction);
    const { db } = database.client;
    const conditions: SQL[] = [];
    if (filter.search)
      conditions.push(sql`${reservations.searchText} ilike ${`%${filter.search}%`}`);
    if (filter.status === 'Upcoming')
      conditions.push(
        sql`${reservations.status} = 'confirmed' and ${reservations.checkInDate} > ${now.today}`,
      );
    if (filter.status === 'Cancelled') conditions.push(sql`${reservations.status} = 'cancelled'`);
    if (filter.unitId) conditions.push(sql`${reservations.unitId} = ${filter.unitId}`);
    const rows = await db
      .select({ id: reservations.id })
      .from(reservations)
      .leftJoin(units, eq(units.id, reservations.unitId))
      .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
      .orderBy(sql`${ORACLE[sort]} ${way} nulls last`, sql`${reservations.id} ${way}`);
    return rows.map((row) => row.id);
  }

  function chunks(ids: string[], size: number) {
    const pages: string[][] = [];
    for (let i = 0; i < ids.length; i += size) pages.push(ids.slice(i, i + size));
    return pages;
  }

  /** Walks to the end with next cursors, then back to the start with previous cursors. */
  async function walk(
    sort: ReservationSortKey,
    direction: 'asc' | 'desc',
    pageSize: number,
    filter: Filter,
  ) {
    const { db } = database.client;
    const query = { ...filter, propertyId, sort, direction, pageSize, now };
    const forward: string[][] = [];
    let page = await listReservations(db, query);
    forward.push(page.rows.map((row) => row.id));
    while (page.more) {
      const last = page.rows.at(-1);
      if (!last) throw new Error('a page with more after it is empty');
      page = await listReservations(db, {
        ...query,
        cursor: { toward: 'after', value: last.sortValue, id: last.id },
      });
      forward.push(page.rows.map((row) => row.id));
    }
    const backward: string[][] = [forward.at(-1) ?? []];
    let rows = page.rows;
    for (let more = forward.length > 1; more; ) {
      const first = rows[0];
      if (!first) throw new Error('a page with more before it is empty');
      const previous = await listReservations(db, {
        ...query,
        cursor: { toward: 'before', value: first.sortValue, id: first.id },
      });
      rows = previous.rows;
      backward.unshift(rows.map((row) => row.id));
      more = previous.more;
    }
    return { forward, backward };
  }

  it('walks every sort key both ways, page by page, as OFFSET paging did, and back again', async () => {
    for (const sort of RESERVATION_SORT_KEYS) {
      for (const direction of DIRECTIONS) {
        const expected = chunks(await oracle(sort, direction, {}), 3);
        const { forward, backward } = await walk(sort, direction, 3, {});
        expect({ sort, direction, pages: forward }).toEqual({ sort, direction, pages: expected });
        expect({ sort, direction, pages: backward }).toEqual({ sort, direction, pages: expected });
      }
    }
  });

  it('keeps the filters while paging', async () => {
    for (const filter of filters.slice(1)) {
      for (const sort of ['unit', 'guestNames', 'createdAt'] as const) {
        const expected = await oracle(sort, 'desc', filter);
        expect(expected.length).toBeGreaterThan(0);
        const { forward, backward } = await walk(sort, 'desc', 2, filter);
        expect(forward).toEqual(chunks(expected, 2));
        expect(backward).toEqual(chunks(expected, 2));
      }
    }
  });

  it('visits each row exactly once walking all pages, whatever the sort, size and filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RESERVATION_SORT_KEYS),
        fc.constantFrom(...DIRECTIONS),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: filters.length - 1 }),
        async (sort, direction, pageSize, which) => {
          const filter = filters[which] ?? {};
          const { forward, backward } = await walk(sort, direction, pageSize, filter);
          const visited = forward.flat();
          expect(new Set(visited).size).toBe(visited.length);
          expect(visited).toEqual(await oracle(sort, direction, filter));
          expect(backward.flat()).toEqual(visited);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reads room names for the page, with no room as null', async () => {
    const { rows } = await listReservations(database.client.db, {
      propertyId,
      sort: 'createdAt',
      direction: 'desc',
      pageSize: 40,
      now,
    });
    const names = new Map([
      [unitIds[0], 'Twin'],
      [unitIds[1], 'Twin'],
      [unitIds[2], 'A-101'],
    ]);
    for (const row of rows) {
      expect(row.unitName).toBe(row.unitId ? names.get(row.unitId) : null);
    }
    expect(rows.some((row) => row.unitId === null)).toBe(true);
  });

  it('counts a small list exactly', async () => {
    const { db } = database.client;
    expect(await countReservations(db, { propertyId, now })).toEqual({ exact: true, count: 40 });
    const upcoming = (await oracle('createdAt', 'asc', { status: 'Upcoming' })).length;
    expect(await countReservations(db, { propertyId, status: 'Upcoming', now })).toEqual({
      exact: true,
      count: upcoming,
    });
    expect(await countReservations(db, { propertyId, search: 'nobody', now })).toEqual({
      exact: true,
      count: 0,
    });
  });
});

describe.each(testDrivers)('All Reservations totals past the exact limit on %s', (driver) => {
  let database: TestDatabase;
  let propertyId = '';

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    propertyId = await firstPropertyId(database.client.db);
    // Stays without a room, so they need no free nights.
    await database.client.db.execute(sql`
      insert into reservations (property_id, booking_reference, check_in_date, check_out_date, status, search_text)
      select ${FIRST_PROPERTY}, 'BULK-' || n, date '2026-01-01' + (n % 300), date '2026-01-02' + (n % 300),
        case when n % 1000 = 0 then 'cancelled'::reservation_status else 'confirmed'::reservation_status end,
        'bulk-' || n
      from generate_series(1, ${EXACT_TOTAL_LIMIT + 500}) as n`);
    await database.client.db.execute(sql`analyze reservations`);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('estimates a list over the limit, and counts a filtered one under it exactly', async () => {
    const { db } = database.client;
    const all = await countReservations(db, { propertyId, now });
    expect(all.exact).toBe(false);
    if (all.exact) return;
    // The planner's estimate, never below what was counted.
    expect(all.estimate).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(all.estimate).toBeLessThan(2 * (EXACT_TOTAL_LIMIT + 500));
    expect(await countReservations(db, { propertyId, status: 'Cancelled', now })).toEqual({
      exact: true,
      count: 10,
    });
    expect(await countReservations(db, { propertyId, search: 'bulk-1000', now })).toEqual({
      exact: true,
      count: 11, // bulk-1000 and bulk-10000 … bulk-10009
    });
  });

  it('pages past the limit from a cursor', async () => {
    const { db } = database.client;
    const query = { propertyId, sort: 'checkIn', direction: 'asc', pageSize: 25, now } as const;
    const first = await listReservations(db, query);
    const last = first.rows.at(-1);
    if (!last) throw new Error('no rows');
    const second = await listReservations(db, {
      ...query,
      cursor: { toward: 'after', value: last.sortValue, id: last.id },
    });
    expect(second.more).toBe(true);
    expect(second.rows).toHaveLength(25);
    expect(second.rows.map((row) => row.id)).not.toContain(last.id);
  });
});
