import {
  checkInProblem,
  composeSource,
  guestCount,
  type ManualReservationDraft,
  type ManualReservationInput,
  manualReservationSchema,
  missingRequiredFields,
  namedGuests,
  REQUIRED_FIELDS_TOAST_MS,
  requiredFieldsMessage,
  SOURCE_BOOKING_COM,
  SOURCE_KSS,
  SOURCE_OTHERS,
  sourceChoices,
  splitSource,
} from '@zamalek/domain/manual-reservation';
import { describe, expect, it } from 'vitest';

const UNIT = '6f1c1b6e-4c8a-4a57-9a63-0b3c2f8b9d11';
const FRONT = '0d5f3e2a-7b1c-4e9d-8f6a-1a2b3c4d5e6f';
const BACK = '1e6a4f3b-8c2d-4fae-9a7b-2b3c4d5e6f70';
const CERT = '2f7b5a4c-9d3e-4abf-8b8c-3c4d5e6f7081';

function validInput(overrides: Partial<ManualReservationInput> = {}): ManualReservationInput {
  return {
    unitId: UNIT,
    checkIn: '2025-05-10',
    checkOut: '2025-05-14',
    adults: 1,
    children: 0,
    guests: [{ name: 'Nour Hassan', type: 'adult', gender: 'female' }],
    nationality: 'British',
    idType: 'id',
    documents: { idFront: FRONT, idBack: BACK, marriageCertificate: null },
    contactEmail: 'nour@example.com',
    phoneCode: '+20',
    phoneNumber: '1001234567',
    source: SOURCE_KSS,
    sourceSpecification: '',
    pricePerNight: 120,
    notes: '',
    ...overrides,
  };
}

function messages(input: unknown): Record<string, string[]> {
  const result = manualReservationSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe('sources', () => {
  it('names the fixed choices', () => {
    expect(SOURCE_KSS).toBe('KSS');
    expect(SOURCE_BOOKING_COM).toBe('Booking.com');
    expect(SOURCE_OTHERS).toBe('Others');
  });

  it('stores Others with its specification as "Others - text"', () => {
    expect(composeSource('Others', 'Travel agent Cairo')).toBe('Others - Travel agent Cairo');
    expect(composeSource('Others', '  Walk-in  ')).toBe('Others - Walk-in');
    expect(composeSource('Others', '')).toBe('Others');
    expect(composeSource('Others', null)).toBe('Others');
  });

  it('stores any other choice as itself, ignoring a specification', () => {
    expect(composeSource('KSS', 'ignored')).toBe('KSS');
    expect(composeSource('Booking.com', '')).toBe('Booking.com');
    expect(composeSource('Karim Adel', undefined)).toBe('Karim Adel');
  });

  it('splits a stored source back into choice and specification', () => {
    expect(splitSource('Others - Travel agent Cairo')).toEqual({
      choice: 'Others',
      specification: 'Travel agent Cairo',
    });
    expect(splitSource('KSS')).toEqual({ choice: 'KSS', specification: '' });
    expect(splitSource('Others')).toEqual({ choice: 'Others', specification: '' });
    expect(splitSource(null)).toEqual({ choice: '', specification: '' });
    for (const [choice, text] of [
      ['Others', 'Friend of owner'],
      ['KSS', ''],
    ] as const) {
      expect(splitSource(composeSource(choice, text))).toEqual({ choice, specification: text });
    }
  });

  it('offers the linked sales sources sorted and unique, then KSS, Booking.com and Others', () => {
    expect(sourceChoices(['Omar', ' Amira ', '', null, 'Omar', 'KSS'])).toEqual([
      'Amira',
      'Omar',
      'KSS',
      'Booking.com',
      'Others',
    ]);
    expect(sourceChoices([])).toEqual(['KSS', 'Booking.com', 'Others']);
  });
});

describe('manualReservationSchema: a valid reservation', () => {
  it('parses and trims', () => {
    const parsed = manualReservationSchema.parse(
      validInput({
        guests: [{ name: '  Nour Hassan ', type: 'adult', gender: 'female' }],
        contactEmail: '  Nour@Example.COM ',
        nationality: ' British ',
        notes: '  late arrival ',
      }),
    );
    expect(parsed.guests[0]?.name).toBe('Nour Hassan');
    expect(parsed.contactEmail).toBe('nour@example.com');
    expect(parsed.nationality).toBe('British');
    expect(parsed.notes).toBe('late arrival');
  });

  it('defaults notes and the source specification to ""', () => {
    const { notes: _notes, sourceSpecification: _spec, ...rest } = validInput();
    const parsed = manualReservationSchema.parse(rest);
    expect(parsed.notes).toBe('');
    expect(parsed.sourceSpecification).toBe('');
  });

  it('accepts a passport without a back image', () => {
    const input = validInput({
      idType: 'passport',
      documents: { idFront: FRONT, idBack: null, marriageCertificate: null },
    });
    expect(manualReservationSchema.safeParse(input).success).toBe(true);
  });

  it('keeps blank guest rows (so error paths match the form) and namedGuests drops them', () => {
    const parsed = manualReservationSchema.parse(
      validInput({
        adults: 1,
        children: 1,
        guests: [
          { name: 'Nour', type: 'adult', gender: 'female' },
          { name: '   ', type: 'child', gender: null },
        ],
      }),
    );
    expect(parsed.guests).toHaveLength(2);
    expect(namedGuests(parsed.guests)).toEqual([{ name: 'Nour', type: 'adult', gender: 'female' }]);
  });

  it('is a zod object, so forms can read its shape', () => {
    expect(Object.keys(manualReservationSchema.shape)).toContain('pricePerNight');
  });
});

describe('manualReservationSchema: field rules', () => {
  it('needs a room', () => {
    expect(messages(validInput({ unitId: '' })).unitId).toEqual(['Please select a room']);
    expect(messages(validInput({ unitId: 'not-a-uuid' })).unitId).toEqual(['Please select a room']);
  });

  it('needs real yyyy-MM-dd dates', () => {
    expect(messages(validInput({ checkIn: '2025-02-30' })).checkIn).toEqual([
      'Please choose a valid date',
    ]);
    expect(messages(validInput({ checkOut: '14/05/2025' })).checkOut).toEqual([
      'Please choose a valid date',
    ]);
    expect(messages(validInput({ checkIn: '' })).checkIn).toEqual(['Please choose a valid date']);
  });

  it('needs check-out after check-in', () => {
    const message = 'Check-out date must be after check-in date';
    expect(messages(validInput({ checkOut: '2025-05-10' })).checkOut).toEqual([message]);
    expect(messages(validInput({ checkOut: '2025-05-01' })).checkOut).toEqual([message]);
    expect(messages(validInput({ checkOut: '2025-05-11' }))).toEqual({});
  });

  it('does not add the order message on top of an invalid date', () => {
    expect(messages(validInput({ checkIn: '2025-13-01', checkOut: '2025-05-01' }))).toEqual({
      checkIn: ['Please choose a valid date'],
    });
  });

  it('does not judge a past check-in (that needs the property’s today)', () => {
    expect(messages(validInput({ checkIn: '2001-01-01', checkOut: '2001-01-02' }))).toEqual({});
  });

  it('keeps adults between 1 and 10 and children between 0 and 10, whole', () => {
    expect(messages(validInput({ adults: 0 })).adults).toEqual(['Adults must be between 1 and 10']);
    expect(messages(validInput({ adults: 11 })).adults).toEqual([
      'Adults must be between 1 and 10',
    ]);
    expect(messages(validInput({ adults: 1.5 })).adults).toEqual([
      'Adults must be between 1 and 10',
    ]);
    expect(messages(validInput({ children: -1 })).children).toEqual([
      'Children must be between 0 and 10',
    ]);
    expect(messages(validInput({ children: 11 })).children).toEqual([
      'Children must be between 0 and 10',
    ]);
    expect(messages(validInput({ adults: 10, children: 10 })).adults).toBeUndefined();
  });

  it('needs at least one non-blank guest name', () => {
    const message = 'Please enter at least one guest name';
    expect(messages(validInput({ guests: [] })).guests).toEqual([message]);
    expect(
      messages(validInput({ guests: [{ name: '   ', type: 'adult', gender: 'male' }] })).guests,
    ).toEqual([message]);
  });

  it('limits guest names to 100 characters', () => {
    const name = 'x'.repeat(101);
    expect(
      messages(validInput({ guests: [{ name, type: 'adult', gender: 'male' }] }))['guests.0.name'],
    ).toEqual(['Guest names are limited to 100 characters']);
    expect(
      messages(validInput({ guests: [{ name: 'x'.repeat(100), type: 'adult', gender: 'male' }] })),
    ).toEqual({});
  });

  it('needs a guest type', () => {
    const input = validInput();
    const guests = [{ name: 'Nour', gender: 'female' }];
    expect(messages({ ...input, guests })['guests.0.type']).toBeDefined();
  });

  it('needs a nationality', () => {
    expect(messages(validInput({ nationality: '  ' })).nationality).toEqual([
      'Please select a nationality',
    ]);
  });

  it('needs an ID type of id or passport', () => {
    expect(messages({ ...validInput(), idType: 'licence' }).idType).toBeDefined();
  });

  it('needs the front image', () => {
    const documents = { idFront: '', idBack: BACK, marriageCertificate: null };
    expect(messages(validInput({ documents }))['documents.idFront']).toEqual([
      'Please upload the ID front or passport image',
    ]);
  });

  it('checks the e-mail shape with the spec’s message', () => {
    const message = 'Please enter a valid email address';
    for (const email of ['', 'nour', 'nour@example', '@example.com', 'nour @example.com']) {
      expect(messages(validInput({ contactEmail: email })).contactEmail, email).toEqual([message]);
    }
    expect(messages(validInput({ contactEmail: 'a@b.co' }))).toEqual({});
  });

  it('needs a listed phone code', () => {
    expect(messages(validInput({ phoneCode: '+999' })).phoneCode).toEqual([
      'Please choose a country code',
    ]);
    expect(messages(validInput({ phoneCode: '+44' }))).toEqual({});
  });

  it('needs a phone number of 6 to 15 digits only', () => {
    const message = 'Please enter a valid phone number (6 to 15 digits)';
    for (const phone of ['', '12345', '1'.repeat(16), '100 123 4567', '+201001234567', '10a1234']) {
      expect(messages(validInput({ phoneNumber: phone })).phoneNumber, phone).toEqual([message]);
    }
    expect(messages(validInput({ phoneNumber: '123456' }))).toEqual({});
    expect(messages(validInput({ phoneNumber: '1'.repeat(15) }))).toEqual({});
  });

  it('needs a source', () => {
    expect(messages(validInput({ source: ' ' })).source).toEqual([
      'Please choose a booking source',
    ]);
  });

  it('takes a whole nightly price above 0, or none (the quote prices the stay)', () => {
    const message = 'Price per night must be a whole number';
    for (const price of [0, -5, 99.5, 0.01, Number.NaN]) {
      expect(messages(validInput({ pricePerNight: price })).pricePerNight, String(price)).toEqual([
        message,
      ]);
    }
    expect(messages({ ...validInput(), pricePerNight: '120' }).pricePerNight).toEqual([message]);
    expect(messages(validInput({ pricePerNight: 1 }))).toEqual({});
    expect(messages({ ...validInput(), pricePerNight: null })).toEqual({});
    expect(
      manualReservationSchema.parse({ ...validInput(), pricePerNight: undefined }).pricePerNight,
    ).toBeNull();
  });

  it('limits notes to 2000 characters', () => {
    expect(messages(validInput({ notes: 'n'.repeat(2001) })).notes).toEqual([
      'Notes are limited to 2000 characters',
    ]);
    expect(messages(validInput({ notes: 'n'.repeat(2000) }))).toEqual({});
  });
});

describe('manualReservationSchema: cross-field rules', () => {
  it('needs the ID back image for an ID card', () => {
    const documents = { idFront: FRONT, idBack: null, marriageCertificate: null };
    expect(messages(validInput({ idType: 'id', documents }))).toEqual({
      'documents.idBack': ['Please upload the ID back image'],
    });
  });

  it('takes a stay booked by phone without scans or genders: they come before or at check-in', () => {
    const result = messages(
      validInput({
        adults: 2,
        guests: [
          { name: 'Nour', type: 'adult', gender: null },
          { name: 'Omar', type: 'adult', gender: null },
        ],
        documents: { idFront: null, idBack: null, marriageCertificate: null },
      }),
    );
    expect(result).toEqual({});
  });

  it('does not need a gender for children or blank rows', () => {
    const input = validInput({
      adults: 2,
      children: 1,
      guests: [
        { name: 'Nour', type: 'adult', gender: 'female' },
        { name: '', type: 'adult', gender: null },
        { name: 'Laila', type: 'child', gender: null },
      ],
    });
    expect(messages(input)).toEqual({});
  });

  it('needs a specification when the source is Others', () => {
    expect(messages(validInput({ source: 'Others', sourceSpecification: '  ' }))).toEqual({
      sourceSpecification: ['Please specify the booking source'],
    });
    expect(messages(validInput({ source: 'Others', sourceSpecification: 'Walk-in' }))).toEqual({});
    expect(messages(validInput({ source: 'KSS', sourceSpecification: '' }))).toEqual({});
  });

  const arabCouple: Partial<ManualReservationInput> = {
    adults: 2,
    nationality: 'Egyptian',
    guests: [
      { name: 'Omar', type: 'adult', gender: 'male' },
      { name: 'Nour', type: 'adult', gender: 'female' },
    ],
  };

  it('books an Arab couple without the marriage certificate yet, and keeps one given', () => {
    expect(messages(validInput(arabCouple))).toEqual({});
    const documents = { idFront: FRONT, idBack: BACK, marriageCertificate: CERT };
    expect(messages(validInput({ ...arabCouple, documents }))).toEqual({});
  });

  it('does not need it for other nationalities, other adult counts or same-gender adults', () => {
    expect(messages(validInput({ ...arabCouple, nationality: 'Italian' }))).toEqual({});
    expect(
      messages(
        validInput({
          ...arabCouple,
          adults: 3,
          guests: [...(arabCouple.guests ?? []), { name: 'Ali', type: 'adult', gender: 'male' }],
        }),
      ),
    ).toEqual({});
    expect(
      messages(
        validInput({
          ...arabCouple,
          guests: [
            { name: 'Omar', type: 'adult', gender: 'male' },
            { name: 'Ali', type: 'adult', gender: 'male' },
          ],
        }),
      ),
    ).toEqual({});
  });

  it('ignores blank guest rows for the marriage rule', () => {
    const input = validInput({
      ...arabCouple,
      guests: [
        { name: 'Omar', type: 'adult', gender: 'male' },
        { name: ' ', type: 'adult', gender: 'female' },
      ],
    });
    expect(messages(input)).toEqual({});
  });

  it('reports every problem at once', () => {
    const result = messages(
      validInput({
        ...arabCouple,
        checkOut: '2025-05-09',
        documents: { idFront: FRONT, idBack: null, marriageCertificate: null },
        source: 'Others',
        pricePerNight: 0,
      }),
    );
    expect(Object.keys(result).sort()).toEqual([
      'checkOut',
      'documents.idBack',
      'pricePerNight',
      'sourceSpecification',
    ]);
  });
});

describe('checkInProblem', () => {
  it('refuses a check-in before the property’s today', () => {
    expect(checkInProblem('2025-05-09', '2025-05-10')).toBe('Check-in date cannot be in the past');
    expect(checkInProblem('2024-12-31', '2025-01-01')).toBe('Check-in date cannot be in the past');
  });

  it('accepts today and later, up to five years ahead', () => {
    expect(checkInProblem('2025-05-10', '2025-05-10')).toBeNull();
    expect(checkInProblem('2026-01-01', '2025-05-10')).toBeNull();
    expect(checkInProblem('2030-05-10', '2025-05-10')).toBeNull();
  });

  it('refuses a check-in more than five years after the property’s today', () => {
    expect(checkInProblem('2030-05-11', '2025-05-10')).toBe(
      'Check-in cannot be more than 5 years ahead',
    );
    expect(checkInProblem('9999-12-30', '2025-05-10')).toBe(
      'Check-in cannot be more than 5 years ahead',
    );
  });
});

describe('missingRequiredFields', () => {
  const complete: ManualReservationDraft = {
    checkIn: '2025-05-10',
    checkOut: '2025-05-14',
    unitId: UNIT,
    adults: 1,
    guests: [{ name: 'Nour', type: 'adult', gender: 'female' }],
    nationality: 'British',
    idType: 'id',
    documents: { idFront: FRONT, idBack: BACK, marriageCertificate: null },
    contactEmail: 'nour@example.com',
    phoneNumber: '1001234567',
    source: 'KSS',
    sourceSpecification: '',
    pricePerNight: 120,
  };

  it('is empty for a complete draft', () => {
    expect(missingRequiredFields(complete)).toEqual([]);
  });

  it('lists everything of an empty draft in the spec’s order', () => {
    expect(missingRequiredFields({})).toEqual([
      'Check-in date',
      'Check-out date',
      'Room',
      'Guest name',
      'Nationality',
      'Contact email',
      'Contact phone',
      'Booking source',
    ]);
  });

  it('lists every label, in order, when all can be missing at once', () => {
    expect(
      missingRequiredFields({
        adults: 2,
        guests: [
          { name: 'Omar', type: 'adult', gender: 'male' },
          { name: 'Nour', type: null, gender: null },
        ],
        idType: 'id',
        source: 'Others',
      }),
    ).toEqual([
      'Check-in date',
      'Check-out date',
      'Room',
      'Guest type',
      'Nationality',
      'Contact email',
      'Contact phone',
      'Source specification',
    ]);
    expect(
      missingRequiredFields({
        ...complete,
        adults: 2,
        nationality: 'Egyptian',
        guests: [
          { name: 'Omar', type: 'adult', gender: 'male' },
          { name: 'Nour', type: 'adult', gender: 'female' },
          { name: 'Ali', type: 'adult', gender: null },
        ],
      }),
    ).toEqual([]);
  });

  it('treats blank text as missing', () => {
    expect(
      missingRequiredFields({
        ...complete,
        checkIn: ' ',
        nationality: '  ',
        contactEmail: '',
        phoneNumber: '',
        source: ' ',
        unitId: null,
      }),
    ).toEqual([
      'Check-in date',
      'Room',
      'Nationality',
      'Contact email',
      'Contact phone',
      'Booking source',
    ]);
  });

  it('saves without scans, but not an ID card\u2019s front without its back', () => {
    const none = { idFront: null, idBack: null, marriageCertificate: null };
    expect(missingRequiredFields({ ...complete, idType: 'passport', documents: none })).toEqual([]);
    expect(missingRequiredFields({ ...complete, idType: 'id', documents: none })).toEqual([]);
    expect(missingRequiredFields({ ...complete, documents: { ...none, idFront: FRONT } })).toEqual([
      'ID back image',
    ]);
  });

  it('never asks for a gender at booking', () => {
    expect(
      missingRequiredFields({
        ...complete,
        guests: [
          { name: 'Nour', type: 'adult', gender: 'female' },
          { name: 'Laila', type: 'child', gender: null },
          { name: '', type: 'adult', gender: null },
        ],
      }),
    ).toEqual([]);
    expect(
      missingRequiredFields({
        ...complete,
        guests: [{ name: 'Nour', type: 'adult' }],
      }),
    ).toEqual([]);
  });

  it('needs a guest name when only blank names exist', () => {
    expect(
      missingRequiredFields({
        ...complete,
        guests: [{ name: '  ', type: 'adult', gender: 'male' }],
      }),
    ).toEqual(['Guest name']);
  });

  it('asks for the source specification only for Others', () => {
    expect(missingRequiredFields({ ...complete, source: 'Others' })).toEqual([
      'Source specification',
    ]);
    expect(
      missingRequiredFields({ ...complete, source: 'Others', sourceSpecification: 'Walk-in' }),
    ).toEqual([]);
  });

  it('never asks for a nightly price: the quote prices a stay without one', () => {
    expect(missingRequiredFields({ ...complete, pricePerNight: null })).toEqual([]);
    expect(missingRequiredFields({ ...complete, pricePerNight: 0 })).toEqual([]);
  });

  it('does not ask for the marriage certificate at booking (it is checked at check-in)', () => {
    const couple: ManualReservationDraft = {
      ...complete,
      adults: 2,
      nationality: 'lebanese',
      guests: [
        { name: 'Omar', type: 'adult', gender: 'male' },
        { name: 'Nour', type: 'adult', gender: 'female' },
      ],
    };
    expect(missingRequiredFields(couple)).toEqual([]);
  });
});

describe('the required-fields toast', () => {
  it('lasts 6 seconds', () => {
    expect(REQUIRED_FIELDS_TOAST_MS).toBe(6000);
  });

  it('lists the labels after the spec’s sentence', () => {
    expect(requiredFieldsMessage(['Room', 'Nationality', 'Price per night'])).toBe(
      'Please complete the following required fields: Room, Nationality, Price per night',
    );
  });
});

describe('guestCount', () => {
  it('is adults plus children when no name is given', () => {
    expect(guestCount(2, 1, [])).toBe(3);
    expect(guestCount(1, 0, ['', '  '])).toBe(1);
  });

  it('is the number of non-empty names when any exist', () => {
    expect(guestCount(2, 2, ['Omar', '', 'Nour'])).toBe(2);
    expect(guestCount(1, 0, ['Omar', 'Nour', 'Laila'])).toBe(3);
    expect(guestCount(1, 0, [null, undefined, 'Omar'])).toBe(1);
  });
});
