import { addDaysIso, daysBetween, type IsoDate } from './dates';
import type { DisplayStatus } from './display-statuses';
import { isOneOf } from './type-guards';

export const RESERVATION_STATUSES = [
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export { DISPLAY_STATUSES, type DisplayStatus } from './display-statuses';

/**
 * The property's clock — its date and time of day (`HH:mm`), both in its time zone — with the
 * No-Show cut-off it reads arrivals against: a confirmed stay not checked in by `noShowCutoff`
 * (`HH:mm`, property time) the day after its arrival is a No-Show. The cut-off is a property
 * setting (Settings page).
 */
export interface PropertyNow {
  today: IsoDate;
  time: string;
  noShowCutoff: string;
}

/** The cut-off until an admin sets another: noon the day after arrival. */
export const DEFAULT_NO_SHOW_CUTOFF = '12:00';

/** The latest arrival date whose No-Show cut-off has passed at `now`. */
export function latestNoShowArrival(now: PropertyNow): IsoDate {
  const cutOffPassedToday = now.time >= now.noShowCutoff;
  return addDaysIso(now.today, cutOffPassedToday ? -1 : -2);
}

/** Stays are half-open [checkIn, checkOut): the check-out day is free for the next arrival. */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return Math.max(0, daysBetween(checkIn, checkOut));
}

export function staysOverlap(
  a: { checkIn: IsoDate; checkOut: IsoDate },
  b: { checkIn: IsoDate; checkOut: IsoDate },
): boolean {
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut;
}

/**
 * What the screens show for a stay at `now`. The SQL twin (`packages/db/src/queries/display-status.ts`)
 * must agree exactly; a test checks both over a grid of cases.
 */
export function displayStatus(
  status: ReservationStatus,
  checkIn: IsoDate,
  checkOut: IsoDate,
  now: PropertyNow,
): DisplayStatus {
  switch (status) {
    case 'cancelled':
      return 'Cancelled';
    case 'checked_out':
      return 'Checked-Out';
    case 'checked_in':
      return now.today < checkOut ? 'In-House' : 'Due Out';
    case 'confirmed':
      if (now.today < checkIn) return 'Upcoming';
      if (checkIn > latestNoShowArrival(now)) return 'Due In';
      return 'No-Show';
  }
}

/**
 * The edit form's status choices: one per stored status (Due In, Due Out and No-Show follow from
 * the dates), with the status shown now kept in front when it is one of those.
 */
const EDIT_STATUS_CHOICES = ['Upcoming', 'In-House', 'Checked-Out', 'Cancelled'] as const;

export function editStatusChoices(current: DisplayStatus): readonly DisplayStatus[] {
  return isOneOf(EDIT_STATUS_CHOICES, current)
    ? EDIT_STATUS_CHOICES
    : [current, ...EDIT_STATUS_CHOICES];
}

/** The stored status an editor's choice of display status means. */
export function storedStatusFor(display: DisplayStatus): ReservationStatus {
  switch (display) {
    case 'Upcoming':
    case 'Due In':
    case 'No-Show':
      return 'confirmed';
    case 'In-House':
    case 'Due Out':
      return 'checked_in';
    case 'Checked-Out':
      return 'checked_out';
    case 'Cancelled':
      return 'cancelled';
  }
}
