import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeListCursor,
  encodeListCursor,
  isSortValue,
  type ListCursor,
  MAX_CURSOR_LENGTH,
  SORT_VALUES,
} from '../src/list-cursor';
import { RESERVATION_SORT_KEYS } from '../src/reservation-list';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('list cursors', () => {
  it('names a sort value for every sort key', () => {
    expect(Object.keys(SORT_VALUES).sort()).toEqual([...RESERVATION_SORT_KEYS].sort());
  });

  it('reads back what it wrote, any text included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('guestNames', 'unit', 'source', 'reference' as const),
        fc.constantFrom('asc', 'desc' as const),
        fc.constantFrom('after', 'before' as const),
        fc.string({ maxLength: 200, unit: 'grapheme' }).filter((text) => !text.includes('\u0000')),
        (sort, direction, toward, value) => {
          const cursor: ListCursor = { sort, direction, toward, value, id: ID };
          const encoded = encodeListCursor(cursor);
          expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeListCursor(encoded)).toEqual(cursor);
        },
      ),
    );
  });

  it('keeps values of each kind exact: dates, numbers, instants to the microsecond, statuses', () => {
    const cases: Array<[ListCursor['sort'], string | null]> = [
      ['checkIn', '2026-02-28'],
      ['nights', '365'],
      ['total', '-12'],
      ['pricePerNight', null],
      ['createdAt', '2026-01-01T10:00:00.123456Z'],
      ['status', 'Due In'],
      ['nationality', null],
    ];
    for (const [sort, value] of cases) {
      const cursor: ListCursor = { sort, direction: 'asc', toward: 'after', value, id: ID };
      expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuses values the column could not hold', () => {
    expect(isSortValue('checkIn', '2026-02-29')).toBe(false);
    expect(isSortValue('checkIn', '0000-01-01')).toBe(false);
    expect(isSortValue('checkIn', null)).toBe(false);
    expect(isSortValue('nights', '1.5')).toBe(false);
    expect(isSortValue('nights', '99999999999999999')).toBe(false);
    expect(isSortValue('createdAt', '2026-01-01T10:00:00Z')).toBe(false);
    expect(isSortValue('createdAt', '2026-01-01T24:00:00.000000Z')).toBe(false);
    expect(isSortValue('status', 'confirmed')).toBe(false);
    expect(isSortValue('reference', null)).toBe(false);
    expect(isSortValue('guestNames', 'a\u0000b')).toBe(false);
    expect(isSortValue('guestNames', 'x'.repeat(1001))).toBe(false);
    expect(isSortValue('guestNames', null)).toBe(true);
  });

  it('refuses anything it did not write, without throwing', () => {
    const json = (fields: Record<string, unknown>) =>
      base64url(
        JSON.stringify({ s: 'checkIn', d: 'asc', t: 'after', v: '2026-01-01', i: ID, ...fields }),
      );
    for (const forged of [
      '',
      'not a cursor!',
      base64url('{"s":'),
      Buffer.from([0xff, 0xfe]).toString('base64url'),
      base64url('null'),
      json({ s: 'password' }),
      json({ v: 20260101 }),
      json({ i: 'not-a-uuid' }),
      json({ extra: true }),
      json({ t: 'sideways' }),
      'A'.repeat(MAX_CURSOR_LENGTH + 1),
    ]) {
      expect(decodeListCursor(forged)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeListCursor(text)).not.toThrow();
      }),
    );
  });
});
