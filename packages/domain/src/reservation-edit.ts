import { z } from 'zod';
import type { IsoDate } from './dates';
import {
  isoDateSchema,
  MAX_PRICE_PER_NIGHT,
  notesSchema,
  optionalEmailSchema,
  PRICE_TOO_HIGH_MESSAGE,
  tooLongMessage,
} from './form-fields';
import { type Cents, DEFAULT_COMMISSION_RATE, type StayTotals, stayTotals } from './money';
import { staffStayIssues } from './staff-stay';
import { DISPLAY_STATUSES, nightsBetween } from './stays';

/** The reservation detail page's edit form: shared schema and the live recomputation of money. */

export const MAX_GUEST_ENTRIES = 20;

export const RESERVATION_EDIT_MESSAGES = {
  numberOfGuests: 'Number of guests must be at least 1',
  guestNames: 'At least one guest name is required',
  guestNameLength: 'Guest names are limited to 100 characters',
  phone: 'Please enter a valid phone number',
  price: 'Price per night must be 0 or more, with at most 2 decimals',
  commissionRate: 'Commission rate must be between 0 and 100, with at most 1 decimal',
  tooManyGuests: `At most ${MAX_GUEST_ENTRIES} guests`,
} as const;

const M = RESERVATION_EDIT_MESSAGES;

/**
 * Prices are dollars here (the form's unit; store `dollarsToCents`), rates percentages.
 * Stored genders may be "" for children; they are read as null. Blank optional texts become "".
 * The display status chosen is stored as `storedStatusFor(displayStatus)`.
 */
export const reservationEditSchema = z
  .object({
    unitId: z.uuid('Please select a room').nullable(),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    numberOfGuests: z
      .number(M.numberOfGuests)
      .int(M.numberOfGuests)
      .min(1, M.numberOfGuests)
      .max(MAX_GUEST_ENTRIES, M.tooManyGuests),
    guestNames: z
      .array(z.string().trim().max(100, M.guestNameLength))
      .max(MAX_GUEST_ENTRIES, M.tooManyGuests)
      .refine((names) => names.some((name) => name.length > 0), M.guestNames),
    guestGenders: z
      .array(
        z
          .enum(['male', 'female', ''])
          .nullable()
          .transform((gender) => gender || null),
      )
      .max(MAX_GUEST_ENTRIES, M.tooManyGuests)
      .default([]),
    /** Not in the spec's form, accepted so lists stay parallel when a name is removed. */
    guestTypes: z
      .array(z.enum(['adult', 'child']))
      .max(MAX_GUEST_ENTRIES, M.tooManyGuests)
      .optional(),
    guestNationality: z
      .string()
      .trim()
      .max(60, tooLongMessage('Nationality', 60))
      .nullish()
      .transform((value) => value ?? ''),
    contactEmail: optionalEmailSchema,
    contactPhone: z
      .string()
      .trim()
      .max(30, M.phone)
      .regex(/^[+\d\s()-]*$/, M.phone)
      .nullish()
      .transform((value) => value ?? ''),
    /**
     * Null: the stay keeps its price, or is quoted again when its room, dates or guests change.
     * A number different from the stored one is a manager's nightly price (`rates.override`).
     */
    pricePerNight: z
      .number(M.price)
      .min(0, M.price)
      .multipleOf(0.01, M.price)
      .max(MAX_PRICE_PER_NIGHT, PRICE_TOO_HIGH_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
    commissionRate: z
      .number(M.commissionRate)
      .min(0, M.commissionRate)
      .max(100, M.commissionRate)
      .multipleOf(0.1, M.commissionRate)
      .default(DEFAULT_COMMISSION_RATE),
    source: z
      .string()
      .trim()
      .max(120, tooLongMessage('Source', 120))
      .nullish()
      .transform((value) => value ?? ''),
    displayStatus: z.enum(DISPLAY_STATUSES),
    notes: notesSchema,
    channel: z
      .string()
      .trim()
      .max(60, tooLongMessage('Channel', 60))
      .nullish()
      .transform((value) => value ?? ''),
  })
  .superRefine((input, ctx) => {
    for (const issue of staffStayIssues(input)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type ReservationEditInput = z.input<typeof reservationEditSchema>;
export type ReservationEdit = z.output<typeof reservationEditSchema>;

export interface RecomputedStay extends StayTotals {
  nights: number;
}

/** Nights, total, commission and net for the edit form's dates, price and rate. */
export function recomputeStay(input: {
  checkIn: IsoDate;
  checkOut: IsoDate;
  pricePerNightCents: Cents;
  commissionRate: number;
}): RecomputedStay {
  const nights = nightsBetween(input.checkIn, input.checkOut);
  return { nights, ...stayTotals(input.pricePerNightCents, nights, input.commissionRate) };
}

/**
 * Drops blank names and the genders and types at the same positions, so the stored lists stay
 * parallel. A gender or type missing at a kept position becomes null; types only when given.
 */
export function namedGuestLists<G, T>(lists: {
  guestNames: readonly string[];
  guestGenders?: readonly (G | null)[];
  guestTypes?: readonly T[];
}): { guestNames: string[]; guestGenders: (G | null)[]; guestTypes?: (T | null)[] } {
  const kept = lists.guestNames
    .map((name, index) => ({ name: name.trim(), index }))
    .filter((entry) => entry.name.length > 0);
  const guestNames = kept.map((entry) => entry.name);
  const guestGenders = kept.map((entry) => lists.guestGenders?.[entry.index] ?? null);
  const types = lists.guestTypes;
  if (!types) return { guestNames, guestGenders };
  return { guestNames, guestGenders, guestTypes: kept.map((entry) => types[entry.index] ?? null) };
}
