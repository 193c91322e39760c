import { z } from 'zod';
import { addDaysIso, type IsoDate } from './dates';
import {
  isoDateSchema,
  MAX_PRICE_PER_NIGHT,
  optionalEmailSchema,
  PRICE_TOO_HIGH_MESSAGE,
} from './form-fields';
import { GUEST_NAME_MAX_LENGTH, MANUAL_RESERVATION_MESSAGES } from './manual-reservation';
import { digitsOnly } from './phone';
import { staffStayIssues } from './staff-stay';
import { WALK_IN_SOURCE } from './walk-in-source';

/**
 * The quick walk-in: a guest at the desk booked in a few steps (room, dates, one name, how many
 * guests, a way to reach them, the price). The rest of the stay (more guests, nationality, documents) is completed
 * later on the detail page; the stored stay leaves those fields empty.
 */

/** Walk-ins are stored under the create form's "Others" convention, which no user can be linked to. */
export { WALK_IN_SOURCE };

/** Most guests a walk-in books; the room's own limit is the quote's to check. */
export const WALK_IN_MAX_GUESTS = 12;

const WALK_IN_MESSAGES = {
  guestName: 'Please enter the guest name',
  guests: `Please enter the number of guests (1 to ${WALK_IN_MAX_GUESTS})`,
  contact: 'Please enter a phone number or an e-mail address',
  phone: 'Please enter a valid phone number (6 to 15 digits, an optional leading +)',
  source: 'Please choose a booking source',
} as const;

/** A phone as typed at the desk: digits with optional spaces, dashes, brackets and a leading +. */
const PHONE_SHAPE = /^\+?[\d\s()-]*$/;

/** The phone as stored: "+" kept when typed, then its digits; blank stays blank. */
function normalizeWalkInPhone(phone: string): string {
  const digits = digitsOnly(phone);
  if (!digits) return '';
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export const walkInSchema = z
  .object({
    unitId: z.uuid(MANUAL_RESERVATION_MESSAGES.room),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guestName: z
      .string()
      .trim()
      .min(1, WALK_IN_MESSAGES.guestName)
      .max(GUEST_NAME_MAX_LENGTH, MANUAL_RESERVATION_MESSAGES.guestNameLength),
    guests: z
      .number(WALK_IN_MESSAGES.guests)
      .int(WALK_IN_MESSAGES.guests)
      .min(1, WALK_IN_MESSAGES.guests)
      .max(WALK_IN_MAX_GUESTS, WALK_IN_MESSAGES.guests)
      .default(1),
    contactPhone: z
      .string()
      .trim()
      .max(30, WALK_IN_MESSAGES.phone)
      .refine((phone) => PHONE_SHAPE.test(phone), WALK_IN_MESSAGES.phone)
      .refine((phone) => {
        const digits = digitsOnly(phone).length;
        return digits === 0 || (digits >= 6 && digits <= 15);
      }, WALK_IN_MESSAGES.phone)
      .nullish()
      .transform((phone) => normalizeWalkInPhone(phone ?? '')),
    contactEmail: optionalEmailSchema,
    /** A manager's nightly price instead of the quote's (`rates.override`); null: the quote. */
    pricePerNight: z
      .number(MANUAL_RESERVATION_MESSAGES.price)
      .int(MANUAL_RESERVATION_MESSAGES.price)
      .positive(MANUAL_RESERVATION_MESSAGES.price)
      .max(MAX_PRICE_PER_NIGHT, PRICE_TOO_HIGH_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
    source: z.string().trim().min(1, WALK_IN_MESSAGES.source).max(120).default(WALK_IN_SOURCE),
  })
  .superRefine((input, ctx) => {
    for (const issue of staffStayIssues(input)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  })
  .refine(
    // Asked even when another field failed its check, so the form shows every message at once:
    // read the values defensively.
    (input) => {
      const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
      return filled(input.contactPhone) || filled(input.contactEmail);
    },
    { message: WALK_IN_MESSAGES.contact, path: ['contactPhone'], when: () => true },
  );
export type WalkInInput = z.input<typeof walkInSchema>;
export type WalkIn = z.output<typeof walkInSchema>;

/** The dialog's starting dates: tonight, one night. */
export function walkInDefaultDates(today: IsoDate): { checkIn: IsoDate; checkOut: IsoDate } {
  return { checkIn: today, checkOut: addDaysIso(today, 1) };
}
