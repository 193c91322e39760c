import { describe, expect, it } from 'vitest';
import { monthRange } from './month';

describe('portfolio month', () => {
  it('is the half-open range of its nights, December into January', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});
