import { describe, expect, it } from 'vitest';
import { hasStay, typedNightlyPrice } from '@/components/stay-quote/quote-request';

describe('what the quote needs', () => {
  it('a room, real dates in order and at least one guest', () => {
    const stay = { unitId: 'u1', checkIn: '2026-05-10', checkOut: '2026-05-12', guests: 1 };
    expect(hasStay(stay)).toBe(true);
    expect(hasStay({ ...stay, unitId: null })).toBe(false);
    expect(hasStay({ ...stay, checkOut: '2026-05-10' })).toBe(false);
    expect(hasStay({ ...stay, checkIn: '' })).toBe(false);
    expect(hasStay({ ...stay, checkIn: '2026-02-30' })).toBe(false);
    expect(hasStay({ ...stay, guests: 0 })).toBe(false);
  });

  it('reads a typed nightly price the way the form would save it', () => {
    expect(typedNightlyPrice(' 120 ', 0)).toBe(120);
    expect(typedNightlyPrice('120.5', 0)).toBeNull();
    expect(typedNightlyPrice('0', 0)).toBeNull();
    expect(typedNightlyPrice('', 0)).toBeNull();
    expect(typedNightlyPrice('abc', 2)).toBeNull();
    expect(typedNightlyPrice('120.55', 2)).toBe(120.55);
    expect(typedNightlyPrice('0', 2)).toBe(0);
    expect(typedNightlyPrice('120.555', 2)).toBeNull();
    expect(typedNightlyPrice('-5', 2)).toBeNull();
    expect(typedNightlyPrice('100001', 0)).toBeNull();
  });
});
