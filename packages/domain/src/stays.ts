import { daysBetween, type IsoDate } from './dates';

export const RESERVATION_STATUSES = [
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const DISPLAY_STATUSES = ['Upcoming', 'In-House', 'Checked-Out', 'Cancelled'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

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

export function displayStatus(
  status: ReservationStatus,
  checkIn: IsoDate,
  checkOut: IsoDate,
  today: IsoDate,
): DisplayStatus {
  switch (status) {
    case 'cancelled':
      return 'Cancelled';
    case 'checked_out':
      return 'Checked-Out';
    case 'checked_in':
      return 'In-House';
    case 'confirmed':
      if (today < checkIn) return 'Upcoming';
      if (today < checkOut) return 'In-House';
      return 'Checked-Out';
  }
}

/** The stored status an editor's choice of display status means. */
export function storedStatusFor(display: DisplayStatus): ReservationStatus {
  switch (display) {
    case 'Upcoming':
      return 'confirmed';
    case 'In-House':
      return 'checked_in';
    case 'Checked-Out':
      return 'checked_out';
    case 'Cancelled':
      return 'cancelled';
  }
}
