import type { LiveChange, LiveEntity } from '@zamalek/domain/live';
import { isOneOf } from '@zamalek/domain/type-guards';
import type { RouterName, RouterOutputs } from '@/lib/router-types';

/** A query procedure's path, e.g. 'reservations.byId' (type-checked against the router). */
type ProcedurePath = {
  [R in RouterName]: `${R}.${keyof RouterOutputs[R] & string}`;
}[RouterName];

/**
 * Which tRPC routers' queries can show data of each changed table. Typed against the router, so
 * a renamed or removed router is a type error here (the dashboard and calendar read
 * `reservations.*` and `units.*`).
 */
export const LIVE_INVALIDATES: Record<LiveEntity, readonly RouterName[]> = {
  // The day close lists the day's departures and the stays that never came.
  // The Registrations page's arrivals (registrationArrivals) list the day's stays.
  reservations: [
    'reservations',
    'units',
    'analytics',
    'guests',
    'myReservations',
    'dayClose',
    'registrationArrivals',
  ],
  // Unit names show on the guest rows and on My Reservations too.
  // Rooms feed the occupancy denominators of analytics too.
  units: ['units', 'reservations', 'public', 'guests', 'myReservations', 'analytics'],
  // Profile names show in the User Management table and as the actors of a reservation's history.
  profiles: ['users', 'reservations'],
  // Disabling, enabling or (re)linking an account's sales source changes the User Management
  // table, the booking sources offered (reservations.sourceNames) and that person's My Reservations.
  users: ['users', 'reservations', 'myReservations'],
  // The No-Show cut-off changes the status every screen shows (and public.today carries it).
  // Weekend nights change the rate calendar's weekend rates.
  properties: ['settings', 'public', 'reservations', 'guests', 'myReservations', 'rateCalendar'],
  // A role's permissions: the Settings page (the holders' own sessions refresh when their
  // sockets are closed and re-opened).
  role_capabilities: ['settings'],
  // Holds show on the calendars (reservations.calendar), take rooms out of the free rooms offered
  // to staff and guests, and leave the analytics' available room-nights.
  unit_holds: ['reservations', 'units', 'public', 'analytics'],
  // A room's reported problem shows on the housekeeping board (units.housekeepingBoard).
  room_problems: ['units'],
  // Channel conflicts: the Channels page and the dashboard's badge (channels.conflictCount).
  channel_conflicts: ['channels'],
  // Rates, discounts and taxes change every quote: the public site's prices and the staff forms'.
  // The rate calendar (rateCalendar.*) shows seasons and room-type discounts.
  rate_seasons: ['public', 'reservations', 'rateCalendar'],
  // A room type's name shows on the rooms, calendars and reports; its words and photos on the
  // public site and the Presentation page; its discounts and base rate in every quote.
  room_types: ['public', 'reservations', 'rateCalendar', 'presentations', 'units', 'analytics'],
  price_charges: ['public', 'reservations', 'settings'],
  // A posting or a folio closed: the stay's folio wherever it is open, the day close's report,
  // the commission owed (nights charged, payouts) and Analytics (they read the nights charged).
  journals: ['folios', 'dayClose', 'cash', 'commissions', 'analytics'],
  folios: ['folios'],
  // A drawer opened or handed over: the Cash page (cash money also arrives as journals).
  cash_drawers: ['cash'],
  // The extras the desk posts (the charge form) and Settings' list of them.
  folio_extras: ['folios', 'settings'],
  // A guest registered, signed or added an ID photo (at the desk or from the link): the
  // reservation's Registration card and the Registrations page's arrivals.
  guest_registrations: ['registrations', 'registrationArrivals'],
  registration_id_photos: ['registrations'],
};

/** Every router a live change can touch (refetched after a reconnect, when changes may be lost). */
export const ALL_LIVE_ROUTERS: ReadonlySet<RouterName> = new Set(
  Object.values(LIVE_INVALIDATES).flat(),
);

/**
 * Queries of an invalidated router that cannot show the changed table: left alone. (The room and
 * source choices of the reservation forms read rooms and users, never stays.)
 */
const UNAFFECTED: Partial<Record<LiveEntity, readonly ProcedurePath[]>> = {
  reservations: ['reservations.unitOptions', 'reservations.sourceNames'],
};

/**
 * Queries that show one row of the changed table, named by their input's `id`: refreshed only
 * when that row changed (another reservation's change leaves an open detail page alone).
 */
const ONE_ROW: Partial<Record<LiveEntity, readonly ProcedurePath[]>> = {
  reservations: ['reservations.byId'],
};

/**
 * Whether a burst of changes makes a cached query stale: its router can show a changed table,
 * it is not one of the router's queries that cannot, and if it shows one row of that table, that
 * row is among the changed ones.
 */
export function isAffected(
  changes: Iterable<Pick<LiveChange, 'entity' | 'id'>>,
  queryKey: readonly unknown[],
): boolean {
  const router = routerOf(queryKey);
  if (router === undefined) return false;
  const procedure = procedureOf(queryKey);
  for (const change of changes) {
    if (!isOneOf(LIVE_INVALIDATES[change.entity], router)) continue;
    if (procedure && isOneOf(UNAFFECTED[change.entity] ?? [], procedure)) continue;
    if (
      procedure &&
      isOneOf(ONE_ROW[change.entity] ?? [], procedure) &&
      idOf(queryKey) !== change.id
    ) {
      continue;
    }
    return true;
  }
  return false;
}

/** 'router.procedure' of a tRPC query key, e.g. 'reservations.byId'. */
export function procedureOf(queryKey: readonly unknown[]): string | undefined {
  const path = queryKey[0];
  return Array.isArray(path) && path.every((part) => typeof part === 'string')
    ? path.join('.')
    : undefined;
}

/** The `id` of a tRPC query key's input ([path, { input: { id }, type }]), if it has one. */
function idOf(queryKey: readonly unknown[]): unknown {
  const options = queryKey[1];
  if (typeof options !== 'object' || options === null || !('input' in options)) return undefined;
  const input = options.input;
  return typeof input === 'object' && input !== null && 'id' in input ? input.id : undefined;
}

/** tRPC query keys look like [['reservations', 'list'], { input, type }]: the router's name. */
export function routerOf(queryKey: readonly unknown[]): string | undefined {
  const path = queryKey[0];
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : undefined;
}
