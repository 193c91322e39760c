import { describe, expect, it } from 'vitest';
import {
  earliestCheckOut,
  parseBookSearch,
  parseConfirmationSearch,
  quickSearchTarget,
  withCheckIn,
} from './search-params';

const SUITE = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('/book search params', () => {
  it('keeps a well-formed wizard state', () => {
    expect(
      parseBookSearch({
        step: 3,
        checkIn: '2025-06-01',
        checkOut: '2025-06-04',
        guests: 2,
        suite: SUITE,
      }),
    ).toEqual({ step: 3, checkIn: '2025-06-01', checkOut: '2025-06-04', guests: 2, suite: SUITE });
  });

  it('keeps the property booked at by its slug, and drops anything else', () => {
    expect(parseBookSearch({ location: 'garden-city', guests: 2 })).toEqual({
      location: 'garden-city',
      guests: 2,
    });
    for (const location of ['Garden City', '../admin', '-x', 'a'.repeat(41), 7]) {
      expect(parseBookSearch({ location })).toEqual({});
    }
  });

  it('accepts numbers typed by hand as strings', () => {
    expect(parseBookSearch({ step: '2', guests: '4' })).toEqual({ step: 2, guests: 4 });
  });

  it('drops what is malformed or contradictory', () => {
    expect(
      parseBookSearch({
        step: 7,
        checkIn: '2025-02-30',
        checkOut: '2025-03-02',
        guests: 0,
        suite: 'robert; drop table',
      }),
    ).toEqual({});
    // A check-out on or before check-in is dropped, the check-in kept.
    expect(parseBookSearch({ checkIn: '2025-06-04', checkOut: '2025-06-04' })).toEqual({
      checkIn: '2025-06-04',
    });
    // A check-out without check-in means nothing.
    expect(parseBookSearch({ checkOut: '2025-06-04' })).toEqual({});
    expect(parseBookSearch({ guests: 2.5, step: 1 })).toEqual({});
  });

  it('reads "5+" guests as five', () => {
    expect(parseBookSearch({ guests: 9 })).toEqual({ guests: 5 });
  });
});

describe('/booking-confirmation search params', () => {
  it('keeps only the booking\u2019s secret: a summary in the address would be believed', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(
      parseConfirmationSearch({ token, reference: 'WEB-1', suite: 'Z-101', total: 25_500 }),
    ).toEqual({ token });
  });

  it('drops a token of another shape', () => {
    expect(parseConfirmationSearch({ token: '<script>' })).toEqual({});
    expect(parseConfirmationSearch({ token: 'short' })).toEqual({});
  });
});

describe('landing quick search', () => {
  const today = '2025-06-10';

  it('offers check-out from the day after check-in, or after today', () => {
    expect(earliestCheckOut('', today)).toBe('2025-06-11');
    expect(earliestCheckOut('2025-06-20', today)).toBe('2025-06-21');
    expect(earliestCheckOut('2025-06-01', today)).toBe('2025-06-11');
  });

  it('moves the check-out when a new check-in passes it', () => {
    const search = { checkIn: '2025-06-12', checkOut: '2025-06-15', guests: 2 };
    expect(withCheckIn(search, '2025-06-13')).toEqual({ ...search, checkIn: '2025-06-13' });
    expect(withCheckIn(search, '2025-06-15')).toEqual({
      checkIn: '2025-06-15',
      checkOut: '2025-06-16',
      guests: 2,
    });
    expect(withCheckIn({ checkIn: '', checkOut: '', guests: 2 }, '2025-06-20')).toEqual({
      checkIn: '2025-06-20',
      checkOut: '2025-06-21',
      guests: 2,
    });
    expect(withCheckIn(search, '')).toEqual({ ...search, checkIn: '' });
  });

  it('carries only sensible dates into /book', () => {
    expect(
      quickSearchTarget({ checkIn: '2025-06-12', checkOut: '2025-06-15', guests: 3 }, today),
    ).toEqual({ checkIn: '2025-06-12', checkOut: '2025-06-15', guests: 3 });
    expect(quickSearchTarget({ checkIn: '', checkOut: '', guests: 2 }, today)).toEqual({
      guests: 2,
    });
    expect(
      quickSearchTarget({ checkIn: '2025-06-01', checkOut: '2025-06-05', guests: 2 }, today),
    ).toEqual({ guests: 2 });
    expect(
      quickSearchTarget({ checkIn: '2025-06-12', checkOut: '2025-06-11', guests: 8 }, today),
    ).toEqual({ checkIn: '2025-06-12', guests: 5 });
  });

  it('keeps any dates while the property today is not known yet', () => {
    expect(
      quickSearchTarget({ checkIn: '2025-06-01', checkOut: '2025-06-05', guests: 2 }, undefined),
    ).toEqual({ checkIn: '2025-06-01', checkOut: '2025-06-05', guests: 2 });
  });
});
