import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { describe, expect, it } from 'vitest';
import {
  addGuest,
  commissionPreview,
  type EditableReservation,
  editQuoteRequest,
  editSourceChoices,
  numberOr,
  removeGuest,
  requiredNumber,
  toEditValues,
} from './edit-form';

const stored: EditableReservation = {
  unitId: 'u1',
  checkInDate: '2026-05-10',
  checkOutDate: '2026-05-14',
  numberOfGuests: 3,
  adults: 2,
  guestNames: ['Omar Khaled', 'Laila Khaled', 'Yassin Khaled'],
  guestGenders: ['male', 'female', ''],
  guestTypes: [],
  guestNationality: 'Egyptian',
  contactEmail: null,
  contactPhone: '+20 1001234567',
  pricePerNightCents: 12_050,
  commissionRate: null,
  source: 'Others - Instagram',
  displayStatus: 'Upcoming',
  notes: null,
  channel: 'Manual',
};

describe('edit form values', () => {
  it('starts from the stored reservation, lists parallel, commission 10 by default, price not overridden', () => {
    const values = toEditValues(stored);
    expect(values).toMatchObject({
      checkIn: '2026-05-10',
      guestGenders: ['male', 'female', null],
      guestTypes: ['adult', 'adult', 'child'],
      guestNationality: 'Egyptian',
      contactEmail: '',
      pricePerNight: null,
      commissionRate: 10,
      notes: '',
    });
  });

  it('keeps at least one guest row', () => {
    const values = toEditValues({ ...stored, guestNames: [], guestGenders: [] });
    expect(values.guestNames).toEqual(['']);
    expect(removeGuest(values, 0).guestNames).toEqual(['']);
  });

  it('adds and removes guests keeping the lists parallel', () => {
    const values = toEditValues(stored);
    const removed = removeGuest(values, 1);
    expect(removed.guestNames).toEqual(['Omar Khaled', 'Yassin Khaled']);
    expect(removed.guestGenders).toEqual(['male', null]);
    expect(removed.guestTypes).toEqual(['adult', 'child']);
    const added = addGuest(removed);
    expect(added.guestNames).toHaveLength(3);
    expect(added.guestTypes[2]).toBe('adult');
  });

  it('falls back when a number field is left empty', () => {
    expect(numberOr(1)('')).toBe(1);
    expect(numberOr(0)('abc')).toBe(0);
    expect(numberOr(0)('12.5')).toBe(12.5);
    expect(numberOr(0)(Number.NaN)).toBe(0);
  });

  it('refuses an emptied number of guests instead of saving 1', () => {
    expect(requiredNumber('')).toBeNaN();
    expect(requiredNumber('3')).toBe(3);
    const parsed = reservationEditSchema.safeParse({
      ...toEditValues(stored),
      numberOfGuests: requiredNumber(''),
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('numberOfGuests');
  });
});

describe('live price', () => {
  const values = {
    unitId: '0b6f3f0e-2c1a-4d47-9d8e-4b1f4c6f2a10',
    checkIn: '2026-05-10',
    checkOut: '2026-05-14',
    numberOfGuests: 3,
    pricePerNight: null,
  };

  it("asks the server's edit quote for the answers, the price only when overridden", () => {
    expect(editQuoteRequest('r1', values, false)).toEqual({
      id: 'r1',
      unitId: values.unitId,
      checkIn: '2026-05-10',
      checkOut: '2026-05-14',
      guests: 3,
      pricePerNight: null,
    });
    expect(editQuoteRequest('r1', { ...values, pricePerNight: 99.99 }, true)?.pricePerNight).toBe(
      99.99,
    );
    expect(editQuoteRequest('r1', { ...values, pricePerNight: 99.99 }, false)?.pricePerNight).toBe(
      null,
    );
  });

  it('asks nothing without a unit, with backwards dates, no guests or an unusable price', () => {
    expect(editQuoteRequest('r1', { ...values, unitId: null }, false)).toBeNull();
    expect(editQuoteRequest('r1', { ...values, checkOut: '2026-05-10' }, false)).toBeNull();
    expect(editQuoteRequest('r1', { ...values, numberOfGuests: Number.NaN }, false)).toBeNull();
    expect(editQuoteRequest('r1', { ...values, pricePerNight: Number.NaN }, true)).toBeNull();
    expect(editQuoteRequest('r1', { ...values, pricePerNight: 10.005 }, true)).toBeNull();
  });

  it('figures commission and net on the total before taxes, as saving does', () => {
    expect(commissionPreview(60_000, 10)).toEqual({ commissionCents: 6_000, netCents: 54_000 });
    expect(commissionPreview(19_998, 17.4)).toEqual({ commissionCents: 3_480, netCents: 16_518 });
    expect(commissionPreview(60_000, Number.NaN)).toBeNull();
    expect(commissionPreview(60_000, 120)).toBeNull();
  });
});

describe('edit sources', () => {
  it('offers the stored source when it is not one of the usual choices', () => {
    expect(editSourceChoices(['Karim Adel'], 'Direct Website')).toEqual([
      'Direct Website',
      'Karim Adel',
      'KSS',
      'Booking.com',
      'Others',
    ]);
    expect(editSourceChoices([], 'Others - Instagram')).toEqual(['KSS', 'Booking.com', 'Others']);
  });
});
