import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_LIST_FIELDS,
  type AuthorityListRow,
  authorityListFieldsSchema,
  authorityListHeader,
  authorityListRecord,
  DEFAULT_AUTHORITY_LIST_FIELDS,
  knownListFields,
  LIST_FIELDS_MESSAGE,
  LIST_FIELDS_UNIQUE_MESSAGE,
} from '../src/registrations/authority-list';

const row: AuthorityListRow = {
  fullName: 'Greta Lind',
  nationality: 'Swedish',
  dateOfBirth: '1990-02-03',
  idType: 'residence_permit',
  idNumber: 'SE1',
  idExpiry: '2030-01-01',
  residenceCountry: 'Sweden',
  room: 'Z-101',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  bookingReference: 'MAN-1',
  signedAt: null,
};

describe('the columns of the list for the authorities', () => {
  it('starts with every field but the signing time, in the order Settings lists them', () => {
    expect(DEFAULT_AUTHORITY_LIST_FIELDS).toEqual(
      AUTHORITY_LIST_FIELDS.filter((field) => field !== 'signed_at'),
    );
    expect(authorityListHeader(DEFAULT_AUTHORITY_LIST_FIELDS)).toEqual([
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
    ]);
  });

  it('gives a guest’s values of the chosen fields, in the chosen order', () => {
    expect(
      authorityListRecord(row, ['booking_reference', 'id_type', 'signed_at', 'arrival']),
    ).toEqual(['MAN-1', 'Residence permit', '', '2026-12-01']);
    expect(authorityListRecord({ ...row, signedAt: '2026-12-01 15:04' }, ['signed_at'])).toEqual([
      '2026-12-01 15:04',
    ]);
  });

  it('takes at least one known field, each once', () => {
    const message = (fields: unknown) =>
      authorityListFieldsSchema.safeParse({ fields }).error?.issues[0]?.message;
    expect(message([])).toBe(LIST_FIELDS_MESSAGE);
    expect(message(['full_name', 'religion'])).toBe(LIST_FIELDS_MESSAGE);
    expect(message(['room', 'room'])).toBe(LIST_FIELDS_UNIQUE_MESSAGE);
    expect(authorityListFieldsSchema.parse({ fields: ['room', 'full_name'] })).toEqual({
      fields: ['room', 'full_name'],
    });
    expect(knownListFields(['room', 'gone', 'full_name'])).toEqual(['room', 'full_name']);
  });
});
