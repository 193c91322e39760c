import { z } from 'zod';
import { STAY_TOO_LONG_MESSAGE, stayTooLong } from './booking-dates';
import { isValidIsoDate } from './dates';
import {
  CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  checkOutNotAfterCheckIn,
  stayDatesShape,
  tooLongMessage,
} from './form-fields';
import { guestLanguageSchema } from './guest-language';

export {
  BOOKING_HORIZON_DAYS,
  MAX_STAY_NIGHTS,
  STAY_TOO_LONG_MESSAGE,
  STAY_WINDOW_MESSAGES,
  type StayWindowProblem,
  stayDatesProblem,
  stayTooLong,
  stayWindowProblem,
} from './booking-dates';

const MAX_GUEST_NAME_ROWS = 40;
const ADULTS_MESSAGE = 'Adults must be between 1 and 10';
const CHILDREN_MESSAGE = 'Children must be between 0 and 10';

/**
 * The stay rules past a date's own validity, named in their issues' `params.rule` so the public
 * site can word them in the guest's language without reading the English.
 */
export type StayDatesRule = 'checkOutAfterCheckIn' | 'maxNights';

/** A public stay: two real dates in order, at most MAX_STAY_NIGHTS long. */
export const stayDatesSchema = stayDatesShape.superRefine((stay, ctx) => {
  if (!isValidIsoDate(stay.checkIn) || !isValidIsoDate(stay.checkOut)) return;
  const broken = (rule: StayDatesRule, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message, params: { rule } });
  if (checkOutNotAfterCheckIn(stay)) {
    broken('checkOutAfterCheckIn', CHECK_OUT_AFTER_CHECK_IN_MESSAGE);
  } else if (stayTooLong(stay)) {
    broken('maxNights', STAY_TOO_LONG_MESSAGE);
  }
});

export type StayDates = z.output<typeof stayDatesSchema>;

export const GUEST_NAMES_OVER_GUESTS_MESSAGE = 'There are more guest names than guests';

export const guestDetailsSchema = z
  .object({
    adults: z
      .number(ADULTS_MESSAGE)
      .int(ADULTS_MESSAGE)
      .min(1, 'At least one adult is required')
      .max(10, ADULTS_MESSAGE),
    children: z
      .number(CHILDREN_MESSAGE)
      .int(CHILDREN_MESSAGE)
      .min(0, CHILDREN_MESSAGE)
      .max(10, CHILDREN_MESSAGE),
    guestNames: z
      .array(z.string().trim().max(100, 'Guest names are limited to 100 characters'))
      // Blank rows are dropped below; this only stops an absurd list before it is walked.
      .max(MAX_GUEST_NAME_ROWS, 'At most 15 guest names')
      .transform((names) => names.filter((name) => name.length > 0))
      // The names given, checked as a list so each bound fails with its own issue code.
      .pipe(
        z
          .array(z.string())
          .max(15, 'At most 15 guest names')
          .min(1, 'Please enter at least one guest name'),
      ),
    email: z
      .string()
      .trim()
      .max(254, 'Please enter a valid email address')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
    phone: z
      .string()
      .trim()
      .max(30, 'Please enter a valid phone number')
      .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number')
      .optional()
      .default(''),
    nationality: z
      .string()
      .trim()
      .max(60, tooLongMessage('Nationality', 60))
      .optional()
      .default(''),
    specialRequests: z
      .string()
      .trim()
      .max(1000, 'Special requests are limited to 1000 characters')
      .optional()
      .default(''),
  })
  .superRefine((guest, ctx) => {
    // A name per guest at most: more names than people would be stored as guests nobody counted.
    if (guest.guestNames.length > guest.adults + guest.children) {
      ctx.addIssue({
        code: 'custom',
        path: ['guestNames'],
        message: GUEST_NAMES_OVER_GUESTS_MESSAGE,
        params: { rule: 'namesOverGuests' },
      });
    }
  });

export const publicBookingSchema = z.object({
  unitId: z.uuid('Please choose a suite'),
  stay: stayDatesSchema,
  guest: guestDetailsSchema,
  /**
   * One per submission of the wizard (a random UUID): a repeat with the same key (a double tap,
   * a retry after a lost answer) returns the reservation the first one made. Optional so API
   * clients without one still book.
   */
  idempotencyKey: z.uuid('Please reload the page and try again').optional(),
  /** The language of the wizard: the guest's e-mails are written in it. */
  language: guestLanguageSchema,
  /**
   * The total the guest was shown: if the rates changed since, the booking is refused
   * (PRICE_CHANGED) rather than made at a price the guest never saw. Optional for API clients.
   */
  expectedTotalCents: z.number().int().min(0).max(1_000_000_000).optional(),
});
export type PublicBookingInput = z.input<typeof publicBookingSchema>;
export type PublicBooking = z.output<typeof publicBookingSchema>;
