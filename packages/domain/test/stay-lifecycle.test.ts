import { describe, expect, it } from 'vitest';
import { editedStatusChange, STAY_STEPS, statusPath, stepChange } from '../src/stay-lifecycle';
import { RESERVATION_STATUSES } from '../src/stays';

const context = { today: '2026-12-02', actorId: 'editor' };

describe('the stay lifecycle', () => {
  it('reaches every status from every other, by the shortest path of steps', () => {
    for (const from of RESERVATION_STATUSES) {
      for (const to of RESERVATION_STATUSES) {
        const path = statusPath(from, to);
        const reached = path.reduce((status, step) => {
          expect(STAY_STEPS[step].from).toBe(status);
          return STAY_STEPS[step].to;
        }, from);
        expect(reached).toBe(to);
      }
    }
    expect(statusPath('confirmed', 'checked_out')).toEqual(['checkIn', 'checkOut']);
    expect(statusPath('checked_out', 'cancelled')).toEqual([
      'undoCheckOut',
      'undoCheckIn',
      'cancel',
    ]);
    expect(statusPath('checked_in', 'checked_in')).toEqual([]);
  });

  it('stamps a check-in and a check-out with who and now, and an undo clears them', () => {
    expect(stepChange('checkIn', 'desk')).toEqual({
      status: 'checked_in',
      checkedInAt: 'now',
      checkedInBy: 'desk',
    });
    expect(stepChange('undoCheckOut', 'desk')).toEqual({
      status: 'checked_in',
      checkedOutAt: null,
      checkedOutBy: null,
    });
    expect(stepChange('cancel', 'desk')).toEqual({ status: 'cancelled' });
  });

  it('lets the edit form set a stay in house only from its arrival day, stamped by the editor', () => {
    const arriving = { status: 'confirmed' as const, checkInDate: '2026-12-02' };
    expect(editedStatusChange(arriving, 'checked_out', context)).toEqual({
      status: 'checked_out',
      checkedInAt: 'now',
      checkedInBy: 'editor',
      checkedOutAt: 'now',
      checkedOutBy: 'editor',
    });
    const later = { status: 'confirmed' as const, checkInDate: '2026-12-03' };
    expect(editedStatusChange(later, 'checked_in', context)).toBe('NOT_ARRIVED_YET');
    expect(editedStatusChange(later, 'cancelled', context)).toEqual({ status: 'cancelled' });
    expect(editedStatusChange(later, 'confirmed', context)).toBeNull();
  });

  it('takes a cancelled stay that had been in house back to no stamps at all', () => {
    const inHouse = { status: 'checked_in' as const, checkInDate: '2026-11-30' };
    expect(editedStatusChange(inHouse, 'cancelled', context)).toEqual({
      status: 'cancelled',
      checkedInAt: null,
      checkedInBy: null,
    });
  });
});
