import type { Db } from '@zamalek/db/client';
import {
  dailySeries,
  revenueByGuest,
  revenueByUnit,
  stayNationalities,
  summaryAndSources,
  unsellableNightsByUnit,
  unsellableUnitsByDay,
} from '@zamalek/db/queries/analytics';
import { dashboardCounts } from '@zamalek/db/queries/dashboard';
import { calendarHolds } from '@zamalek/db/queries/holds';
import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import {
  countReservations,
  type ReservationListFilter,
} from '@zamalek/db/queries/reservation-list';
import { listFreePublicUnits, listFreeUnitsForStaff } from '@zamalek/db/queries/unit-availability';
import type { DateRange } from '@zamalek/domain/date-range';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../src/actors';
import { analyticsOverview, unitRevenue } from '../src/analytics/reports';
import { roomCalendar } from '../src/reservations/calendar';
import { reservationDetail } from '../src/reservations/detail';
import { type ListPageInput, reservationListPage } from '../src/reservations/list-page';
import { publicAvailability } from '../src/units/public-suites';

/** What every measured call may use: the seeded database, an admin and the property's today. */
export interface BenchContext {
  db: Db;
  /** The bench's one property. */
  propertyId: string;
  admin: Actor;
  today: IsoDate;
  now: PropertyNow;
  timeZone: string;
  /** The first seeded unit and the newest reservation. */
  unitId: string;
  reservationId: string;
}

/** The same read as a browser asks for it: a tRPC query procedure and its input. */
export interface HttpTwin {
  path: string;
  input?: unknown;
}

export interface BenchCall {
  name: string;
  /** The read through its query function or use case (the SQL floor of its HTTP twin). */
  run(context: BenchContext): Promise<unknown>;
  http?(context: BenchContext): HttpTwin;
}

const week = (today: IsoDate): DateRange => ({ from: today, to: addDaysIso(today, 7) });
const month = (today: IsoDate): DateRange => ({ from: today, to: addDaysIso(today, 30) });
/** Analytics windows about a Month and a Year long: the last 30 / 365 days, today included. */
const lastDays = (today: IsoDate, days: number): DateRange => ({
  from: addDaysIso(today, 1 - days),
  to: addDaysIso(today, 1),
});
const stayOf = ({ from, to }: DateRange) => ({ checkIn: from, checkOut: to });

/** Inside the seasons of seed-pricing.ts. */
const LONG_STAY = { checkIn: '2029-01-10', checkOut: '2029-02-09' };

type ListParams = Omit<ListPageInput, 'pageSize' | 'cursor' | 'propertyId'>;
const PAGE_SIZE = 25;

/** A page of the list as `reservations.list` answers it, and the same input over HTTP. */
function listCall(name: string, params: (context: BenchContext) => ListParams): BenchCall {
  return {
    name,
    run: (context) =>
      reservationListPage(
        context.db,
        context.admin,
        { ...params(context), propertyId: context.propertyId, pageSize: PAGE_SIZE },
        { now: context.now },
      ),
    http: (context) => ({
      path: 'reservations.list',
      input: { ...params(context), pageSize: PAGE_SIZE },
    }),
  };
}

/** The list's total for its filters (`reservations.listTotal`, asked once per filter). */
function totalCall(
  name: string,
  filter: (context: BenchContext) => Omit<ReservationListFilter, 'now' | 'propertyId'>,
): BenchCall {
  return {
    name,
    run: (context) =>
      countReservations(context.db, {
        ...filter(context),
        propertyId: context.propertyId,
        now: context.now,
      }),
    http: (context) => ({ path: 'reservations.listTotal', input: filter(context) }),
  };
}

/** The page link after `pages` pages, reached by following `next` (once per size, not timed). */
async function linkAfter(context: BenchContext, params: ListParams, pages: number) {
  let cursor: string | undefined;
  for (let left = pages * PAGE_SIZE; left > 0; left -= 100) {
    const page = await reservationListPage(
      context.db,
      context.admin,
      { ...params, propertyId: context.propertyId, pageSize: Math.min(100, left), cursor },
      { now: context.now },
    );
    if (!page.next) break;
    cursor = page.next;
  }
  return cursor;
}

/** Page `page` of a sort, reached by its link as a member of staff paging forward would. */
function deepListCall(name: string, params: ListParams, page: number): BenchCall {
  const links = new WeakMap<BenchContext, Promise<string | undefined>>();
  const link = (context: BenchContext) => {
    const known = links.get(context) ?? linkAfter(context, params, page - 1);
    links.set(context, known);
    return known;
  };
  return {
    name,
    run: async (context) =>
      reservationListPage(
        context.db,
        context.admin,
        {
          ...params,
          propertyId: context.propertyId,
          pageSize: PAGE_SIZE,
          cursor: await link(context),
        },
        { now: context.now },
      ),
  };
}

// ── Measured calls ─────────────────────────────────────────────────────────────────────────────
// One entry per screen read: a name, the call through the exported query function or use case,
// and (when the app serves it) the tRPC procedure with the same input. `pnpm bench` times `run` at
// each size; `pnpm bench:http` times `http` next to `run`. Add, change or drop entries here only.
export const BENCH_CALLS: readonly BenchCall[] = [
  listCall('list: newest first (default)', () => ({ sort: 'createdAt', direction: 'desc' })),
  totalCall('list: total, unfiltered', () => ({})),
  deepListCall(
    'list: page 200 of newest first, by link',
    { sort: 'createdAt', direction: 'desc' },
    200,
  ),
  listCall('list: sorted by check-in ascending', () => ({ sort: 'checkIn', direction: 'asc' })),
  listCall('list: sorted by check-in, latest first', () => ({
    sort: 'checkIn',
    direction: 'desc',
  })),
  deepListCall('list: page 200 by check-in, by link', { sort: 'checkIn', direction: 'asc' }, 200),
  listCall('list: sorted by guest name', () => ({ sort: 'guestNames', direction: 'asc' })),
  deepListCall(
    'list: page 200 by guest name, by link',
    { sort: 'guestNames', direction: 'asc' },
    200,
  ),
  listCall('list: sorted by room', () => ({ sort: 'unit', direction: 'asc' })),
  listCall('list: sorted by status', () => ({ sort: 'status', direction: 'asc' })),
  listCall('list: search "guest 17-4" (trigram)', () => ({
    search: 'guest 17-4',
    sort: 'createdAt',
    direction: 'desc',
  })),
  totalCall('list: total, search "guest 17-4"', () => ({ search: 'guest 17-4' })),
  listCall('list: search booking reference', () => ({
    search: 'bench-150-33',
    sort: 'createdAt',
    direction: 'desc',
  })),
  listCall('list: status In-House', () => ({
    status: 'In-House',
    sort: 'createdAt',
    direction: 'desc',
  })),
  totalCall('list: total, status In-House', () => ({ status: 'In-House' })),
  listCall('list: one unit, by check-in', ({ unitId }) => ({
    unitId,
    sort: 'checkIn',
    direction: 'desc',
  })),
  {
    name: 'reservation detail',
    run: ({ db, admin, now, timeZone, reservationId }) =>
      reservationDetail(db, admin, { id: reservationId }, { now, timeZone }),
    http: ({ reservationId }) => ({ path: 'reservations.byId', input: { id: reservationId } }),
  },
  {
    name: 'dashboard: four counts',
    run: ({ db, propertyId, today }) => dashboardCounts(db, { propertyId, today }),
    http: () => ({ path: 'reservations.dashboard' }),
  },
  {
    name: 'calendar: one week window',
    run: ({ db, admin, today, now }) => roomCalendar(db, admin, week(today), { now }),
    http: ({ today }) => ({ path: 'reservations.calendar', input: week(today) }),
  },
  {
    name: 'calendar: one month window',
    run: ({ db, admin, today, now }) => roomCalendar(db, admin, month(today), { now }),
    http: ({ today }) => ({ path: 'reservations.calendar', input: month(today) }),
  },
  {
    name: 'calendar: holds, one month window',
    run: ({ db, propertyId, today }) => calendarHolds(db, propertyId, month(today)),
  },
  {
    name: 'availability: free rooms for staff, one week',
    run: ({ db, propertyId, today }) =>
      listFreeUnitsForStaff(db, { propertyId, stay: week(today) }),
    http: ({ today }) => ({
      path: 'reservations.freeUnits',
      input: { stay: stayOf(week(today)) },
    }),
  },
  {
    name: 'availability: public suites, one week',
    run: ({ db, propertyId, today }) => listFreePublicUnits(db, { propertyId, stay: week(today) }),
  },
  {
    name: 'availability + quotes: public, one week',
    run: ({ db, propertyId, today }) =>
      publicAvailability(db, { propertyId, stay: stayOf(week(today)), guests: 2 }),
    http: ({ today }) => ({
      path: 'public.availability',
      input: { stay: stayOf(week(today)), guests: 2 },
    }),
  },
  {
    // Beyond the seeded stays, so every room is free and quoted (rates from seedPricing).
    name: 'availability + quotes: public, 30 nights, all free',
    run: ({ db, propertyId }) => publicAvailability(db, { propertyId, stay: LONG_STAY, guests: 2 }),
    http: () => ({ path: 'public.availability', input: { stay: LONG_STAY, guests: 2 } }),
  },
  {
    name: 'pricing rules read, 30 nights',
    run: ({ db, propertyId, today }) => loadPricingRules(db, { propertyId, nights: month(today) }),
  },
  {
    name: 'analytics: overview, last 30 days',
    run: ({ db, propertyId, today }) =>
      analyticsOverview(db, { ...lastDays(today, 30), propertyId }),
    http: ({ today }) => ({ path: 'analytics.overview', input: lastDays(today, 30) }),
  },
  {
    name: 'analytics: overview, last 365 days',
    run: ({ db, propertyId, today }) =>
      analyticsOverview(db, { ...lastDays(today, 365), propertyId }),
    http: ({ today }) => ({ path: 'analytics.overview', input: lastDays(today, 365) }),
  },
  {
    name: 'analytics: revenue by room, last 365 days',
    run: ({ db, propertyId, today }) => unitRevenue(db, { ...lastDays(today, 365), propertyId }),
    http: ({ today }) => ({ path: 'analytics.byRoom', input: lastDays(today, 365) }),
  },
  {
    name: 'analytics: revenue by guest, last 30 days',
    run: ({ db, propertyId, today }) =>
      Promise.all([
        revenueByGuest(db, { ...lastDays(today, 30), propertyId }),
        stayNationalities(db, { ...lastDays(today, 30), propertyId }),
      ]),
    http: ({ today }) => ({ path: 'analytics.byGuest', input: lastDays(today, 30) }),
  },
  {
    name: 'analytics: revenue by guest, last 365 days',
    run: ({ db, propertyId, today }) =>
      Promise.all([
        revenueByGuest(db, { ...lastDays(today, 365), propertyId }),
        stayNationalities(db, { ...lastDays(today, 365), propertyId }),
      ]),
    http: ({ today }) => ({ path: 'analytics.byGuest', input: lastDays(today, 365) }),
  },
  {
    name: '  of which: the cards and revenue by source',
    run: ({ db, propertyId, today }) =>
      summaryAndSources(db, { ...lastDays(today, 365), propertyId }),
  },
  {
    name: '  of which: daily chart series',
    run: ({ db, propertyId, today }) => dailySeries(db, { ...lastDays(today, 365), propertyId }),
  },
  {
    name: '  of which: revenue per room',
    run: ({ db, propertyId, today }) => revenueByUnit(db, { ...lastDays(today, 365), propertyId }),
  },
  {
    name: '  of which: held nights per room and per day',
    run: ({ db, propertyId, today }) =>
      Promise.all([
        unsellableNightsByUnit(db, { ...lastDays(today, 365), propertyId }),
        unsellableUnitsByDay(db, { ...lastDays(today, 365), propertyId }),
      ]),
  },
];
// ── End of measured calls ──────────────────────────────────────────────────────────────────────
