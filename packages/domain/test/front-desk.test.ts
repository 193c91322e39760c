import {
  checkInRefusal,
  checkOutRefusal,
  deskActions,
  isEarlyCheckOut,
  shortenedCheckOut,
  undoRefusal,
} from '@zamalek/domain/front-desk';
import { describe, expect, it } from 'vitest';

const stay = (status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled') => ({
  status,
  checkInDate: '2026-03-10',
  checkOutDate: '2026-03-13',
});

describe('front desk rules', () => {
  it('checks in a confirmed stay from its arrival day, late arrivals included', () => {
    expect(checkInRefusal(stay('confirmed'), '2026-03-09')).toBe('NOT_ARRIVED_YET');
    expect(checkInRefusal(stay('confirmed'), '2026-03-10')).toBeNull();
    expect(checkInRefusal(stay('confirmed'), '2026-03-12')).toBeNull();
    expect(checkInRefusal(stay('checked_in'), '2026-03-10')).toBe('ALREADY_CHECKED_IN');
    expect(checkInRefusal(stay('cancelled'), '2026-03-10')).toBe('STAY_CANCELLED');
  });

  it('checks out only a checked-in stay', () => {
    expect(checkOutRefusal(stay('checked_in'))).toBeNull();
    expect(checkOutRefusal(stay('confirmed'))).toBe('NOT_CHECKED_IN');
    expect(checkOutRefusal(stay('checked_out'))).toBe('ALREADY_CHECKED_OUT');
  });

  it('undoes only what was recorded today', () => {
    expect(undoRefusal(stay('checked_in'), 'checkIn', '2026-03-10', '2026-03-10')).toBeNull();
    expect(undoRefusal(stay('checked_in'), 'checkIn', '2026-03-10', '2026-03-11')).toBe(
      'UNDO_TOO_LATE',
    );
    expect(undoRefusal(stay('checked_in'), 'checkIn', null, '2026-03-10')).toBe('UNDO_TOO_LATE');
    expect(undoRefusal(stay('checked_in'), 'checkOut', '2026-03-10', '2026-03-10')).toBe(
      'NOT_CHECKED_OUT',
    );
  });

  it('shortens a stay to end today, keeping at least one night', () => {
    expect(shortenedCheckOut(stay('checked_in'), '2026-03-11')).toBe('2026-03-11');
    expect(shortenedCheckOut(stay('checked_in'), '2026-03-10')).toBe('2026-03-11');
  });

  it('calls a check-out early only when shortening the stay would free a night', () => {
    expect(isEarlyCheckOut(stay('checked_in'), '2026-03-10')).toBe(true);
    expect(isEarlyCheckOut(stay('checked_in'), '2026-03-12')).toBe(true);
    expect(isEarlyCheckOut(stay('checked_in'), '2026-03-13')).toBe(false);
    const oneNight = { ...stay('checked_in'), checkOutDate: '2026-03-11' };
    expect(isEarlyCheckOut(oneNight, '2026-03-10')).toBe(false);
  });

  it('offers the desk steps the rules allow, none to a role that does not work the desk', () => {
    const today = '2026-03-10';
    expect(deskActions(stay('confirmed'), { today, mayWorkDesk: true })).toEqual({
      checkIn: true,
      checkOut: false,
      earlyCheckOut: true,
      undoCheckIn: false,
      undoCheckOut: false,
    });
    expect(
      deskActions(stay('checked_in'), { today, mayWorkDesk: true, checkedInOn: today }),
    ).toMatchObject({ checkIn: false, checkOut: true, undoCheckIn: true });
    expect(deskActions(stay('confirmed'), { today, mayWorkDesk: false })).toMatchObject({
      checkIn: false,
      checkOut: false,
    });
    expect(deskActions(stay('confirmed'), { today: '2026-03-09', mayWorkDesk: true }).checkIn).toBe(
      false,
    );
  });
});
