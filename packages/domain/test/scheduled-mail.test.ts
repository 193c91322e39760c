import { describe, expect, it } from 'vitest';
import { digestDue, preArrivalDueArrivals, preArrivalDueAt } from '../src/scheduled-mail';

describe('pre-arrival timing', () => {
  it("is due for today's arrivals always, and tomorrow's from the check-in time", () => {
    expect(preArrivalDueArrivals({ today: '2026-12-01', time: '13:59' }, '14:00')).toEqual({
      from: '2026-12-01',
      to: '2026-12-02',
    });
    expect(preArrivalDueArrivals({ today: '2026-12-01', time: '14:00' }, '14:00')).toEqual({
      from: '2026-12-01',
      to: '2026-12-03',
    });
    expect(preArrivalDueArrivals({ today: '2026-12-31', time: '23:59' }, '15:30')).toEqual({
      from: '2026-12-31',
      to: '2027-01-02',
    });
  });

  it('names the moment a stay becomes due: the day before, at the check-in time', () => {
    expect(preArrivalDueAt('2027-03-01', '14:00')).toEqual({ today: '2027-02-28', time: '14:00' });
  });
});

describe('digest timing', () => {
  it('is due from its hour to the end of the day', () => {
    expect(digestDue({ today: '2026-12-01', time: '06:59' }, 7)).toBe(false);
    expect(digestDue({ today: '2026-12-01', time: '07:00' }, 7)).toBe(true);
    expect(digestDue({ today: '2026-12-01', time: '23:59' }, 7)).toBe(true);
    expect(digestDue({ today: '2026-12-01', time: '00:00' }, 0)).toBe(true);
  });
});
