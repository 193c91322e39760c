import { MANUAL_RESERVATION_MESSAGES } from '@zamalek/domain/manual-reservation';
import { phoneFieldText } from '@zamalek/domain/phone';
import { describe, expect, it } from 'vitest';
import {
  type CreateFormValues,
  canSave,
  checkCreateForm,
  createQuoteRequest,
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
    // The price is the quote's: none is needed to save.
    expect(canSave(filled({ pricePerNight: '' }))).toBe(true);
    expect(canSave(filled({ guests: [{ name: '', type: 'adult', gender: 'male' }] }))).toBe(false);
  });

  it('lists what is missing in the spec order, for the 6-second toast', () => {
    const check = checkCreateForm(
      filled({
        documents: { idFront: FRONT, idBack: null, marriageCertificate: null },
        source: 'Others',
      }),
      TODAY,
    );
    expect(check).toEqual({
      kind: 'missing',
      message: 'Please complete the following required fields: ID back image, Source specification',
    });
  });

  it('saves a stay booked by phone for later without scans or genders', () => {
    const check = checkCreateForm(
      filled({
        guests: [{ name: 'Nour', type: 'adult', gender: null }],
        documents: { idFront: null, idBack: null, marriageCertificate: null },
      }),
      TODAY,
    );
    expect(check.kind).toBe('valid');
    if (check.kind === 'valid') {
      expect(check.input.documents).toEqual({
        idFront: null,
        idBack: null,
        marriageCertificate: null,
      });
    }
  });

  it('reads a phone typed with its own country code as that country\u2019s', () => {
    // The field keeps the + it was typed with (and only digits after it).
    const typed = phoneFieldText('+44 7700 900999');
    expect(typed).toBe('+447700900999');
    const check = checkCreateForm(filled({ phoneNumber: typed }), TODAY);
    expect(check.kind === 'valid' && [check.input.phoneCode, check.input.phoneNumber]).toEqual([
      '+44',
      '7700900999',
    ]);
    const local = checkCreateForm(filled({ phoneNumber: phoneFieldText('100 123 4567') }), TODAY);
    expect(local.kind === 'valid' && local.input.phoneCode).toBe('+20');
  });

  it('gives the schema messages per field, and refuses a past check-in', () => {
    const check = checkCreateForm(
      filled({
        checkIn: '2026-04-30',
        contactEmail: 'nour@',
        overridePrice: true,
        pricePerNight: '99.5',
      }),
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
    const overriding = { contactEmail: 'nour@', overridePrice: true };
    const shown = fieldErrorsOf(filled({ ...overriding, pricePerNight: '99.5' }), TODAY);
    expect(shown.pricePerNight).toBe(MANUAL_RESERVATION_MESSAGES.price);
    const fixed = fieldErrorsOf(filled({ ...overriding, pricePerNight: '99' }), TODAY);
    expect(fixed).toEqual({ contactEmail: MANUAL_RESERVATION_MESSAGES.email });
    expect(fieldErrorsOf(filled(), TODAY)).toEqual({});
  });

  it('an override switched on needs a price; switched off, what was typed is not sent', () => {
    const empty = checkCreateForm(filled({ overridePrice: true }), TODAY);
    expect(empty.kind === 'invalid' && empty.errors.pricePerNight).toBe(
      MANUAL_RESERVATION_MESSAGES.price,
    );
    const off = checkCreateForm(filled({ pricePerNight: '99.5' }), TODAY);
    expect(off.kind === 'valid' && off.input.pricePerNight).toBeNull();
  });

  it("hands over the input when everything is right: the quote, or the manager's price", () => {
    const check = checkCreateForm(filled({ phoneCountry: 'Canada', notes: 'Late arrival' }), TODAY);
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.input).toMatchObject({
      unitId: UNIT,
      phoneCode: '+1',
      pricePerNight: null,
      sourceSpecification: '',
      notes: 'Late arrival',
    });
    const overridden = checkCreateForm(
      filled({ overridePrice: true, pricePerNight: '150' }),
      TODAY,
    );
    expect(overridden.kind === 'valid' && overridden.input.pricePerNight).toBe(150);
  });
});

describe('quote request', () => {
  it('waits for room and dates, then counts guests as the server does', () => {
    expect(createQuoteRequest(emptyCreateForm())).toBeNull();
    expect(createQuoteRequest(filled({ unitId: '' }))).toBeNull();
    expect(createQuoteRequest(filled({ checkOut: '2026-05-10' }))).toBeNull();
    expect(createQuoteRequest(filled({ adults: 2, children: 1 }))).toEqual({
      unitId: UNIT,
      checkIn: '2026-05-10',
      checkOut: '2026-05-14',
      // One named guest: the server stores one.
      guests: 1,
      pricePerNight: null,
    });
    const unnamed = filled({
      adults: 2,
      children: 1,
      guests: [
        { name: '', type: 'adult', gender: null },
        { name: '', type: 'adult', gender: null },
        { name: '', type: 'child', gender: null },
      ],
    });
    expect(createQuoteRequest(unnamed)?.guests).toBe(3);
  });

  it("asks for the manager's price only once a whole price is typed", () => {
    expect(createQuoteRequest(filled({ overridePrice: true, pricePerNight: '' }))).toBeNull();
    expect(createQuoteRequest(filled({ overridePrice: true, pricePerNight: '0' }))).toBeNull();
    expect(
      createQuoteRequest(filled({ overridePrice: true, pricePerNight: '140' }))?.pricePerNight,
    ).toBe(140);
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
