import { periodRange } from '@zamalek/domain/analytics';
import { describe, expect, it } from 'vitest';
import { formatPercent, formatRange, formatSquareMetres, periodLabel, plural } from './format';

describe('analytics formats', () => {
  it('shows percentages with one decimal', () => {
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(63.333)).toBe('63.3%');
    expect(formatPercent(69.96)).toBe('70.0%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(Number.NaN)).toBe('0.0%');
  });

  it('shows a half-open range by its first and last day', () => {
    expect(formatRange({ from: '2025-05-01', to: '2025-05-31' })).toBe(
      'May 01, 2025 – May 30, 2025',
    );
    expect(formatRange({ from: '2025-05-01', to: '2025-05-02' })).toBe('May 01, 2025');
  });

  it('names each calendar period', () => {
    expect(periodLabel('month', periodRange('month', '2026-12-02'))).toBe('December 2026');
    expect(periodLabel('month', periodRange('month', '2028-02-29'))).toBe('February 2028');
    expect(periodLabel('quarter', periodRange('quarter', '2026-12-31'))).toBe('Q4 2026');
    expect(periodLabel('quarter', periodRange('quarter', '2027-01-01'))).toBe('Q1 2027');
    expect(periodLabel('year', periodRange('year', '2026-12-02'))).toBe('2026');
    expect(periodLabel('week', periodRange('week', '2026-12-02'))).toBe('Nov 29 – Dec 5, 2026');
    expect(periodLabel('week', periodRange('week', '2026-12-31'))).toBe(
      'Dec 27, 2026 – Jan 2, 2027',
    );
  });

  it('shows areas and counts', () => {
    expect(formatSquareMetres(38)).toBe('38\u00a0m²');
    expect(formatSquareMetres(null)).toBe('–');
    expect(plural(1, 'booking')).toBe('1 booking');
    expect(plural(1200, 'night')).toBe('1,200 nights');
  });
});
