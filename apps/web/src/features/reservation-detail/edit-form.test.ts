import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { describe, expect, it } from 'vitest';
import {
  addGuest,
  type EditableReservation,
  editSourceChoices,
  numberOr,
  previewStay,
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
  it('starts from the stored reservation, lists parallel, commission 10 by default', () => {
    const values = toEditValues(stored);
    expect(values).toMatchObject({
      checkIn: '2026-05-10',
      guestGenders: ['male', 'female', null],
      guestTypes: ['adult', 'adult', 'child'],
      guestNationality: 'Egyptian',
      contactEmail: '',
      pricePerNight: 120.5,
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

describe('live totals', () => {
  it('recomputes nights, total, commission and net from dates, price and rate', () => {
    expect(
      previewStay({
        checkIn: '2026-05-10',
        checkOut: '2026-05-14',
        pricePerNight: 150,
        commissionRate: 10,
      }),
    ).toEqual({ nights: 4, totalCents: 60_000, commissionCents: 6_000, netCents: 54_000 });
    expect(
      previewStay({
        checkIn: '2026-05-10',
        checkOut: '2026-05-12',
        pricePerNight: 99.99,
        commissionRate: 17.4,
      }),
    ).toEqual({ nights: 2, totalCents: 19_998, commissionCents: 3_480, netCents: 16_518 });
  });

  it('shows zero nights for backwards dates and ignores a bad price', () => {
    expect(
      previewStay({
        checkIn: '2026-05-14',
        checkOut: '2026-05-10',
        pricePerNight: Number.NaN,
        commissionRate: 10,
      }),
    ).toMatchObject({ nights: 0, totalCents: 0 });
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
