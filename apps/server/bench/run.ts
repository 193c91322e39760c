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
import { listReservations } from '@zamalek/db/queries/reservation-list';
import { listFreePublicUnits, listFreeUnitsForStaff } from '@zamalek/db/queries/unit-availability';
import { reservations } from '@zamalek/db/schema';
import { capabilitiesOf } from '@zamalek/domain/roles';
import { DEFAULT_NO_SHOW_CUTOFF } from '@zamalek/domain/stays';
import { count, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { roomCalendar } from '../src/reservations/calendar';
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
    page: 1,
    pageSize: 25,
    now: { today, time: '10:00', noShowCutoff: DEFAULT_NO_SHOW_CUTOFF },
  } as const;
  await time('list: newest first (default)', () =>
    listReservations(db, { ...base, sort: 'createdAt', direction: 'desc' }),
  );
  await time('list: page 2,000 of newest first', () =>
    listReservations(db, { ...base, page: 2000, sort: 'createdAt', direction: 'desc' }),
  );
  await time('list: sorted by check-in ascending', () =>
    listReservations(db, { ...base, sort: 'checkIn', direction: 'asc' }),
  );
  await time('list: sorted by guest name', () =>
    listReservations(db, { ...base, sort: 'guestNames', direction: 'asc' }),
  );
  await time('list: search "guest 17-4" (trigram)', () =>
    listReservations(db, { ...base, search: 'guest 17-4', sort: 'createdAt', direction: 'desc' }),
  );
  await time('list: search booking reference', () =>
    listReservations(db, {
      ...base,
      search: 'bench-150-333',
      sort: 'createdAt',
      direction: 'desc',
    }),
  );
  await time('list: status In-House', () =>
    listReservations(db, { ...base, status: 'In-House', sort: 'createdAt', direction: 'desc' }),
  );
  const [unit] = await calendarUnits(db);
  await time('list: one unit, by check-in', () =>
    listReservations(db, { ...base, unitId: unit?.id, sort: 'checkIn', direction: 'desc' }),
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
  // The whole procedure as the Room Calendar asks it (the night before the month included).
  const calendarMonth = { from: '2025-05-31', to: '2025-07-01' };
  const admin = {
    id: crypto.randomUUID(),
    role: 'admin' as const,
    capabilities: capabilitiesOf('admin', []),
  };
  const reply = JSON.stringify(
    superjson.serialize(await roomCalendar(db, admin, calendarMonth, { today })),
  );
  console.log(`calendar: month reply ${(Buffer.byteLength(reply) / 1000).toFixed(1)} kB of JSON`);
  await time('calendar: month reply (stays, holds, room states)', () =>
    roomCalendar(db, admin, calendarMonth, { today }),
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
  await time('analytics: revenue by guest, one year', () => revenueByGuest(db, year));
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
