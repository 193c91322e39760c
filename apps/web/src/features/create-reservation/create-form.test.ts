import { MANUAL_RESERVATION_MESSAGES } from '@zamalek/domain/manual-reservation';
import { describe, expect, it } from 'vitest';
import {
  type CreateFormValues,
  canSave,
  checkCreateForm,
  DEFAULT_PHONE_COUNTRY,
  emptyCreateForm,
  fieldErrorsFrom,
  fieldErrorsOf,
  needsMarriageCertificate,
  phoneCodeOf,
  resizeGuestRows,
  toManualReservationInput,
} from './create-form';

const UNIT = '6f1c1b6e-4c8a-4a57-9a63-0b3c2f8b9d11';
const FRONT = '0d5f3e2a-7b1c-4e9d-8f6a-1a2b3c4d5e6f';
const BACK = '1e6a4f3b-8c2d-4fae-9a7b-2b3c4d5e6f70';
const CERT = '2f7b5a4c-9d3e-4abf-8b8c-3c4d5e6f7081';
const TODAY = '2026-05-01';

function filled(overrides: Partial<CreateFormValues> = {}): CreateFormValues {
  return {
    ...emptyCreateForm(),
    checkIn: '2026-05-10',
    checkOut: '2026-05-14',
    unitId: UNIT,
    guests: [{ name: 'Nour Hassan', type: 'adult', gender: 'female' }],
    nationality: 'British',
    documents: { idFront: FRONT, idBack: BACK, marriageCertificate: null },
    contactEmail: 'nour@example.com',
    phoneNumber: '1001234567',
    source: 'KSS',
    pricePerNight: '120',
    ...overrides,
  };
}

describe('defaults', () => {
  it('starts with one adult, no children, +20 (Egypt) and an ID card', () => {
    const form = emptyCreateForm();
    expect(form.adults).toBe(1);
    expect(form.children).toBe(0);
    expect(form.guests).toEqual([{ name: '', type: 'adult', gender: null }]);
    expect(DEFAULT_PHONE_COUNTRY).toBe('Egypt');
    expect(phoneCodeOf(form.phoneCountry)).toBe('+20');
    expect(phoneCodeOf('Canada')).toBe('+1');
    expect(form.idType).toBe('id');
  });
});

describe('guest rows', () => {
  it('makes one row per guest, adults first, keeping what was typed', () => {
    const rows = resizeGuestRows([{ name: 'Omar', type: 'adult', gender: 'male' }], 2, 1);
    expect(rows).toEqual([
      { name: 'Omar', type: 'adult', gender: 'male' },
      { name: '', type: 'adult', gender: null },
      { name: '', type: 'child', gender: null },
    ]);
  });

  it('drops the gender of a row that becomes a child and shrinks from the end', () => {
    const rows = resizeGuestRows(
      [
        { name: 'Omar', type: 'adult', gender: 'male' },
        { name: 'Laila', type: 'adult', gender: 'female' },
      ],
      1,
      1,
    );
    expect(rows).toEqual([
      { name: 'Omar', type: 'adult', gender: 'male' },
      { name: 'Laila', type: 'child', gender: null },
    ]);
    expect(resizeGuestRows(rows, 1, 0)).toHaveLength(1);
  });
});

describe('marriage certificate', () => {
  const couple = [
    { name: 'Omar', type: 'adult' as const, gender: 'male' as const },
    { name: 'Laila', type: 'adult' as const, gender: 'female' as const },
  ];

  it('is needed for two named Arab adults of both genders', () => {
    expect(needsMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests: couple })).toBe(
      true,
    );
    expect(needsMarriageCertificate({ adults: 2, nationality: 'British', guests: couple })).toBe(
      false,
    );
    expect(
      needsMarriageCertificate({
        adults: 2,
        nationality: 'Egyptian',
        guests: [
          { name: 'Omar', type: 'adult', gender: 'male' },
          { name: ' ', type: 'adult', gender: 'female' },
        ],
      }),
    ).toBe(false);
  });

  it('is sent only while the rule asks for it; the ID back only for an ID card', () => {
    const values = filled({
      adults: 2,
      nationality: 'British',
      guests: couple,
      idType: 'passport',
      documents: { idFront: FRONT, idBack: BACK, marriageCertificate: CERT },
    });
    const input = toManualReservationInput(values);
    expect(input.documents).toEqual({ idFront: FRONT, idBack: null, marriageCertificate: null });
    const egyptian = toManualReservationInput({ ...values, nationality: 'Egyptian' });
    expect(egyptian.documents.marriageCertificate).toBe(CERT);
  });
});

describe('saving', () => {
  it('stays disabled until the basic fields are filled', () => {
    expect(canSave(emptyCreateForm())).toBe(false);
    expect(canSave(filled())).toBe(true);
    expect(canSave(filled({ pricePerNight: ' ' }))).toBe(false);
    expect(canSave(filled({ guests: [{ name: '', type: 'adult', gender: 'male' }] }))).toBe(false);
  });

  it('lists what is missing in the spec order, for the 6-second toast', () => {
    const check = checkCreateForm(
      filled({
        guests: [{ name: 'Nour', type: 'adult', gender: null }],
        documents: { idFront: null, idBack: null, marriageCertificate: null },
        source: 'Others',
      }),
      TODAY,
    );
    expect(check).toEqual({
      kind: 'missing',
      message:
        'Please complete the following required fields: Gender, ID front image, ID back image, Source specification',
    });
    const passport = checkCreateForm(
      filled({
        idType: 'passport',
        documents: { idFront: null, idBack: null, marriageCertificate: null },
      }),
      TODAY,
    );
    expect(passport.kind === 'missing' && passport.message).toBe(
      'Please complete the following required fields: Passport image',
    );
  });

  it('gives the schema messages per field, and refuses a past check-in', () => {
    const check = checkCreateForm(
      filled({ checkIn: '2026-04-30', contactEmail: 'nour@', pricePerNight: '99.5' }),
      TODAY,
    );
    expect(check).toEqual({
      kind: 'invalid',
      errors: {
        checkIn: MANUAL_RESERVATION_MESSAGES.checkInPast,
        contactEmail: MANUAL_RESERVATION_MESSAGES.email,
        pricePerNight: MANUAL_RESERVATION_MESSAGES.price,
      },
    });
    const backwards = checkCreateForm(filled({ checkOut: '2026-05-10' }), TODAY);
    expect(backwards.kind === 'invalid' && backwards.errors.checkOut).toBe(
      'Check-out date must be after check-in date',
    );
  });

  it('re-checks after a change: a fixed price loses its message, the others stay', () => {
    const shown = fieldErrorsOf(filled({ contactEmail: 'nour@', pricePerNight: '99.5' }), TODAY);
    expect(shown.pricePerNight).toBe(MANUAL_RESERVATION_MESSAGES.price);
    const fixed = fieldErrorsOf(filled({ contactEmail: 'nour@', pricePerNight: '99' }), TODAY);
    expect(fixed).toEqual({ contactEmail: MANUAL_RESERVATION_MESSAGES.email });
    expect(fieldErrorsOf(filled(), TODAY)).toEqual({});
  });

  it('hands over the input when everything is right', () => {
    const check = checkCreateForm(filled({ phoneCountry: 'Canada', notes: 'Late arrival' }), TODAY);
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.input).toMatchObject({
      unitId: UNIT,
      phoneCode: '+1',
      pricePerNight: 120,
      sourceSpecification: '',
      notes: 'Late arrival',
    });
  });

  it('maps server paths onto the form fields, first message wins', () => {
    expect(
      fieldErrorsFrom([
        ['phoneCode', 'Please choose a country code'],
        ['guests.0.gender', 'Please select a gender for every adult guest'],
        ['guests.0.gender', 'second'],
      ]),
    ).toEqual({
      phoneCountry: 'Please choose a country code',
      'guests.0.gender': 'Please select a gender for every adult guest',
    });
  });
});
