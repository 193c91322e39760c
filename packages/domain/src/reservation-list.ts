import { DISPLAY_STATUSES, type DisplayStatus } from './display-statuses';

/** Columns of All Reservations that sort on the server (every one of the 13). */
export const RESERVATION_SORT_KEYS = [
  'unit',
  'guestNames',
  'checkIn',
  'checkOut',
  'nights',
  'guests',
  'nationality',
  'status',
  'source',
  'pricePerNight',
  'total',
  'reference',
  'createdAt',
] as const;
export type ReservationSortKey = (typeof RESERVATION_SORT_KEYS)[number];

/** Columns that are money: not shown, nor sorted on, for readers who do not see it. */
export const MONEY_SORT_KEYS: readonly ReservationSortKey[] = ['pricePerNight', 'total'];

/**
 * The status filter's choices: exactly the display statuses the list shows (the stored statuses
 * are not offered; "confirmed" spans Upcoming, Due In and No-Show).
 */
export const LIST_STATUS_FILTERS = DISPLAY_STATUSES;
export type ListStatusFilter = DisplayStatus;
