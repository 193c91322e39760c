import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../src/dates';
import {
  monthWindow,
  monthWindowBookable,
  NEAREST_STAYS_DAYS,
  nearestFreeStays,
  nearestStaysSearch,
  type OccupiedRange,
  soldOutNights,
  soldOutNightsInputSchema,
} from '../src/sold-out';

const taken = (unitId: string, from: string, to: string): OccupiedRange => ({ unitId, from, to });

describe('monthWindow', () => {
  it('runs from the first of the month to the first of the month after the last one', () => {
    expect(monthWindow('2026-12', 1)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthWindow('2026-12', 2)).toEqual({ from: '2026-12-01', to: '2027-02-01' });
    expect(monthWindow('2027-02', 1)).toEqual({ from: '2027-02-01', to: '2027-03-01' });
  });

  it('is bookable from the month of today to the month of the last day a stay may begin', () => {
    const today = '2026-12-02';
    expect(monthWindowBookable(monthWindow('2026-12', 1), today)).toBe(true);
    expect(monthWindowBookable(monthWindow('2026-11', 2), today)).toBe(true);
    expect(monthWindowBookable(monthWindow('2026-11', 1), today)).toBe(false);
    // 540 days after 2 December 2026 is 26 May 2028.
    expect(monthWindowBookable(monthWindow('2028-05', 1), today)).toBe(true);
    expect(monthWindowBookable(monthWindow('2028-06', 1), today)).toBe(false);
  });

  it('takes a month as yyyy-MM and at most four months', () => {
    const parse = (input: unknown) => soldOutNightsInputSchema.safeParse(input).success;
    expect(parse({ month: '2026-12' })).toBe(true);
    expect(parse({ month: '2026-12', months: 2, guests: 3 })).toBe(true);
    expect(parse({ month: '2026-13' })).toBe(false);
    expect(parse({ month: '2026-12-01' })).toBe(false);
    expect(parse({ month: '2026-12', months: 4 })).toBe(true);
    expect(parse({ month: '2026-12', months: 5 })).toBe(false);
    expect(parse({ month: '2026-12', months: 0 })).toBe(false);
    expect(parse({ month: '2026-12', suiteId: 'not-a-uuid' })).toBe(false);
  });
});

describe('soldOutNights', () => {
  const window = { from: '2026-12-01', to: '2026-12-08' };

  it('is the nights on which every room is taken, by a stay or a hold', () => {
    const nights = soldOutNights(
      window,
      ['a', 'b'],
      [taken('a', '2026-11-28', '2026-12-04'), taken('b', '2026-12-03', '2026-12-05')],
    );
    // 3 December: a's last night and b's first; 4 December a is free again (its check-out day).
    expect(nights).toEqual(['2026-12-03']);
  });

  it('leaves a night free while one room is', () => {
    const nights = soldOutNights(window, ['a', 'b'], [taken('a', '2026-12-01', '2026-12-08')]);
    expect(nights).toEqual([]);
  });

  it('counts only the rooms asked about, and clips ranges to the window', () => {
    const nights = soldOutNights(
      window,
      ['a'],
      [taken('a', '2026-12-06', '2027-01-10'), taken('other', '2026-12-01', '2026-12-08')],
    );
    expect(nights).toEqual(['2026-12-06', '2026-12-07']);
  });

  it('calls every night sold out when no room sleeps the party', () => {
    expect(soldOutNights({ from: '2026-12-01', to: '2026-12-03' }, [], [])).toEqual([
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});

describe('nearestFreeStays', () => {
  const today = '2026-12-02';
  const stay = { checkIn: '2026-12-20', checkOut: '2026-12-23' };

  function nearest(occupied: OccupiedRange[], unitIds = ['a', 'b'], limit = 3) {
    const search = nearestStaysSearch(stay, today);
    if (!search) throw new Error('expected somewhere to look');
    return nearestFreeStays({ stay, search, unitIds, occupied, limit });
  }

  it('offers the nearest stay of the same length before and after the guest’s, then the nearest', () => {
    // Both rooms are taken 19–25 December; a stay of three nights fits on either side.
    const full = [taken('a', '2026-12-19', '2026-12-26'), taken('b', '2026-12-19', '2026-12-26')];
    expect(nearest(full)).toEqual([
      { checkIn: '2026-12-16', checkOut: '2026-12-19' },
      { checkIn: '2026-12-26', checkOut: '2026-12-29' },
      { checkIn: '2026-12-15', checkOut: '2026-12-18' },
    ]);
    // Then nearest first (14 December, six days off), the earlier of two as far off first.
    expect(nearest(full, ['a', 'b'], 6).slice(3)).toEqual([
      { checkIn: '2026-12-14', checkOut: '2026-12-17' },
      { checkIn: '2026-12-13', checkOut: '2026-12-16' },
      { checkIn: '2026-12-27', checkOut: '2026-12-30' },
    ]);
  });

  it('needs one room free for the whole stay, not a free room each night', () => {
    // Each night from 15 to 30 December one room is free, but never the same one for three nights.
    const alternating = [
      taken('a', '2026-12-15', '2026-12-17'),
      taken('b', '2026-12-17', '2026-12-19'),
      taken('a', '2026-12-19', '2026-12-21'),
      taken('b', '2026-12-21', '2026-12-23'),
      taken('a', '2026-12-23', '2026-12-25'),
      taken('b', '2026-12-25', '2026-12-27'),
      taken('a', '2026-12-27', '2026-12-29'),
      taken('b', '2026-12-29', '2026-12-31'),
    ];
    // Room b is free 14–16 December and room a from 29 December (its stays end there).
    expect(nearest(alternating)).toEqual([
      { checkIn: '2026-12-14', checkOut: '2026-12-17' },
      { checkIn: '2026-12-29', checkOut: '2027-01-01' },
      { checkIn: '2026-12-13', checkOut: '2026-12-16' },
    ]);
  });

  it('looks no further than two months either side, and never before today', () => {
    const search = nearestStaysSearch(stay, today);
    expect(search).toEqual({
      earliest: today,
      latest: addDaysIso(stay.checkIn, NEAREST_STAYS_DAYS),
      nights: { from: today, to: addDaysIso(stay.checkIn, NEAREST_STAYS_DAYS + 3) },
    });
    const blocked = [taken('a', '2026-11-01', '2027-03-01')];
    expect(nearest(blocked, ['a'])).toEqual([]);
    // Past the last day a stay may begin there is nowhere to look.
    expect(nearestStaysSearch({ checkIn: '2029-01-01', checkOut: '2029-01-03' }, today)).toBeNull();
    expect(nearestStaysSearch({ checkIn: '9999-12-30', checkOut: '9999-12-31' }, today)).toBeNull();
    // A stay long past is looked for from today.
    expect(nearestStaysSearch({ checkIn: '2026-11-20', checkOut: '2026-11-22' }, today)).toEqual({
      earliest: today,
      latest: '2027-01-19',
      nights: { from: today, to: '2027-01-21' },
    });
  });

  it('offers nothing when no room sleeps the party', () => {
    expect(nearest([], [])).toEqual([]);
  });
});
