import { z } from 'zod';
import { dateRangeSchema } from '../date-range';
import type { IsoDate } from '../dates';
import { ID_TYPE_LABELS, type IdType } from './registration';

/** Guests of the home country are not foreigners for the police list. */
export const HOME_NATIONALITY = 'Egyptian';

/** The list for the authorities: a date range, everyone or foreigners only. */
export const authorityListQuery = dateRangeSchema.and(
  z.object({ foreigners: z.enum(['true', 'false']).default('false') }),
);

/**
 * The fields a property may put on its list for the authorities, in the order Settings offers
 * them; the database's check `properties_registration_list_fields` allows these keys only.
 */
export const AUTHORITY_LIST_FIELDS = [
  'full_name',
  'nationality',
  'date_of_birth',
  'id_type',
  'id_number',
  'id_expiry',
  'residence_country',
  'room',
  'arrival',
  'departure',
  'booking_reference',
  'signed_at',
] as const;
export type AuthorityListField = (typeof AUTHORITY_LIST_FIELDS)[number];

/** Each field's column heading, in the CSV and the PDF. */
export const AUTHORITY_LIST_FIELD_LABELS: Record<AuthorityListField, string> = {
  full_name: 'Full name',
  nationality: 'Nationality',
  date_of_birth: 'Date of birth',
  id_type: 'ID type',
  id_number: 'ID number',
  id_expiry: 'ID expiry',
  residence_country: 'Country of residence',
  room: 'Room',
  arrival: 'Arrival',
  departure: 'Departure',
  booking_reference: 'Booking reference',
  signed_at: 'Signed',
};

/** A new property's list: every field but when it was signed. */
export const DEFAULT_AUTHORITY_LIST_FIELDS: readonly AuthorityListField[] =
  AUTHORITY_LIST_FIELDS.filter((field) => field !== 'signed_at');

export const LIST_FIELDS_MESSAGE = 'Choose at least one column for the list.';
export const LIST_FIELDS_UNIQUE_MESSAGE = 'Choose each column once.';

/** The columns a property chooses for its list, in order: at least one, each once. */
export const authorityListFieldsSchema = z.object({
  fields: z
    .array(z.enum(AUTHORITY_LIST_FIELDS, LIST_FIELDS_MESSAGE), LIST_FIELDS_MESSAGE)
    .min(1, LIST_FIELDS_MESSAGE)
    .max(AUTHORITY_LIST_FIELDS.length, LIST_FIELDS_UNIQUE_MESSAGE)
    .refine((fields) => new Set(fields).size === fields.length, LIST_FIELDS_UNIQUE_MESSAGE),
});
export type AuthorityListFields = z.infer<typeof authorityListFieldsSchema>;

/** The chosen fields as read from the database: known keys only, in their order. */
export function knownListFields(stored: readonly string[]): AuthorityListField[] {
  return stored.filter((field): field is AuthorityListField =>
    AUTHORITY_LIST_FIELDS.some((known) => known === field),
  );
}

export interface AuthorityListRow {
  fullName: string;
  nationality: string | null;
  dateOfBirth: IsoDate | null;
  idType: IdType | null;
  idNumber: string | null;
  idExpiry: IsoDate | null;
  residenceCountry: string | null;
  room: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  bookingReference: string;
  /** When the guest signed, the property's wall-clock `YYYY-MM-DD HH:mm` (null: not signed). */
  signedAt: string | null;
}

const FIELD_VALUES: Record<AuthorityListField, (row: AuthorityListRow) => string> = {
  full_name: (row) => row.fullName,
  nationality: (row) => row.nationality ?? '',
  date_of_birth: (row) => row.dateOfBirth ?? '',
  id_type: (row) => (row.idType ? ID_TYPE_LABELS[row.idType] : ''),
  id_number: (row) => row.idNumber ?? '',
  id_expiry: (row) => row.idExpiry ?? '',
  residence_country: (row) => row.residenceCountry ?? '',
  room: (row) => row.room ?? '',
  arrival: (row) => row.checkIn,
  departure: (row) => row.checkOut,
  booking_reference: (row) => row.bookingReference,
  signed_at: (row) => row.signedAt ?? '',
};

/** The list's heading row: the chosen fields' labels, in order. */
export function authorityListHeader(fields: readonly AuthorityListField[]): string[] {
  return fields.map((field) => AUTHORITY_LIST_FIELD_LABELS[field]);
}

/** A guest's row of the list: the chosen fields' values, in order. */
export function authorityListRecord(
  row: AuthorityListRow,
  fields: readonly AuthorityListField[],
): string[] {
  return fields.map((field) => FIELD_VALUES[field](row));
}

export function authorityListFileName(
  from: IsoDate,
  to: IsoDate,
  foreigners: boolean,
  extension: 'csv' | 'pdf' = 'csv',
): string {
  return `guests-${foreigners ? 'foreigners-' : ''}${from}-to-${to}.${extension}`;
}
