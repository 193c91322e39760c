import { describe, expect, it } from 'vitest';
import { monthWeeks, nextSelection, nightsIn, shiftMonth } from './month-grid-layout';

describe('rate calendar grid layout', () => {
  it('starts weeks on Monday and pads the month', () => {
    // 1 December 2031 is a Monday; 1 January 2032 a Thursday.
    const december = Array.from({ length: 31 }, (_, i) => ({
      date: `2031-12-${String(i + 1).padStart(2, '0')}`,
    }));
    const weeks = monthWeeks(december);
    expect(weeks[0]?.[0]?.date).toBe('2031-12-01');
    expect(weeks).toHaveLength(5);
    expect(weeks[4]?.slice(3)).toEqual([null, null, null, null]);
    const january = monthWeeks([{ date: '2032-01-01' }]);
    expect(january[0]?.slice(0, 4)).toEqual([null, null, null, { date: '2032-01-01' }]);
  });

  it('selects a range with two clicks either way, and starts again after', () => {
    const start = nextSelection(null, '2031-12-10', false);
    expect(start).toMatchObject({
      range: { first: '2031-12-10', last: '2031-12-10' },
      done: false,
    });
    const back = nextSelection(start, '2031-12-03', false);
    expect(back.range).toEqual({ first: '2031-12-03', last: '2031-12-10' });
    expect(nightsIn(back.range)).toBe(8);
    // Shift extends a finished range from its anchor; a plain click starts anew.
    expect(nextSelection(back, '2031-12-20', true).range).toEqual({
      first: '2031-12-10',
      last: '2031-12-20',
    });
    expect(nextSelection(back, '2031-12-20', false).done).toBe(false);
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
  });
});
