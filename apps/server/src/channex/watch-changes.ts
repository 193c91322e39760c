import type { LiveEntity } from '@zamalek/domain/live';
import type { LiveHub } from '../live/hub';
import { CHANNEX_QUIET_MS } from './channex-job';

/** The tables whose writes can queue nights for Channex (their triggers do; migration 0041). */
const QUEUEING: ReadonlySet<LiveEntity> = new Set([
  'reservations',
  'unit_holds',
  'units',
  'rate_seasons',
  'room_types',
  'properties',
]);

/**
 * Asks for a push run once a change that may have queued nights has been quiet long enough: the
 * database queued them with the change itself; this only makes them go out within seconds rather
 * than at the next minute's run.
 */
export function watchChannexChanges(live: LiveHub, clock: () => Date, kick: (at: Date) => void) {
  return live.onChange((change) => {
    if (QUEUEING.has(change.entity)) kick(new Date(clock().getTime() + CHANNEX_QUIET_MS + 500));
  });
}
