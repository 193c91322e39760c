import { z } from 'zod';
import { isValidIsoDate } from './dates';

/** Field schemas and messages shared by the back-office reservation forms. */

export const INVALID_DATE_MESSAGE = 'Please choose a valid date';
export const CHECK_OUT_AFTER_CHECK_IN_MESSAGE = 'Check-out date must be after check-in date';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const NOTES_MAX_LENGTH = 2000;
/** Far above any real nightly rate; keeps totals well inside the database's integer cents. */
export const MAX_PRICE_PER_NIGHT = 100_000;
export const PRICE_TOO_HIGH_MESSAGE = 'Price per night cannot exceed $100,000';

/** "Nationality is limited to 60 characters": the readable answer to an over-long text. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} is limited to ${max} characters`;

/** The spec's "simple x@y.z shape". */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar date as `yyyy-MM-dd`. */
export const isoDateSchema = z.string().refine(isValidIsoDate, INVALID_DATE_MESSAGE);

/** A stay's two dates, each a real one: public and staff stays add their own bounds to it. */
export const stayDatesShape = z.object({ checkIn: isoDateSchema, checkOut: isoDateSchema });

/**
 * Whether a stay's dates are out of order (check-out on or before check-in). Cross-field rules
 * only speak once both dates are real; otherwise the field's own message suffices.
 */
export function checkOutNotAfterCheckIn(stay: { checkIn: string; checkOut: string }): boolean {
  return (
    isValidIsoDate(stay.checkIn) && isValidIsoDate(stay.checkOut) && stay.checkOut <= stay.checkIn
  );
}

/** Optional e-mail: blank (or absent) becomes "", anything else must have the x@y.z shape. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL_MESSAGE)
  .refine((value) => value === '' || EMAIL_SHAPE.test(value), INVALID_EMAIL_MESSAGE)
  .nullish()
  .transform((value) => value ?? '');

/** Free-text notes: trimmed, at most 2000 characters, "" when absent. */
export const notesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX_LENGTH, `Notes are limited to ${NOTES_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value ?? '');
