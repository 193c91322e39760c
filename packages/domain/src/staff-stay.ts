import { addYears, format, parseISO } from 'date-fns';
import { type IsoDate, isValidIsoDate } from './dates';
import {
  CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  checkOutNotAfterCheckIn,
  stayDatesShape,
} from './form-fields';
import { nightsBetween } from './stays';

/**
 * Bounds on the stays staff create and edit, far beyond any real booking, so a typo (a check-out
 * in 9999, a check-in in 0202) is a readable message and a stay's total (at most 365 nights ×
 * $100,000 = 3.65e9 cents) stays far inside a safe integer. Past stays stay editable back to
 * 2000; check-in may be at most five years ahead.
 */
export const MAX_STAFF_STAY_NIGHTS = 365;
export const EARLIEST_STAFF_CHECK_IN = '2000-01-01';
export const STAFF_BOOKING_HORIZON_YEARS = 5;

export const STAFF_STAY_MESSAGES = {
  tooLong: `Stays are limited to ${MAX_STAFF_STAY_NIGHTS} nights`,
  tooEarly: 'Check-in cannot be before 1 January 2000',
  tooFarAhead: `Check-in cannot be more than ${STAFF_BOOKING_HORIZON_YEARS} years ahead`,
} as const;

interface StayIssue {
  path: 'checkIn' | 'checkOut';
  message: string;
}

const yearsAfter = (date: IsoDate, years: number) =>
  format(addYears(parseISO(date), years), 'yyyy-MM-dd');

/**
 * What is wrong with a staff stay's dates beyond each one being a real date: the order, the
 * length, and a check-in before 2000. Only speaks once both dates are real. How far ahead a stay
 * may start needs the property's today: `staffCheckInHorizonProblem`, asked by the use cases.
 */
export function staffStayIssues(stay: { checkIn: string; checkOut: string }): StayIssue[] {
  const { checkIn, checkOut } = stay;
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return [];
  const issues: StayIssue[] = [];
  if (checkIn < EARLIEST_STAFF_CHECK_IN) {
    issues.push({ path: 'checkIn', message: STAFF_STAY_MESSAGES.tooEarly });
  }
  if (checkOutNotAfterCheckIn(stay)) {
    issues.push({ path: 'checkOut', message: CHECK_OUT_AFTER_CHECK_IN_MESSAGE });
  } else if (nightsBetween(checkIn, checkOut) > MAX_STAFF_STAY_NIGHTS) {
    issues.push({ path: 'checkOut', message: STAFF_STAY_MESSAGES.tooLong });
  }
  return issues;
}

/** A check-in more than five years after the property's `today` (a typo), in words; else null. */
export function staffCheckInHorizonProblem(checkIn: IsoDate, today: IsoDate): string | null {
  if (!isValidIsoDate(checkIn)) return null;
  return checkIn > yearsAfter(today, STAFF_BOOKING_HORIZON_YEARS)
    ? STAFF_STAY_MESSAGES.tooFarAhead
    : null;
}

/** A staff stay on its own (the free-rooms lookup of the create and edit forms). */
export const staffStayDatesSchema = stayDatesShape.superRefine((stay, ctx) => {
  for (const issue of staffStayIssues(stay)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});
