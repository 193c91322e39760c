import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from '../src/intl-formats';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options, and keeps it', () => {
    const two = numberFormat('en-US', { minimumFractionDigits: 2 });
    expect(numberFormat('en-US', { minimumFractionDigits: 2 })).toBe(two);
    expect(numberFormat('en-US', { minimumFractionDigits: 1 })).not.toBe(two);
    expect(numberFormat('en-GB', { minimumFractionDigits: 2 })).not.toBe(two);
    expect(two.format(1234.5)).toBe('1,234.50');
  });

  it('keeps date formats and plural rules apart from number formats', () => {
    const date = dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(date.format(new Date('2026-11-24T00:00:00Z'))).toBe('24 November');
    expect(pluralRules('ar-EG').select(2)).toBe('two');
    expect(pluralRules('en-GB').select(2)).toBe('other');
  });
});
