import type { AppErrorCode } from '@zamalek/domain/app-errors';
import { appErrorCode, invalidFields, refusalMessage } from '@/lib/errors';

export const BOOKING_FAILED = 'Booking Failed';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export interface BookingFailure {
  /** What the guest reads under "Booking Failed". */
  message: string;
  /** The suite was taken or withdrawn: choose other dates or another suite on step 1. */
  backToDates: boolean;
  /** The rates changed since the price was shown: show the new one on the review step. */
  priceChanged: boolean;
}

/**
 * Refusals that send the guest back to step 1: the suite was just taken or withdrawn, or this
 * request's key was spent on another booking (a fresh choice gets a fresh key).
 */
const BACK_TO_DATES: ReadonlySet<AppErrorCode> = new Set([
  'STAY_TAKEN',
  'SUITE_UNAVAILABLE',
  'BOOKING_REQUEST_REUSED',
  'STAY_NOT_SELLABLE',
]);

/** The server's words for a failed booking, and whether the guest must pick again. */
export function describeBookingFailure(error: unknown): BookingFailure {
  // Invalid input: the server lists a message per field; all of them, once each.
  const fields = invalidFields(error);
  if (fields) {
    const message = [...new Set(Object.values(fields))].join(' ');
    return { message, backToDates: false, priceChanged: false };
  }
  const message = refusalMessage(error);
  if (!message) return { message: SOMETHING_WENT_WRONG, backToDates: false, priceChanged: false };
  const code = appErrorCode(error);
  return {
    message,
    backToDates: code !== undefined && BACK_TO_DATES.has(code),
    priceChanged: code === 'PRICE_CHANGED',
  };
}
