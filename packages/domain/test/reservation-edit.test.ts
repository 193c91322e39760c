import { DEFAULT_COMMISSION_RATE, dollarsToCents } from '@zamalek/domain/money';
import {
  namedGuestLists,
  type ReservationEditInput,
  recomputeStay,
  reservationEditSchema,
} from '@zamalek/domain/reservation-edit';
import { DISPLAY_STATUSES } from '@zamalek/domain/stays';
import { describe, expect, it } from 'vitest';

const UNIT = '6f1c1b6e-4c8a-4a57-9a63-0b3c2f8b9d11';

function validEdit(overrides: Partial<ReservationEditInput> = {}): ReservationEditInput {
  return {
    unitId: UNIT,
    checkIn: '2025-05-10',
    checkOut: '2025-05-14',
    numberOfGuests: 2,
    guestNames: ['Omar Said', 'Nour Said'],
    guestGenders: ['male', 'female'],
    guestNationality: 'Egyptian',
    contactEmail: 'omar@example.com',
    contactPhone: '+20 1001234567',
    pricePerNight: 120.5,
    commissionRate: 10,
    source: 'KSS',
    displayStatus: 'Upcoming',
    notes: '',
    channel: 'Manual',
    ...overrides,
  };
}

function messages(input: unknown): Record<string, string[]> {
  const result = reservationEditSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe('reservationEditSchema', () => {
  it('parses a valid edit', () => {
    const parsed = reservationEditSchema.parse(validEdit());
    expect(parsed.pricePerNight).toBe(120.5);
    expect(parsed.guestGenders).toEqual(['male', 'female']);
  });

  it('allows no unit', () => {
    expect(messages(validEdit({ unitId: null }))).toEqual({});
    expect(messages(validEdit({ unitId: 'nope' })).unitId).toEqual(['Please select a room']);
  });

  it('needs check-out after check-in and real dates', () => {
    expect(messages(validEdit({ checkOut: '2025-05-10' })).checkOut).toEqual([
      'Check-out date must be after check-in date',
    ]);
    expect(messages(validEdit({ checkIn: '2025-02-29' })).checkIn).toEqual([
      'Please choose a valid date',
    ]);
    // Editing an old reservation keeps its past dates.
    expect(messages(validEdit({ checkIn: '2020-01-01', checkOut: '2020-01-03' }))).toEqual({});
  });

  it('needs at least one guest, as a whole number', () => {
    const message = 'Number of guests must be at least 1';
    expect(messages(validEdit({ numberOfGuests: 0 })).numberOfGuests).toEqual([message]);
    expect(messages(validEdit({ numberOfGuests: 1.5 })).numberOfGuests).toEqual([message]);
    expect(messages(validEdit({ numberOfGuests: 1 }))).toEqual({});
  });

  it('needs at least one guest name to remain', () => {
    const message = 'At least one guest name is required';
    expect(messages(validEdit({ guestNames: [] })).guestNames).toEqual([message]);
    expect(messages(validEdit({ guestNames: ['  ', ''] })).guestNames).toEqual([message]);
    expect(messages(validEdit({ guestNames: ['', 'Nour'] }))).toEqual({});
  });

  it('trims guest names', () => {
    expect(reservationEditSchema.parse(validEdit({ guestNames: ['  Omar '] })).guestNames).toEqual([
      'Omar',
    ]);
  });

  it('reads stored empty genders as null and defaults to no genders', () => {
    expect(
      reservationEditSchema.parse(validEdit({ guestGenders: ['male', '', null] })).guestGenders,
    ).toEqual(['male', null, null]);
    const { guestGenders: _genders, ...rest } = validEdit();
    expect(reservationEditSchema.parse(rest).guestGenders).toEqual([]);
    expect(messages({ ...validEdit(), guestGenders: ['other'] })['guestGenders.0']).toBeDefined();
  });

  it('accepts optional guest types', () => {
    expect(
      reservationEditSchema.parse(validEdit({ guestTypes: ['adult', 'child'] })).guestTypes,
    ).toEqual(['adult', 'child']);
    expect(reservationEditSchema.parse(validEdit()).guestTypes).toBeUndefined();
  });

  it('accepts a missing e-mail but checks a given one', () => {
    expect(reservationEditSchema.parse(validEdit({ contactEmail: '' })).contactEmail).toBe('');
    expect(reservationEditSchema.parse(validEdit({ contactEmail: null })).contactEmail).toBe('');
    expect(reservationEditSchema.parse(validEdit({ contactEmail: undefined })).contactEmail).toBe(
      '',
    );
    expect(reservationEditSchema.parse(validEdit({ contactEmail: '  ' })).contactEmail).toBe('');
    expect(
      reservationEditSchema.parse(validEdit({ contactEmail: ' Omar@Example.com ' })).contactEmail,
    ).toBe('omar@example.com');
    expect(messages(validEdit({ contactEmail: 'omar@example' })).contactEmail).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('checks the phone characters', () => {
    expect(messages(validEdit({ contactPhone: '+20 (100) 123-4567' }))).toEqual({});
    expect(messages(validEdit({ contactPhone: 'call me' })).contactPhone).toEqual([
      'Please enter a valid phone number',
    ]);
    expect(reservationEditSchema.parse(validEdit({ contactPhone: null })).contactPhone).toBe('');
  });

  it('takes a price of 0 or more in steps of 0.01', () => {
    const message = 'Price per night must be 0 or more, with at most 2 decimals';
    expect(messages(validEdit({ pricePerNight: 0 }))).toEqual({});
    expect(messages(validEdit({ pricePerNight: 19.99 }))).toEqual({});
    expect(messages(validEdit({ pricePerNight: 0.07 }))).toEqual({});
    expect(messages(validEdit({ pricePerNight: -1 })).pricePerNight).toEqual([message]);
    expect(messages(validEdit({ pricePerNight: 10.005 })).pricePerNight).toEqual([message]);
  });

  it('takes a commission rate from 0 to 100 in steps of 0.1, defaulting to 10', () => {
    const message = 'Commission rate must be between 0 and 100, with at most 1 decimal';
    expect(messages(validEdit({ commissionRate: 17.4 }))).toEqual({});
    expect(messages(validEdit({ commissionRate: 0 }))).toEqual({});
    expect(messages(validEdit({ commissionRate: 100 }))).toEqual({});
    expect(messages(validEdit({ commissionRate: 100.1 })).commissionRate).toEqual([message]);
    expect(messages(validEdit({ commissionRate: -0.1 })).commissionRate).toEqual([message]);
    expect(messages(validEdit({ commissionRate: 12.25 })).commissionRate).toEqual([message]);
    const { commissionRate: _rate, ...rest } = validEdit();
    expect(reservationEditSchema.parse(rest).commissionRate).toBe(DEFAULT_COMMISSION_RATE);
    expect(DEFAULT_COMMISSION_RATE).toBe(10);
  });

  it('takes each display status and nothing else', () => {
    for (const status of DISPLAY_STATUSES) {
      expect(messages(validEdit({ displayStatus: status }))).toEqual({});
    }
    expect(messages({ ...validEdit(), displayStatus: 'confirmed' }).displayStatus).toBeDefined();
  });

  it('turns missing optional texts into ""', () => {
    const parsed = reservationEditSchema.parse(
      validEdit({ guestNationality: null, source: null, channel: undefined, notes: null }),
    );
    expect(parsed).toMatchObject({ guestNationality: '', source: '', channel: '', notes: '' });
  });

  it('limits notes to 2000 characters', () => {
    expect(messages(validEdit({ notes: 'n'.repeat(2001) })).notes).toEqual([
      'Notes are limited to 2000 characters',
    ]);
  });
});

describe('recomputeStay', () => {
  it('recomputes nights, total, commission and net', () => {
    expect(
      recomputeStay({
        checkIn: '2025-05-10',
        checkOut: '2025-05-14',
        pricePerNightCents: dollarsToCents(120.5),
        commissionRate: 10,
      }),
    ).toEqual({ nights: 4, totalCents: 48_200, commissionCents: 4_820, netCents: 43_380 });
  });

  it('uses the Booking.com rate exactly', () => {
    expect(
      recomputeStay({
        checkIn: '2025-05-10',
        checkOut: '2025-05-13',
        pricePerNightCents: 9_999,
        commissionRate: 17.4,
      }),
    ).toEqual({ nights: 3, totalCents: 29_997, commissionCents: 5_219, netCents: 24_778 });
  });

  it('counts nights across a month end and a leap day', () => {
    expect(
      recomputeStay({
        checkIn: '2028-02-27',
        checkOut: '2028-03-02',
        pricePerNightCents: 10_000,
        commissionRate: 0,
      }),
    ).toEqual({ nights: 4, totalCents: 40_000, commissionCents: 0, netCents: 40_000 });
  });

  it('gives zeros while the dates are reversed or equal', () => {
    expect(
      recomputeStay({
        checkIn: '2025-05-14',
        checkOut: '2025-05-10',
        pricePerNightCents: 10_000,
        commissionRate: 10,
      }),
    ).toEqual({ nights: 0, totalCents: 0, commissionCents: 0, netCents: 0 });
  });
});

describe('namedGuestLists', () => {
  it('drops blank names with their genders and types, keeping the lists parallel', () => {
    expect(
      namedGuestLists({
        guestNames: ['Omar', ' ', 'Laila '],
        guestGenders: ['male', 'female', null],
        guestTypes: ['adult', 'adult', 'child'],
      }),
    ).toEqual({
      guestNames: ['Omar', 'Laila'],
      guestGenders: ['male', null],
      guestTypes: ['adult', 'child'],
    });
  });

  it('fills missing genders with null and omits types when none are given', () => {
    expect(namedGuestLists({ guestNames: ['Omar', 'Nour'], guestGenders: ['male'] })).toEqual({
      guestNames: ['Omar', 'Nour'],
      guestGenders: ['male', null],
    });
    expect(namedGuestLists({ guestNames: ['Omar'], guestTypes: [] })).toEqual({
      guestNames: ['Omar'],
      guestGenders: [null],
      guestTypes: [null],
    });
  });
});
