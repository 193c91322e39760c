import { describe, expect, it } from 'vitest';
import { formatStayRange, formatUnitSize } from './room-format';

describe('room formats', () => {
  it('reads the size as area plus terrace, or shows the text as typed', () => {
    expect(formatUnitSize('60 m2 + 10 m2')).toBe('60 m² + 10 m² terrace');
    expect(formatUnitSize('38 m2')).toBe('38 m²');
    expect(formatUnitSize('Large')).toBe('Large');
    expect(formatUnitSize(null)).toBe('');
  });

  it('writes a stay compactly within a month, across months and across years', () => {
    expect(formatStayRange('2025-06-03', '2025-06-07')).toBe('Jun 3 – 7, 2025');
    expect(formatStayRange('2025-06-28', '2025-07-02')).toBe('Jun 28 – Jul 2, 2025');
    expect(formatStayRange('2025-12-30', '2026-01-02')).toBe('Dec 30, 2025 – Jan 2, 2026');
  });
});
