import type { AppErrorCode } from '@zamalek/domain/app-errors';
import { appErrorCode, invalidFields, refusalMessage } from '@/lib/errors';
import { currentLang, type MessageId, t } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/language';
import { fieldProblemText } from './booking-validation';

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
 * Every refusal the wizard's calls (availability, quote, book) can answer with, and its words in
 * the booking catalogue. English shows the server's own message (some carry details: the suite's
 * capacity, the stay rule broken); the English catalogue holds the codes' standard words, which
 * the tests keep equal to the server's. Arabic words the code; for a stay rule the refreshed list
 * of step 1 then shows the rule itself.
 */
export const REFUSAL_WORDS = {
  STAY_TAKEN: 'refusal.STAY_TAKEN',
  SUITE_UNAVAILABLE: 'refusal.SUITE_UNAVAILABLE',
  TOO_MANY_GUESTS: 'refusal.TOO_MANY_GUESTS',
  INVALID_STAY: 'refusal.INVALID_STAY',
  STAY_NOT_SELLABLE: 'refusal.STAY_NOT_SELLABLE',
  PRICE_CHANGED: 'refusal.PRICE_CHANGED',
  BOOKING_REQUEST_REUSED: 'refusal.BOOKING_REQUEST_REUSED',
  TOO_MANY_BOOKINGS: 'refusal.TOO_MANY_BOOKINGS',
  TOO_MANY_FAILED_BOOKINGS: 'refusal.TOO_MANY_FAILED_BOOKINGS',
  CONTROL_CHARACTERS: 'refusal.CONTROL_CHARACTERS',
  DATABASE_UNAVAILABLE: 'refusal.DATABASE_UNAVAILABLE',
  PROPERTY_NOT_OPEN: 'refusal.PROPERTY_NOT_OPEN',
  PROPERTY_REQUIRED: 'refusal.PROPERTY_REQUIRED',
} as const satisfies Partial<Record<AppErrorCode, MessageId>>;

const GENERIC: MessageId = 'refusal.generic';

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

function refusalWords(code: AppErrorCode | undefined): MessageId {
  const words: Partial<Record<AppErrorCode, MessageId>> = REFUSAL_WORDS;
  return (code && words[code]) ?? GENERIC;
}

/** The server's words for a failed booking (in the page's language), and whether to pick again. */
export function describeBookingFailure(error: unknown, lang: Lang = currentLang()): BookingFailure {
  // Invalid input: the server lists a message per field; all of them, once each.
  const fields = invalidFields(error);
  if (fields) {
    const messages = Object.entries(fields).map(([path, message]) =>
      fieldProblemText(path, { message }, lang),
    );
    return { message: [...new Set(messages)].join(' '), backToDates: false, priceChanged: false };
  }
  const message = refusalMessage(error);
  if (!message) {
    const generic = lang === 'en' ? SOMETHING_WENT_WRONG : t(GENERIC);
    return { message: generic, backToDates: false, priceChanged: false };
  }
  const code = appErrorCode(error);
  return {
    message: lang === 'en' ? message : t(refusalWords(code)),
    backToDates: code !== undefined && BACK_TO_DATES.has(code),
    priceChanged: code === 'PRICE_CHANGED',
  };
}
