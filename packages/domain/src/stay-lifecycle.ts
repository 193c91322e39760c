import type { AppErrorCode } from './app-errors';
import type { IsoDate } from './dates';
import type { ReservationStatus } from './stays';
import { keysOf } from './type-guards';

/**
 * A stay's lifecycle: the one table of its status changes. Each step goes from one status to
 * another and sets or clears the desk stamps (who and when checked in and out); every status
 * change — the desk's check-in, check-out and undo, the edit form, a channel's cancellation —
 * is one step or a path of steps through this table, so the stamps always agree with the status
 * (the database's `reservations_desk_stamps` check holds it too).
 *
 *   confirmed ──checkIn──▶ checked_in ──checkOut──▶ checked_out
 *       ▲  ◀──undoCheckIn──     ◀──undoCheckOut──
 *    cancel │ reinstate
 *       ▼
 *   cancelled
 */
export const STAY_STEPS = {
  checkIn: { from: 'confirmed', to: 'checked_in' },
  checkOut: { from: 'checked_in', to: 'checked_out' },
  undoCheckIn: { from: 'checked_in', to: 'confirmed' },
  undoCheckOut: { from: 'checked_out', to: 'checked_in' },
  cancel: { from: 'confirmed', to: 'cancelled' },
  reinstate: { from: 'cancelled', to: 'confirmed' },
} as const satisfies Record<string, { from: ReservationStatus; to: ReservationStatus }>;
export type StayStep = keyof typeof STAY_STEPS;

/** What a status change writes: the status, and the stamps it sets ('now') or clears (null). */
export interface StatusChange {
  status: ReservationStatus;
  checkedInAt?: 'now' | null;
  checkedInBy?: string | null;
  checkedOutAt?: 'now' | null;
  checkedOutBy?: string | null;
}

/** The stamps one step sets or clears, by `actorId`. */
function stampsOf(step: StayStep, actorId: string): Omit<StatusChange, 'status'> {
  switch (step) {
    case 'checkIn':
      return { checkedInAt: 'now', checkedInBy: actorId };
    case 'checkOut':
      return { checkedOutAt: 'now', checkedOutBy: actorId };
    case 'undoCheckIn':
      return { checkedInAt: null, checkedInBy: null };
    case 'undoCheckOut':
      return { checkedOutAt: null, checkedOutBy: null };
    case 'cancel':
    case 'reinstate':
      return {};
  }
}

/** One step's change by `actorId`. The caller has asked the step's rule (front-desk.ts). */
export function stepChange(step: StayStep, actorId: string): StatusChange {
  return { status: STAY_STEPS[step].to, ...stampsOf(step, actorId) };
}

const STEP_NAMES = keysOf(STAY_STEPS);

/** The shortest path of steps from one status to another (none when they are the same). */
export function statusPath(from: ReservationStatus, to: ReservationStatus): StayStep[] {
  const paths = new Map<ReservationStatus, StayStep[]>([[from, []]]);
  const queue: ReservationStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const path = paths.get(status) ?? [];
    if (status === to) return path;
    for (const step of STEP_NAMES) {
      const { from: stepFrom, to: next } = STAY_STEPS[step];
      if (stepFrom !== status || paths.has(next)) continue;
      paths.set(next, [...path, step]);
      queue.push(next);
    }
  }
  return [];
}

/**
 * An editor's status change (the detail page's form): the path of steps from the stored status
 * to the chosen one, their stamps merged in order. A path through check-in asks the check-in
 * rule — the guests cannot be in house before their arrival day — so the form cannot record a
 * stay in house that the desk could not check in. Null when the status does not change.
 */
export function editedStatusChange(
  stay: { status: ReservationStatus; checkInDate: IsoDate },
  to: ReservationStatus,
  context: { today: IsoDate; actorId: string },
): StatusChange | AppErrorCode | null {
  const path = statusPath(stay.status, to);
  if (path.length === 0) return null;
  if (path.includes('checkIn') && context.today < stay.checkInDate) return 'NOT_ARRIVED_YET';
  const change: StatusChange = { status: stay.status };
  for (const step of path) Object.assign(change, stepChange(step, context.actorId));
  return change;
}
