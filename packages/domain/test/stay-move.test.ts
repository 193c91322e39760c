import { describe, expect, it } from 'vitest';
import {
  isSameStay,
  movedStayTotals,
  moveKind,
  moveRefusal,
  stayMoveSchema,
} from '../src/stay-move';

const stay = (status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled') => ({
  status,
  unitId: 'unit-a',
  checkInDate: '2026-03-10',
  checkOutDate: '2026-03-12',
});
const target = { unitId: 'unit-b', checkIn: '2026-03-10', checkOut: '2026-03-13' };

describe('stay moves', () => {
  it('refuses cancelled and checked-out stays and a checked-in stay’s new arrival day', () => {
    expect(moveRefusal(stay('confirmed'), { ...target, checkIn: '2026-03-11' })).toBeNull();
    expect(moveRefusal(stay('cancelled'), target)).toBe('CANCELLED_STAY_NOT_MOVABLE');
    expect(moveRefusal(stay('checked_out'), target)).toBe('CHECKED_OUT_STAY_NOT_MOVABLE');
    expect(moveRefusal(stay('checked_in'), target)).toBeNull();
    expect(moveRefusal(stay('checked_in'), { ...target, checkIn: '2026-03-11' })).toBe(
      'CHECKED_IN_ARRIVAL_FIXED',
    );
  });

  it('knows a move to where the stay is', () => {
    expect(isSameStay(stay('confirmed'), target)).toBe(false);
    const same = { unitId: 'unit-a', checkIn: '2026-03-10', checkOut: '2026-03-12' };
    expect(isSameStay(stay('confirmed'), same)).toBe(true);
  });

  it('calls a later check-out in the same room an extension, an earlier one a shortening', () => {
    const same = { unitId: 'unit-a', checkIn: '2026-03-10' };
    expect(moveKind(stay('confirmed'), { ...same, checkOut: '2026-03-14' })).toBe('extend');
    expect(moveKind(stay('confirmed'), { ...same, checkOut: '2026-03-11' })).toBe('shorten');
    expect(moveKind(stay('confirmed'), { ...same, checkOut: '2026-03-12' })).toBe('move');
    expect(moveKind(stay('confirmed'), target)).toBe('move');
    expect(
      moveKind(stay('confirmed'), { ...same, checkIn: '2026-03-09', checkOut: '2026-03-14' }),
    ).toBe('move');
  });

  it('recomputes nights and money from the price per night, or keeps null money', () => {
    expect(movedStayTotals({ pricePerNightCents: 9_999, commissionRate: 10 }, target)).toEqual({
      nights: 3,
      totalCents: 29_997,
      commissionCents: 3_000,
      netCents: 26_997,
    });
    expect(movedStayTotals({ pricePerNightCents: null, commissionRate: 10 }, target)).toEqual({
      nights: 3,
      totalCents: null,
      commissionCents: null,
      netCents: null,
    });
  });

  it('checks dates with the staff stay rules', () => {
    const id = '7f1c1d1e-4c3b-4a51-9b43-3c2d1e0f9a8b';
    const unitId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const parse = (checkIn: string, checkOut: string) =>
      stayMoveSchema.safeParse({ id, unitId, checkIn, checkOut });
    expect(parse('2026-03-10', '2026-03-13').success).toBe(true);
    expect(parse('2026-03-10', '2026-03-10').error?.issues[0]?.path).toEqual(['checkOut']);
    expect(parse('2026-03-10', '2027-03-11').error?.issues[0]?.message).toBe(
      'Stays are limited to 365 nights',
    );
  });
});
