import type { IsoDate } from '@zamalek/domain/dates';
import {
  checkInProblem,
  guestCount,
  type IdType,
  type ManualReservationInput,
  manualReservationSchema,
  missingRequiredFields,
  namedGuests,
  requiredFieldsMessage,
  SOURCE_OTHERS,
} from '@zamalek/domain/manual-reservation';
import { type Gender, type GuestType, requiresMarriageCertificate } from '@zamalek/domain/marriage';
import { DEFAULT_PHONE_CODE, internationalPhone, PHONE_COUNTRY_CODES } from '@zamalek/domain/phone';
import type { FieldPath } from 'react-hook-form';
import type { FormCheck } from '@/components/form/schema-resolver';
import { quoteRequestOf } from '@/components/stay-quote/quote-request';

export interface GuestEntry {
  name: string;
  type: GuestType;
  gender: Gender | null;
}

/** The dialog's state while it is filled in. Prices are typed text until submitted. */
export interface CreateFormValues {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  unitId: string;
  adults: number;
  children: number;
  guests: GuestEntry[];
  nationality: string;
  idType: IdType;
  documents: { idFront: string | null; idBack: string | null; marriageCertificate: string | null };
  contactEmail: string;
  /** The country chosen for the calling code (+1 and +7 serve two countries each). */
  phoneCountry: string;
  phoneNumber: string;
  source: string;
  sourceSpecification: string;
  /** A manager's nightly price instead of the quote's (`rates.override`); off: the quote. */
  overridePrice: boolean;
  pricePerNight: string;
  notes: string;
}

export const DEFAULT_PHONE_COUNTRY =
  PHONE_COUNTRY_CODES.find((entry) => entry.code === DEFAULT_PHONE_CODE)?.country ?? 'Egypt';

export function phoneCodeOf(country: string): string {
  return PHONE_COUNTRY_CODES.find((entry) => entry.country === country)?.code ?? DEFAULT_PHONE_CODE;
}

export function emptyCreateForm(): CreateFormValues {
  return {
    checkIn: '',
    checkOut: '',
    unitId: '',
    adults: 1,
    children: 0,
    guests: [{ name: '', type: 'adult', gender: null }],
    nationality: '',
    idType: 'id',
    documents: { idFront: null, idBack: null, marriageCertificate: null },
    contactEmail: '',
    phoneCountry: DEFAULT_PHONE_COUNTRY,
    phoneNumber: '',
    source: '',
    sourceSpecification: '',
    overridePrice: false,
    pricePerNight: '',
    notes: '',
  };
}

/**
 * One row per guest: the first `adults` rows are adults, the rest children. Names and genders
 * typed so far stay at their positions; a row that becomes a child loses its gender.
 */
export function resizeGuestRows(
  rows: readonly GuestEntry[],
  adults: number,
  children: number,
): GuestEntry[] {
  return Array.from({ length: adults + children }, (_, index) => {
    const type: GuestType = index < adults ? 'adult' : 'child';
    const previous = rows[index];
    return {
      name: previous?.name ?? '',
      type,
      gender: type === 'adult' ? (previous?.gender ?? null) : null,
    };
  });
}

/** The spec's rule, read from the rows that have a name (as the server reads it). */
export function needsMarriageCertificate(
  values: Pick<CreateFormValues, 'adults' | 'nationality' | 'guests'>,
): boolean {
  return requiresMarriageCertificate({
    adults: values.adults,
    nationality: values.nationality,
    guests: namedGuests(values.guests),
  });
}

/** "" or anything not a number is no price at all. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The manager's nightly price when the override is on (NaN: typed wrong), else null: the quote. */
function overriddenPrice(values: CreateFormValues): number | null {
  return values.overridePrice ? (parsePrice(values.pricePerNight) ?? Number.NaN) : null;
}

/** The quote to show for the dialog's answers (guests counted as the server counts them). */
export function createQuoteRequest(values: CreateFormValues) {
  return quoteRequestOf(
    {
      unitId: values.unitId,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: guestCount(
        values.adults,
        values.children,
        values.guests.map((guest) => guest.name),
      ),
    },
    { on: values.overridePrice, text: values.pricePerNight, decimals: 0 },
  );
}

/**
 * Save stays disabled until dates, room, the first guest's name, nationality, e-mail, phone and
 * source are filled (the price is the quote's); anything else missing is listed on submit.
 */
export function canSave(values: CreateFormValues): boolean {
  return Boolean(
    values.checkIn &&
      values.checkOut &&
      values.unitId &&
      values.guests[0]?.name.trim() &&
      values.nationality &&
      values.contactEmail.trim() &&
      values.phoneNumber &&
      values.source,
  );
}

function phoneOf(values: CreateFormValues): { phoneCode: string; phoneNumber: string } {
  const typed = internationalPhone(values.phoneNumber);
  return typed
    ? { phoneCode: typed.code, phoneNumber: typed.number }
    : { phoneCode: phoneCodeOf(values.phoneCountry), phoneNumber: values.phoneNumber };
}

/** The procedure's input: documents the choices no longer call for are left out. */
export function toManualReservationInput(values: CreateFormValues): ManualReservationInput {
  const certificate = needsMarriageCertificate(values);
  return {
    unitId: values.unitId,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    adults: values.adults,
    children: values.children,
    guests: values.guests.map((guest) => ({
      name: guest.name,
      type: guest.type,
      gender: guest.type === 'adult' ? guest.gender : null,
    })),
    nationality: values.nationality,
    idType: values.idType,
    documents: {
      idFront: values.documents.idFront,
      idBack: values.idType === 'id' ? values.documents.idBack : null,
      marriageCertificate: certificate ? values.documents.marriageCertificate : null,
    },
    contactEmail: values.contactEmail,
    // A number typed with its own country code keeps it, whatever country is chosen.
    ...phoneOf(values),
    source: values.source,
    sourceSpecification: values.source === SOURCE_OTHERS ? values.sourceSpecification : '',
    pricePerNight: overriddenPrice(values),
    notes: values.notes,
  };
}

/** Form field paths by schema path, where they differ. */
const FIELD_OF_PATH: Record<string, string> = { phoneCode: 'phoneCountry' };

export type FieldErrors = Record<string, string>;

/** First message per form field, from `path → message` pairs (schema issues or the server's). */
export function fieldErrorsFrom(entries: Iterable<[string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) {
    const field = FIELD_OF_PATH[path] ?? path;
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

export type CreateFormCheck =
  | { kind: 'missing'; message: string }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'valid'; input: ManualReservationInput };

/**
 * What Save does with the values: first the missing-fields toast (spec order), then the
 * schema's messages per field (and a check-in before the property's today), else the input.
 */
export function checkCreateForm(values: CreateFormValues, today: IsoDate): CreateFormCheck {
  const missing = missingRequiredFields({ ...values, pricePerNight: overriddenPrice(values) });
  if (missing.length > 0) return { kind: 'missing', message: requiredFieldsMessage(missing) };

  const errors = fieldErrorsOf(values, today);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'valid', input: toManualReservationInput(values) };
}

/**
 * The schema's messages per field (and a check-in before the property's today). Once Save has
 * shown them, the dialog re-runs this on every change, so a fixed field loses its message.
 */
export function fieldErrorsOf(values: CreateFormValues, today: IsoDate): FieldErrors {
  const parsed = manualReservationSchema.safeParse(toManualReservationInput(values));
  const entries: [string, string][] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  const pastProblem = values.checkIn ? checkInProblem(values.checkIn, today) : null;
  if (pastProblem) entries.unshift(['checkIn', pastProblem]);
  return fieldErrorsFrom(entries);
}

/**
 * The dialog's check for react-hook-form: missing fields are one message (the toast, as the
 * form's root error `missing`), else the schema's messages per field, else the input to send.
 */
export function createFormCheck(
  today: IsoDate,
): FormCheck<CreateFormValues, ManualReservationInput> {
  return (values) => {
    const check = checkCreateForm(values, today);
    if (check.kind === 'valid') return { ok: true, input: check.input };
    if (check.kind === 'missing') return { ok: false, errors: { 'root.missing': check.message } };
    return { ok: false, errors: check.errors };
  };
}

const FORM_PATH =
  /^(checkIn|checkOut|unitId|adults|children|guests(\.\d+\.(name|type|gender))?|nationality|idType|documents\.(idFront|idBack|marriageCertificate)|contactEmail|phoneCountry|phoneNumber|source|sourceSpecification|pricePerNight|notes)$/;

/** Whether `path` names one of the form's fields (the pattern lists exactly their paths). */
function isFormPath(path: string): path is FieldPath<CreateFormValues> {
  return FORM_PATH.test(path);
}

/** The form field a message of the server's is for (by schema path), if the form shows one. */
export function createFieldOf(path: string): FieldPath<CreateFormValues> | null {
  const field = FIELD_OF_PATH[path] ?? path;
  return isFormPath(field) ? field : null;
}
