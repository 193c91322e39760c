import {
  STAY_TOO_LONG_MESSAGE,
  stayTooLong,
  stayWindowProblem,
} from '@zamalek/domain/booking-dates';
import { stayIssueText, stayWindowText } from './booking-validation';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** Why the dates cannot be booked (past, too far ahead, too long), or null when they can. */
export function problemWith(stay: Stay, today: string): string | null {
  // Two real dates in order: the address bar's parser (search-params.ts) keeps no others.
  if (stayTooLong(stay)) {
    return stayIssueText({
      path: ['checkOut'],
      message: STAY_TOO_LONG_MESSAGE,
      code: 'custom',
      params: { rule: 'maxNights' },
    });
  }
  const problem = stayWindowProblem(stay, today);
  return problem && stayWindowText(problem);
}

/** The stay in the address bar, when it names both dates. */
export function stayOf(search: { checkIn?: string; checkOut?: string }): Stay | null {
  return search.checkIn && search.checkOut
    ? { checkIn: search.checkIn, checkOut: search.checkOut }
    : null;
}
