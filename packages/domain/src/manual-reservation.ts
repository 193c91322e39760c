import { z } from 'zod';
import { emailSchema } from './auth';
import type { IsoDate } from './dates';
import {
  CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  isoDateSchema,
  MAX_PRICE_PER_NIGHT,
  notesSchema,
  PRICE_TOO_HIGH_MESSAGE,
  tooLongMessage,
} from './form-fields';
import type { Gender, GuestType } from './marriage';
import { isPhoneCode } from './phone';
import { staffCheckInHorizonProblem, staffStayIssues } from './staff-stay';

/** The Create Reservation dialog: its shared schema (web form and tRPC procedure) and rules. */

export const SOURCE_KSS = 'KSS';
export const SOURCE_BOOKING_COM = 'Booking.com';
export const SOURCE_OTHERS = 'Others';

export const ID_TYPES = ['id', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 10;
export const GUEST_NAME_MAX_LENGTH = 100;
export const REQUIRED_FIELDS_TOAST_MS = 6000;

export const MANUAL_RESERVATION_MESSAGES = {
  room: 'Please select a room',
  checkInPast: 'Check-in date cannot be in the past',
  checkOutAfterCheckIn: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  adults: `Adults must be between 1 and ${MAX_ADULTS}`,
  children: `Children must be between 0 and ${MAX_CHILDREN}`,
  guestName: 'Please enter at least one guest name',
  guestNameLength: `Guest names are limited to ${GUEST_NAME_MAX_LENGTH} characters`,
  gender: 'Please select a gender for every adult guest',
  nationality: 'Please select a nationality',
  idFront: 'Please upload the ID front or passport image',
  idBack: 'Please upload the ID back image',
  marriageCertificate: 'A marriage certificate is required for this booking',
  email: INVALID_EMAIL_MESSAGE,
  phoneCode: 'Please choose a country code',
  phoneNumber: 'Please enter a valid phone number (6 to 15 digits)',
  source: 'Please choose a booking source',
  sourceSpecification: 'Please specify the booking source',
  price: 'Price per night must be a whole number',
} as const;

const M = MANUAL_RESERVATION_MESSAGES;

/** "Others" plus its specification is stored as "Others - text"; any other choice as itself. */
export function composeSource(choice: string, specification: string | null | undefined): string {
  const text = (specification ?? '').trim();
  if (choice === SOURCE_OTHERS) return text ? `${SOURCE_OTHERS} - ${text}` : SOURCE_OTHERS;
  return choice;
}

/** The reverse of composeSource, for forms that reopen a stored source. */
export function splitSource(source: string | null | undefined): {
  choice: string;
  specification: string;
} {
  const value = (source ?? '').trim();
  const prefix = `${SOURCE_OTHERS} - `;
  if (value.startsWith(prefix)) {
    return { choice: SOURCE_OTHERS, specification: value.slice(prefix.length).trim() };
  }
  return { choice: value, specification: '' };
}

/**
 * The source select: the sales sources admins linked to users (sorted, unique, non-blank), then
 * KSS, Booking.com, Others. Never every profile's name: a stranger who signs up is no source.
 */
export function sourceChoices(linkedSources: readonly (string | null | undefined)[]): string[] {
  const fixed = [SOURCE_KSS, SOURCE_BOOKING_COM, SOURCE_OTHERS];
  const names = [
    ...new Set(linkedSources.map((name) => (name ?? '').trim()).filter((name) => name.length > 0)),
  ]
    .filter((name) => !fixed.includes(name))
    .sort((a, b) => a.localeCompare(b, 'en'));
  return [...names, ...fixed];
}

export const manualGuestSchema = z.object({
  name: z.string().trim().max(GUEST_NAME_MAX_LENGTH, M.guestNameLength),
  type: z.enum(['adult', 'child']),
  gender: z.enum(['male', 'female']).nullable(),
});

/** Guests whose name is not blank: the ones stored; rows left blank in the dialog are dropped. */
export function namedGuests<T extends { name?: string | null }>(guests: readonly T[]): T[] {
  return guests.filter((guest) => (guest.name ?? '').trim().length > 0);
}

/**
 * The dialog's fields. Blank guest rows are kept in the output so error paths match the form's
 * rows; store `namedGuests(guests)`. The source is stored as `composeSource(source, sourceSpecification)`.
 * Check-in in the past or too far ahead needs the property's today: see `checkInProblem`.
 */
export const manualReservationSchema = z
  .object({
    unitId: z.uuid(M.room),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    adults: z.number().int(M.adults).min(1, M.adults).max(MAX_ADULTS, M.adults),
    children: z.number().int(M.children).min(0, M.children).max(MAX_CHILDREN, M.children),
    guests: z
      .array(manualGuestSchema)
      .max(MAX_ADULTS + MAX_CHILDREN, `At most ${MAX_ADULTS + MAX_CHILDREN} guests`)
      .refine((guests) => namedGuests(guests).length > 0, M.guestName),
    nationality: z.string().trim().min(1, M.nationality).max(60, tooLongMessage('Nationality', 60)),
    idType: z.enum(ID_TYPES),
    // A reservation taken by phone for later has no scans yet: they are completed on the stay's
    // page before or at check-in.
    documents: z.object({
      idFront: z.uuid(M.idFront).nullable(),
      idBack: z.uuid(M.idBack).nullable(),
      marriageCertificate: z.uuid(M.marriageCertificate).nullable(),
    }),
    contactEmail: emailSchema,
    phoneCode: z.string().refine(isPhoneCode, M.phoneCode),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\d{6,15}$/, M.phoneNumber),
    source: z.string().trim().min(1, M.source).max(120, tooLongMessage('Booking source', 120)),
    sourceSpecification: z
      .string()
      .trim()
      .max(120, tooLongMessage('Source specification', 120))
      .default(''),
    /** A manager's nightly price instead of the quote's (`rates.override`); null: the quote. */
    pricePerNight: z
      .number(M.price)
      .int(M.price)
      .positive(M.price)
      .max(MAX_PRICE_PER_NIGHT, PRICE_TOO_HIGH_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
    notes: notesSchema,
  })
  .superRefine((input, ctx) => {
    // Runs even when a field has failed a check (zod 4), so read values defensively.
    for (const issue of staffStayIssues(input)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
    // An ID card's front without its back is half a document.
    if (input.idType === 'id' && input.documents.idFront && !input.documents.idBack) {
      ctx.addIssue({ code: 'custom', path: ['documents', 'idBack'], message: M.idBack });
    }
    if (input.source === SOURCE_OTHERS && !input.sourceSpecification.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['sourceSpecification'],
        message: M.sourceSpecification,
      });
    }
  });
export type ManualReservationInput = z.input<typeof manualReservationSchema>;
export type ManualReservation = z.output<typeof manualReservationSchema>;

/**
 * A new stay's check-in may not be before the property's today (`services.today`, the web's
 * `public.today`), nor more than five years after it.
 */
export function checkInProblem(checkIn: IsoDate, today: IsoDate): string | null {
  return checkIn < today ? M.checkInPast : staffCheckInHorizonProblem(checkIn, today);
}

/** The labels of the missing-fields toast, in the spec's order. */
export const REQUIRED_FIELD_LABELS = {
  checkIn: 'Check-in date',
  checkOut: 'Check-out date',
  room: 'Room',
  guestName: 'Guest name',
  guestType: 'Guest type',
  gender: 'Gender',
  nationality: 'Nationality',
  idFront: 'ID front image',
  passport: 'Passport image',
  idBack: 'ID back image',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  source: 'Booking source',
  sourceSpecification: 'Source specification',
  marriageCertificate: 'Marriage certificate',
} as const;

/** The dialog's state while it is being filled in: anything may still be empty. */
export interface ManualReservationDraft {
  checkIn?: string | null;
  checkOut?: string | null;
  unitId?: string | null;
  adults?: number | null;
  guests?: ReadonlyArray<{
    name?: string | null;
    type?: GuestType | null;
    gender?: Gender | null;
  }> | null;
  nationality?: string | null;
  idType?: IdType | null;
  documents?: {
    idFront?: string | null;
    idBack?: string | null;
    marriageCertificate?: string | null;
  } | null;
  contactEmail?: string | null;
  phoneNumber?: string | null;
  source?: string | null;
  sourceSpecification?: string | null;
  pricePerNight?: number | null;
}

function blank(value: string | null | undefined): boolean {
  return !value?.trim();
}

/**
 * The human labels of what is still missing, in the spec's order, for
 * `requiredFieldsMessage`. Only absence is reported here; wrong values (a past date, a bad
 * e-mail, a price of 0) are the schema's messages.
 */
export function missingRequiredFields(draft: ManualReservationDraft): string[] {
  const L = REQUIRED_FIELD_LABELS;
  const missing: string[] = [];
  const guests = namedGuests(draft.guests ?? []);
  const documents = draft.documents ?? {};
  const idType = draft.idType ?? 'id';

  if (blank(draft.checkIn)) missing.push(L.checkIn);
  if (blank(draft.checkOut)) missing.push(L.checkOut);
  if (blank(draft.unitId)) missing.push(L.room);
  if (guests.length === 0) missing.push(L.guestName);
  if (guests.some((guest) => !guest.type)) missing.push(L.guestType);
  if (blank(draft.nationality)) missing.push(L.nationality);
  if (idType === 'id' && !blank(documents.idFront) && blank(documents.idBack)) {
    missing.push(L.idBack);
  }
  if (blank(draft.contactEmail)) missing.push(L.contactEmail);
  if (blank(draft.phoneNumber)) missing.push(L.contactPhone);
  if (blank(draft.source)) missing.push(L.source);
  if (draft.source === SOURCE_OTHERS && blank(draft.sourceSpecification)) {
    missing.push(L.sourceSpecification);
  }
  return missing;
}

/** "Please complete the following required fields: Room, Nationality" (shown for 6 seconds). */
export function requiredFieldsMessage(missing: readonly string[]): string {
  return `Please complete the following required fields: ${missing.join(', ')}`;
}

/** Adults + children, or the number of non-empty names when any exist. */
export function guestCount(
  adults: number,
  children: number,
  names: readonly (string | null | undefined)[],
): number {
  const named = names.filter((name) => (name ?? '').trim().length > 0).length;
  return named > 0 ? named : adults + children;
}
