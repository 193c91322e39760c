import { WALK_IN_SOURCE } from '@zamalek/domain/walk-in';
import { describe, expect, it } from 'vitest';
import {
  checkWalkInForm,
  walkInDefaults,
  walkInQuoteRequest,
  walkInSourceChoices,
} from '@/features/front-desk/walk-in-form';

const UNIT = '0b6f3f0e-2c1a-4d47-9d8e-4b1f4c6f2a10';

describe('walk-in form', () => {
  it('starts tonight for one night under the walk-in source', () => {
    expect(walkInDefaults('2026-05-01')).toMatchObject({
      checkIn: '2026-05-01',
      checkOut: '2026-05-02',
      source: WALK_IN_SOURCE,
      overridePrice: false,
      pricePerNight: '',
    });
  });

  it('asks the quote for one guest once a room is chosen; an override only with a whole price', () => {
    const values = walkInDefaults('2026-05-01');
    expect(walkInQuoteRequest(values)).toBeNull();
    expect(walkInQuoteRequest({ ...values, unitId: UNIT })).toEqual({
      unitId: UNIT,
      checkIn: '2026-05-01',
      checkOut: '2026-05-02',
      guests: 1,
      pricePerNight: null,
    });
    const overriding = { ...values, unitId: UNIT, overridePrice: true };
    expect(walkInQuoteRequest({ ...overriding, pricePerNight: '' })).toBeNull();
    expect(walkInQuoteRequest({ ...overriding, pricePerNight: '99.5' })).toBeNull();
    expect(walkInQuoteRequest({ ...overriding, pricePerNight: '95' })?.pricePerNight).toBe(95);
    // Typed but switched off: the quote's price.
    expect(
      walkInQuoteRequest({ ...values, unitId: UNIT, pricePerNight: '95' })?.pricePerNight,
    ).toBeNull();
  });

  it('needs a name, a room and a phone or an e-mail; the price is the quote unless overridden', () => {
    const blank = checkWalkInForm(walkInDefaults('2026-05-01'));
    expect(blank.ok).toBe(false);
    if (!blank.ok) {
      expect(Object.keys(blank.errors).sort()).toEqual(
        ['contactPhone', 'guestName', 'unitId'].sort(),
      );
    }
    const values = {
      ...walkInDefaults('2026-05-01'),
      unitId: UNIT,
      guestName: ' Mona Adel ',
      contactEmail: 'MONA@example.com',
      pricePerNight: '120',
    };
    expect(checkWalkInForm(values)).toMatchObject({
      ok: true,
      input: {
        guestName: 'Mona Adel',
        contactEmail: 'mona@example.com',
        contactPhone: '',
        pricePerNight: null,
      },
    });
    expect(checkWalkInForm({ ...values, overridePrice: true })).toMatchObject({
      ok: true,
      input: { pricePerNight: 120 },
    });
    const emptied = checkWalkInForm({ ...values, overridePrice: true, pricePerNight: '' });
    expect(emptied.ok === false && Object.keys(emptied.errors)).toEqual(['pricePerNight']);
  });

  it('offers the walk-in source first and never a bare "Others"', () => {
    const choices = walkInSourceChoices(['Ahmed']).map((choice) => choice.value);
    expect(choices[0]).toBe(WALK_IN_SOURCE);
    expect(choices).toContain('Ahmed');
    expect(choices).not.toContain('Others');
  });
});
