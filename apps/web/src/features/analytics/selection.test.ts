import { describe, expect, it } from 'vitest';
import { analyticsSelection, steppedSearch } from './selection';

describe('the period every report covers', () => {
  it('is this calendar month by default, once the server has said what today is', () => {
    expect(analyticsSelection({}, undefined)).toEqual({
      kind: 'period',
      period: 'month',
      range: undefined,
      current: false,
    });
    expect(analyticsSelection({}, '2026-12-02')).toEqual({
      kind: 'period',
      period: 'month',
      range: { from: '2026-12-01', to: '2027-01-01' },
      current: true,
    });
  });

  it('follows a day in the address without waiting for today', () => {
    expect(analyticsSelection({ period: 'month', date: '2028-02-10' }, undefined)).toMatchObject({
      range: { from: '2028-02-01', to: '2028-03-01' },
      current: false,
    });
    expect(analyticsSelection({ period: 'week', date: '2026-11-29' }, '2026-12-02')).toMatchObject({
      range: { from: '2026-11-29', to: '2026-12-06' },
      current: true,
    });
  });

  it('takes a custom range with both days included', () => {
    expect(analyticsSelection({ from: '2026-11-20', until: '2026-12-02' }, undefined)).toEqual({
      kind: 'custom',
      range: { from: '2026-11-20', to: '2026-12-03' },
    });
  });

  it('steps whole periods from the one shown, across the year end', () => {
    expect(steppedSearch({}, '2026-12-02', 1)).toEqual({ period: 'month', date: '2027-01-01' });
    expect(steppedSearch({ period: 'month', date: '2027-01-01' }, '2026-12-02', -1)).toEqual({
      period: 'month',
      date: '2026-12-01',
    });
    expect(steppedSearch({ period: 'quarter' }, '2026-12-31', -1)).toEqual({
      period: 'quarter',
      date: '2026-07-01',
    });
    expect(steppedSearch({ period: 'year' }, undefined, 1)).toEqual({ period: 'year' });
  });
});
