import { bookingReference } from '@zamalek/domain/reference';
import { describe, expect, it } from 'vitest';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const at = new Date('2026-03-15T10:00:00Z');

describe('bookingReference', () => {
  it('is the prefix, the timestamp in milliseconds and a 4-character suffix', () => {
    expect(bookingReference('MAN', at, () => 0)).toBe(`MAN-${at.getTime()}-AAAA`);
    expect(bookingReference('WEB', at, () => 0.999_999)).toBe(`WEB-${at.getTime()}-9999`);
  });

  it('draws each suffix character from an alphabet without look-alikes (no I, O, 0, 1)', () => {
    const draws = [0, 8 / 32, 13 / 32, 31 / 32];
    let i = 0;
    expect(bookingReference('MAN', at, () => draws[i++] ?? 0)).toBe(`MAN-${at.getTime()}-AJP9`);
    expect(ALPHABET).not.toMatch(/[IO01]/);
  });

  it('uses Math.random for the suffix by default', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const reference = bookingReference('WEB', at);
    expect(reference).toMatch(new RegExp(`^WEB-${at.getTime()}-[A-HJ-NP-Z2-9]{4}$`));
  });

  it('varies the suffix between calls at the same instant', () => {
    const references = new Set(Array.from({ length: 50 }, () => bookingReference('MAN', at)));
    expect(references.size).toBeGreaterThan(45);
  });
});
