import { addDaysIso, type IsoDate } from './dates';
import { nightsBetween } from './stays';

// Free of zod on purpose: the booking wizard's first step checks dates with these, and it is
// part of a first visit to /book (the schemas in booking.ts load with the later steps).

/** Public bookings may start at most this far ahead and last at most this long. */
export const BOOKING_HORIZON_DAYS = 540;
export const MAX_STAY_NIGHTS = 90;
export const STAY_TOO_LONG_MESSAGE = `Stays are limited to ${MAX_STAY_NIGHTS} nights online; please contact us for longer stays`;

/** Whether a stay (two real dates in order) is longer than a public booking may be. */
export function stayTooLong(stay: { checkIn: IsoDate; checkOut: IsoDate }): boolean {
  return nightsBetween(stay.checkIn, stay.checkOut) > MAX_STAY_NIGHTS;
}

/** Why a stay's arrival falls outside the bookable window: before today, or past the horizon. */
export type StayWindowProblem = 'past' | 'beyondHorizon';

export const STAY_WINDOW_MESSAGES: Record<StayWindowProblem, string> = {
  past: 'Check-in date cannot be in the past',
  beyondHorizon: 'Bookings can be made up to 18 months ahead',
};

/** Dates must also fall between today and the booking horizon, in the property's time zone. */
export function stayWindowProblem(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): StayWindowProblem | null {
  if (stay.checkIn < today) return 'past';
  if (stay.checkIn > addDaysIso(today, BOOKING_HORIZON_DAYS)) return 'beyondHorizon';
  return null;
}

/** The words of stayWindowProblem, or null when the dates are bookable. */
export function stayDatesProblem(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate) {
  const problem = stayWindowProblem(stay, today);
  return problem ? STAY_WINDOW_MESSAGES[problem] : null;
}
