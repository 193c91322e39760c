import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, nightsBetween } from './iso-date';

describe('iso dates without date-fns', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2025-03-01')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-3-1')).toBe(false);
    expect(isIsoDate(20250301)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });

  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-04-24', 2)).toBe('2025-04-26'); // Cairo summer time starts 25 April 2025
  });

  it('counts nights of a half-open stay', () => {
    expect(nightsBetween('2025-05-01', '2025-05-04')).toBe(3);
    expect(nightsBetween('2025-03-29', '2025-04-02')).toBe(4);
  });
});
