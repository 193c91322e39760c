import { describe, expect, it } from 'vitest';
import { draggedStay } from '@/features/calendar/stay-drag';

const stay = { unitId: 'a', checkInDate: '2026-03-10', checkOutDate: '2026-03-12' };

describe('draggedStay', () => {
  it('moves a whole bar to another row and days, keeping its nights', () => {
    expect(draggedStay(stay, { kind: 'move', unitId: 'b', dayShift: 2 })).toEqual({
      unitId: 'b',
      checkIn: '2026-03-12',
      checkOut: '2026-03-14',
    });
    expect(draggedStay(stay, { kind: 'move', unitId: null, dayShift: -1 })).toEqual({
      unitId: 'a',
      checkIn: '2026-03-09',
      checkOut: '2026-03-11',
    });
  });

  it('moves the end edge only, one night at least, in the same room', () => {
    expect(draggedStay(stay, { kind: 'end', unitId: 'b', dayShift: 3 })).toEqual({
      unitId: 'a',
      checkIn: '2026-03-10',
      checkOut: '2026-03-15',
    });
    expect(draggedStay(stay, { kind: 'end', unitId: null, dayShift: -5 })?.checkOut).toBe(
      '2026-03-11',
    );
  });

  it('is null when nothing changes or the stay has no room', () => {
    expect(draggedStay(stay, { kind: 'move', unitId: 'a', dayShift: 0 })).toBeNull();
    expect(draggedStay(stay, { kind: 'end', unitId: null, dayShift: 0 })).toBeNull();
    const roomless = { ...stay, unitId: null };
    expect(draggedStay(roomless, { kind: 'move', unitId: null, dayShift: 1 })).toBeNull();
  });
});
