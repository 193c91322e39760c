import type { LiveChange, LiveEntity, LiveMessage } from '@zamalek/domain/live';
import type { RouterName } from '@/lib/router-types';

/**
 * Which tRPC routers' queries can show data of each changed table. Typed against the router, so
 * a renamed or removed router is a type error here (the dashboard and calendar read
 * `reservations.*` and `units.*`).
 */
export const LIVE_INVALIDATES: Record<LiveEntity, readonly RouterName[]> = {
  reservations: ['reservations', 'units', 'analytics', 'guests', 'myReservations'],
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
  property_settings: [
    'settings',
    'public',
    'reservations',
    'guests',
    'myReservations',
    'rateCalendar',
  ],
  // A role's permissions: the Settings page (the holders' own sessions refresh when their
  // sockets are closed and re-opened).
  role_capabilities: ['settings'],
  // Holds show on the calendars (reservations.calendar), take rooms out of the free rooms offered
  // to staff and guests, and leave the analytics' available room-nights.
  unit_holds: ['reservations', 'units', 'public', 'analytics'],
  // Channel conflicts: the Channels page and the dashboard's badge (channels.conflictCount).
  channel_conflicts: ['channels'],
  // Rates, discounts and taxes change every quote: the public site's prices and the staff forms'.
  // The rate calendar (rateCalendar.*) shows seasons and room-type discounts.
  rate_seasons: ['public', 'reservations', 'rateCalendar'],
  unit_type_pricing: ['public', 'reservations', 'rateCalendar'],
  price_charges: ['public', 'reservations', 'settings'],
};

/** Every router a live change can touch (refetched after a reconnect, when changes may be lost). */
export const ALL_LIVE_ROUTERS: ReadonlySet<RouterName> = new Set(
  Object.values(LIVE_INVALIDATES).flat(),
);

/**
 * What a live message asks to refresh: the routers a change can affect, or every cached query
 * after a resync (the server's listener was reconnected, so changes may have gone unannounced).
 */
export function refreshFor(message: LiveMessage): 'everything' | readonly RouterName[] {
  return message.kind === 'resync' ? 'everything' : LIVE_INVALIDATES[message.entity];
}

/** The routers to refresh for a burst of changes. */
export function routersFor(changes: Iterable<Pick<LiveChange, 'entity'>>): Set<RouterName> {
  const routers = new Set<RouterName>();
  for (const change of changes) {
    for (const router of LIVE_INVALIDATES[change.entity]) routers.add(router);
  }
  return routers;
}

/** tRPC query keys look like [['reservations', 'list'], { input, type }]: the router's name. */
export function routerOf(queryKey: readonly unknown[]): string | undefined {
  const path = queryKey[0];
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : undefined;
}
