import { z } from 'zod';
import { SOURCE_BOOKING_COM, SOURCE_KSS, SOURCE_OTHERS } from './manual-reservation';

/**
 * A user's sales source: the booking source they sell under, linked by an admin. My Reservations
 * shows a user the stays whose source is exactly their link, so a link is explicit (sign-up never
 * grants one), unique in any case, and never one of the channels the system books under itself.
 */

export const SALES_SOURCE_MAX_LENGTH = 120;

/** The public site's own source (stays booked online). */
export const SOURCE_DIRECT_WEBSITE = 'Direct Website';

/**
 * Sources and channel names the system itself writes or offers: the website, the online travel
 * agencies, the house (KSS), the manual channel and "Others". Nobody sells under these.
 */
export const RESERVED_SALES_SOURCES: readonly string[] = [
  SOURCE_DIRECT_WEBSITE,
  'Website',
  SOURCE_BOOKING_COM,
  'Airbnb',
  SOURCE_KSS,
  'Manual',
  SOURCE_OTHERS,
];

export const SALES_SOURCE_MESSAGES = {
  reserved:
    'This is a booking channel the system uses itself (the website, Booking.com, Airbnb, KSS or Others); it cannot be linked to a user.',
  taken: 'This booking source is already linked to another user.',
  tooLong: `A booking source is limited to ${SALES_SOURCE_MAX_LENGTH} characters.`,
} as const;

/** Trimmed, inner runs of white space as one space: the spelling a link is stored and compared in. */
export function normalizeSalesSource(source: string): string {
  return source.trim().replace(/\s+/g, ' ');
}

function comparable(source: string): string {
  return normalizeSalesSource(source).toLowerCase();
}

/** Whether two spellings name the same source (the database's unique index ignores case too). */
export function sameSalesSource(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

/**
 * Reserved: a listed channel in any case, "Others - …" (how the create form stores a specified
 * other source) and anything containing "booking" (the system treats those as Booking.com: its
 * commission rate and the calendar's colour).
 */
export function isReservedSalesSource(source: string): boolean {
  const value = comparable(source);
  return (
    RESERVED_SALES_SOURCES.some((reserved) => comparable(reserved) === value) ||
    /^others\s*-/.test(value) ||
    value.includes('booking')
  );
}

type SalesSourceProblem = 'reserved' | 'taken';

/**
 * Why `source` cannot be linked, given the links other users already hold; null when it can.
 * An empty link (none) is always fine.
 */
export function salesSourceProblem(
  source: string | null,
  otherUsersLinks: readonly string[],
): SalesSourceProblem | null {
  if (source === null || normalizeSalesSource(source) === '') return null;
  if (isReservedSalesSource(source)) return 'reserved';
  if (otherUsersLinks.some((link) => sameSalesSource(link, source))) return 'taken';
  return null;
}

/**
 * The Users dialogs' field: blank means "not linked" (null); otherwise the normalised name. The
 * reserved and duplicate rules are the server's (`salesSourceProblem`), answered with their own
 * error codes.
 */
export const salesSourceSchema = z
  .string()
  .max(SALES_SOURCE_MAX_LENGTH * 2, SALES_SOURCE_MESSAGES.tooLong)
  .nullish()
  .transform((value) => (value ? normalizeSalesSource(value) : ''))
  .refine((value) => value.length <= SALES_SOURCE_MAX_LENGTH, SALES_SOURCE_MESSAGES.tooLong)
  .transform((value) => (value === '' ? null : value));
