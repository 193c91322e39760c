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

export const AUTHORITY_LIST_COLUMNS = [
  'Full name',
  'Nationality',
  'Date of birth',
  'ID type',
  'ID number',
  'ID expiry',
  'Country of residence',
  'Room',
  'Arrival',
  'Departure',
  'Booking reference',
] as const;

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
}

export function authorityListRecord(row: AuthorityListRow): string[] {
  return [
    row.fullName,
    row.nationality ?? '',
    row.dateOfBirth ?? '',
    row.idType ? ID_TYPE_LABELS[row.idType] : '',
    row.idNumber ?? '',
    row.idExpiry ?? '',
    row.residenceCountry ?? '',
    row.room ?? '',
    row.checkIn,
    row.checkOut,
    row.bookingReference,
  ];
}

export function authorityListFileName(from: IsoDate, to: IsoDate, foreigners: boolean): string {
  return `guests-${foreigners ? 'foreigners-' : ''}${from}-to-${to}.csv`;
}
