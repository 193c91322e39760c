import type { LiveChange, LiveEntity, LiveMessage } from '@zamalek/domain/live';

// Pure (no React, no `@/` imports) so the root Vitest config can test it as is.

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
  // Profile names are the sales agents offered as booking sources (reservations.sourceNames).
  profiles: ['users', 'profiles', 'reservations'],
  // Disabling or enabling an account changes the User Management table.
  users: ['users'],
};

/** Every router a live change can touch (refetched after a reconnect, when changes may be lost). */
export const ALL_LIVE_ROUTERS: ReadonlySet<string> = new Set(
  Object.values(LIVE_INVALIDATES).flat(),
);

/**
 * What a live message asks to refresh: the routers a change can affect, or every cached query
 * after a resync (the server's listener was reconnected, so changes may have gone unannounced).
 */
export function refreshFor(message: LiveMessage): 'everything' | readonly string[] {
  return message.kind === 'resync' ? 'everything' : LIVE_INVALIDATES[message.entity];
}

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
