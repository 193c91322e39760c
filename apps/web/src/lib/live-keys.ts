import type { LiveChange, LiveEntity } from '@zamalek/domain/live';

/** Which tRPC routers' queries can show data of each changed table. */
export const LIVE_INVALIDATES: Record<LiveEntity, readonly string[]> = {
  reservations: [
    'reservations',
    'units',
    'analytics',
    'guests',
    'dashboard',
    'calendar',
    'myReservations',
  ],
  // Unit names show on the guest rows and on My Reservations too.
  // Rooms feed the occupancy denominators of analytics too.
  units: ['units', 'reservations', 'calendar', 'public', 'guests', 'myReservations', 'analytics'],
  // Profile names show in the User Management table and as the actors of a reservation's history.
  profiles: ['users', 'profiles', 'reservations'],
  // Disabling, enabling or (re)linking an account's sales source changes the User Management
  // table, the booking sources offered (reservations.sourceNames) and that person's My Reservations.
  users: ['users', 'reservations', 'myReservations'],
};

/** Every router a live change can touch (refetched after a reconnect, when changes may be lost). */
export const ALL_LIVE_ROUTERS: ReadonlySet<string> = new Set(
  Object.values(LIVE_INVALIDATES).flat(),
);

/** The routers to refresh for a burst of changes. */
export function routersFor(changes: Iterable<Pick<LiveChange, 'entity'>>): Set<string> {
  const routers = new Set<string>();
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
