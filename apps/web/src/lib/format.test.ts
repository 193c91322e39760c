import { describe, expect, it } from 'vitest';
import {
  childrenLabel,
  formatBytes,
  formatCreatedDate,
  formatMoment,
  formatRate,
  guestsLabel,
  moneyOrDash,
  orNA,
} from '@/lib/format';

describe('formats', () => {
  it('counts guests and children', () => {
    expect(guestsLabel(1)).toBe('1 guest');
    expect(guestsLabel(3)).toBe('3 guests');
    expect(childrenLabel(1)).toBe('1 child');
    expect(childrenLabel(2)).toBe('2 children');
  });

  it('dates a creation moment at the property (Cairo), dd MMM yyyy', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Cairo (UTC+2).
    expect(formatCreatedDate(new Date('2025-12-31T22:30:00Z'))).toBe('01 Jan 2026');
    expect(formatMoment(new Date('2025-12-31T22:30:00Z'))).toBe('01 Jan 2026, 00:30');
  });

  it('shows money with a dollar sign, or a dash', () => {
    expect(moneyOrDash(123_450)).toBe('$1,234.50');
    expect(moneyOrDash(123_450, 1)).toBe('$1,234.5');
    expect(moneyOrDash(null)).toBe('-');
  });

  it('says N/A for empty text, and formats sizes and rates', () => {
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('British')).toBe('British');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(3_000)).toBe('3 KB');
    expect(formatRate(17.4)).toBe('17.4%');
    expect(formatRate(null)).toBe('N/A');
  });
});
