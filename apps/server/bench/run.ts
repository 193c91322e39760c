import { parseArgs } from 'node:util';
import { type DatabaseClient, openPglite, openPostgres } from '@zamalek/db/client';
import {
  analyticsSummary,
  dailySeries,
  revenueByGuest,
  revenueBySource,
  revenueByUnit,
  unsellableNightsByUnit,
  unsellableUnitsByDay,
} from '@zamalek/db/queries/analytics';
import { calendarStays, calendarUnits } from '@zamalek/db/queries/calendar';
import { dashboardCounts } from '@zamalek/db/queries/dashboard';
import { calendarHolds } from '@zamalek/db/queries/holds';
import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import {
  cappedCountQuery,
  countReservations,
  listReservations,
  reservationPageQuery,
} from '@zamalek/db/queries/reservation-list';
import { listFreePublicUnits, listFreeUnitsForStaff } from '@zamalek/db/queries/unit-availability';
import { reservations } from '@zamalek/db/schema';
import { DEFAULT_NO_SHOW_CUTOFF } from '@zamalek/domain/stays';
import { count, type SQLWrapper, sql } from 'drizzle-orm';
import { availableSuites } from '../src/units/public-suites';
import { seedPricing } from './seed-pricing';
import { seedScale } from './seed-scale';

/**
 * `pnpm bench [--database-url postgres://…/postgres]`: seeds 200 units × 100,000 reservations into a
 * scratch database (on the given server, else embedded PGlite) and reports query times.
 */
const { values } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    units: { type: 'string', default: '200' },
    reservations: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
  },
});
const unitCount = Number(values.units);
const reservationCount = Number(values.reservations);
const runs = Number(values.runs);

async function scratchDatabase(): Promise<{ client: DatabaseClient; drop(): Promise<void> }> {
  const url = values['database-url'];
  if (!url) return { client: await openPglite(), drop: async () => {} };
  const name = `zamalek_bench_${Date.now()}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = openPostgres(target.toString());
  return {
    client,
    async drop() {
      await client.close();
      await admin.db.execute(sql.raw(`drop database ${name} with (force)`));
      await admin.close();
    },
  };
}

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm caches and plans
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const worst = samples.at(-1) ?? 0;
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(1).padStart(7)} ms   max ${worst.toFixed(1).padStart(7)} ms`,
  );
}

const { client, drop } = await scratchDatabase();
try {
  await client.migrate();
  const { db } = client;
  const seedStart = performance.now();
  await seedScale(db, unitCount, Math.ceil(reservationCount / unitCount));
  const [counted] = await db.select({ value: count() }).from(reservations);
  console.log(
    `${client.driver}: seeded ${unitCount} units and ${counted?.value} reservations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`,
  );

  const today = '2025-06-15';
  const base = {
    pageSize: 25,
    now: { today, time: '10:00', noShowCutoff: DEFAULT_NO_SHOW_CUTOFF },
  } as const;
  // The list's first page asks for its rows and its total (two calls the browser makes at once);
  // a later page asks for rows only (the total is the filter's, kept by the browser).
  type ListQuery = Parameters<typeof listReservations>[1];
  const withTotal = (query: ListQuery) =>
    Promise.all([listReservations(db, query), countReservations(db, query)]);
  /** What PostgreSQL itself spends: EXPLAIN ANALYZE's execution time of the same SQL. */
  async function floor(label: string, query: SQLWrapper) {
    const result = await db.execute(sql`explain (analyze, format json) ${query}`);
    const rows: unknown[] = Array.isArray(result)
      ? result
      : ((result as { rows?: unknown[] }).rows ?? []);
    const cell = rows[0] && Object.values(rows[0] as Record<string, unknown>)[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
      { 'Execution Time': number },
    ];
    console.log(
      `${`  floor: ${label}`.padEnd(58)} ${plan[0]['Execution Time'].toFixed(1).padStart(14)} ms`,
    );
  }
  /** The cursor after `pages` pages, reached by stepping through them (not timed). */
  async function cursorAfter(query: ListQuery, pages: number) {
    let cursor: ListQuery['cursor'];
    for (let left = pages * query.pageSize; left > 0; left -= 100) {
      const pageSize = Math.min(100, left);
      const { rows } = await listReservations(db, { ...query, pageSize, cursor });
      const last = rows.at(-1);
      if (!last) break;
      cursor = { toward: 'after', value: last.sortValue, id: last.id };
    }
    return cursor;
  }
  const newest = { ...base, sort: 'createdAt', direction: 'desc' } as const;
  await time('list: first page, newest first, with total', () => withTotal(newest));
  await floor('first page rows', reservationPageQuery(db, newest));
  await floor('capped count (unfiltered)', cappedCountQuery(db, newest));
  // Page 2,000 (rows 49,976–50,000), or the middle page of a smaller list.
  const deep = Math.min(2000, Math.floor(Number(counted?.value ?? 0) / 25 / 2));
  const deepLabel = `page ${deep.toLocaleString('en-US')}`;
  const deepNewest = { ...newest, cursor: await cursorAfter(newest, deep - 1) };
  await time(`list: ${deepLabel} of newest first, by cursor`, () =>
    listReservations(db, deepNewest),
  );
  await floor(`${deepLabel} rows`, reservationPageQuery(db, deepNewest));
  const byCheckIn = { ...base, sort: 'checkIn', direction: 'asc' } as const;
  await time('list: sorted by check-in ascending', () => listReservations(db, byCheckIn));
  const deepCheckIn = { ...byCheckIn, cursor: await cursorAfter(byCheckIn, deep - 1) };
  await time(`list: ${deepLabel} by check-in, by cursor`, () => listReservations(db, deepCheckIn));
  const byGuest = { ...base, sort: 'guestNames', direction: 'asc' } as const;
  await time('list: sorted by guest name', () => listReservations(db, byGuest));
  const deepGuest = { ...byGuest, cursor: await cursorAfter(byGuest, deep - 1) };
  await time(`list: ${deepLabel} by guest name, by cursor`, () => listReservations(db, deepGuest));
  await floor(`${deepLabel} by guest name rows`, reservationPageQuery(db, deepGuest));
  await time('list: sorted by room', () =>
    listReservations(db, { ...base, sort: 'unit', direction: 'asc' }),
  );
  await time('list: sorted by status', () =>
    listReservations(db, { ...base, sort: 'status', direction: 'asc' }),
  );
  const search = { ...newest, search: 'guest 17-4' } as const;
  await time('list: search "guest 17-4" (trigram), with total', () => withTotal(search));
  await floor('search rows', reservationPageQuery(db, search));
  await floor('search capped count', cappedCountQuery(db, search));
  await time('list: search booking reference, with total', () =>
    withTotal({ ...newest, search: 'bench-150-333' }),
  );
  const inHouse = { ...newest, status: 'In-House' } as const;
  await time('list: status In-House, with total', () => withTotal(inHouse));
  await floor('In-House rows', reservationPageQuery(db, inHouse));
  await floor('In-House capped count', cappedCountQuery(db, inHouse));
  const upcoming = { ...newest, status: 'Upcoming' } as const;
  await time('list: status Upcoming, with total', () => withTotal(upcoming));
  await floor('Upcoming rows', reservationPageQuery(db, upcoming));
  await floor('Upcoming capped count', cappedCountQuery(db, upcoming));
  const cancelled = { ...newest, status: 'Cancelled' } as const;
  await time('list: status Cancelled, with total', () => withTotal(cancelled));
  await floor('Cancelled rows', reservationPageQuery(db, cancelled));
  await floor('Cancelled capped count', cappedCountQuery(db, cancelled));
  const [unit] = await calendarUnits(db);
  await time('list: one unit, by check-in, with total', () =>
    withTotal({ ...base, unitId: unit?.id, sort: 'checkIn', direction: 'desc' }),
  );
  await time('dashboard: four counts', () => dashboardCounts(db, { today }));
  await time('calendar: one week window', async () => {
    await Promise.all([
      calendarUnits(db),
      calendarStays(db, { from: '2025-06-15', to: '2025-06-22' }),
    ]);
  });
  await time('calendar: one month window', async () => {
    await Promise.all([
      calendarUnits(db),
      calendarStays(db, { from: '2025-06-01', to: '2025-07-01' }),
    ]);
  });
  await time('calendar: holds, one month window', () =>
    calendarHolds(db, { from: '2025-06-01', to: '2025-07-01' }),
  );
  const week = { from: '2025-06-15', to: '2025-06-22' };
  await time('availability: free rooms for staff, one week', () =>
    listFreeUnitsForStaff(db, { stay: week }),
  );
  await time('availability: public suites, one week', () =>
    listFreePublicUnits(db, { stay: week }),
  );
  const year = { from: '2025-01-01', to: '2026-01-01' };
  const month = { from: '2025-06-01', to: '2025-07-01' };
  await time('analytics: summary cards, one month', () => analyticsSummary(db, month));
  await time('analytics: summary cards, one year', () => analyticsSummary(db, year));
  await time('analytics: revenue by source, one year', () => revenueBySource(db, year));
  await time('analytics: revenue by room, one year', () => revenueByUnit(db, year));
  await time('analytics: revenue by guest, one month', () => revenueByGuest(db, month));
  await time('analytics: daily chart series, one year', () => dailySeries(db, year));
  await time('analytics: held nights per room and per day, one year', () =>
    Promise.all([unsellableNightsByUnit(db, year), unsellableUnitsByDay(db, year)]),
  );
  // After the seeded stays end, so every room is free: 200 rooms quoted for 30 nights each.
  await seedPricing(db);
  const longStay = { checkIn: '2029-01-10', checkOut: '2029-02-09' };
  const offered = await availableSuites(db, { stay: longStay, guests: 2 });
  console.log(`\npublic availability with quotes: ${offered.suites.length} suites offered`);
  await time('availability + quotes: 200 rooms, 30 nights (public)', () =>
    availableSuites(db, { stay: longStay, guests: 2 }),
  );
  await time('  of which: free suites query, 30 nights', () =>
    listFreePublicUnits(db, { stay: { from: longStay.checkIn, to: longStay.checkOut } }),
  );
  await time('  of which: pricing rules read, 30 nights', () =>
    loadPricingRules(db, { nights: { from: longStay.checkIn, to: longStay.checkOut } }),
  );
  await time('availability + quotes: 200 rooms, 7 nights (public)', () =>
    availableSuites(db, { stay: { checkIn: '2029-01-10', checkOut: '2029-01-17' }, guests: 2 }),
  );
} finally {
  await drop();
}
