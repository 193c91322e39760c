import { describe, expect, it } from 'vitest';
import {
  defaultReportRange,
  formatPercent,
  formatRange,
  formatSquareMetres,
  plural,
} from './format';

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

  it('defaults the reports to the first of last month through today', () => {
    expect(defaultReportRange('2025-05-14')).toEqual({ from: '2025-04-01', to: '2025-05-15' });
    expect(defaultReportRange('2025-01-31')).toEqual({ from: '2024-12-01', to: '2025-02-01' });
    expect(defaultReportRange('2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-04-01' });
  });

  it('shows areas and counts', () => {
    expect(formatSquareMetres(38)).toBe('38\u00a0m²');
    expect(formatSquareMetres(null)).toBe('–');
    expect(plural(1, 'booking')).toBe('1 booking');
    expect(plural(1200, 'night')).toBe('1,200 nights');
  });
});
