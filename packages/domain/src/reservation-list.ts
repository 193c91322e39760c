import { DISPLAY_STATUSES, type DisplayStatus } from './stays';

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

/** The status filter's choices: the stored "confirmed" and every display status. */
export const LIST_STATUS_FILTERS = ['confirmed', ...DISPLAY_STATUSES] as const satisfies readonly (
  | DisplayStatus
  | 'confirmed'
)[];
export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];
