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

  it('uses the current time and Math.random by default', () => {
    const before = Date.now();
    const reference = bookingReference('WEB');
    const match = /^WEB-(\d{13})-([A-HJ-NP-Z2-9]{4})$/.exec(reference);
    expect(match).not.toBeNull();
    const timestamp = Number(match?.[1]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('varies the suffix between calls at the same instant', () => {
    const references = new Set(Array.from({ length: 50 }, () => bookingReference('MAN', at)));
    expect(references.size).toBeGreaterThan(45);
  });
});
