import { describe, expect, it } from 'vitest';
import {
  approximateNumber,
  EXACT_TOTAL_LIMIT,
  pageCountOf,
  rangeWords,
  totalNumber,
  totalWords,
} from '../src/list-total';

const NOUN = { one: 'reservation', other: 'reservations' };

describe('list totals in words', () => {
  it('says a counted total exactly, one in the singular', () => {
    expect(totalWords({ exact: true, count: 0 }, NOUN)).toBe('0 reservations');
    expect(totalWords({ exact: true, count: 1 }, NOUN)).toBe('1 reservation');
    expect(totalWords({ exact: true, count: EXACT_TOTAL_LIMIT }, NOUN)).toBe('10,000 reservations');
  });

  it('says an estimate as one, to two figures', () => {
    expect(totalWords({ exact: false, estimate: 1_234_567 }, NOUN)).toBe(
      'about 1.2 million reservations',
    );
    expect(totalNumber({ exact: false, estimate: 48_321 })).toBe('about 48,000');
    expect(totalNumber({ exact: false, estimate: 123_456 })).toBe('about 120,000');
    expect(totalNumber({ exact: false, estimate: 999_999 })).toBe('about 1 million');
    expect(totalNumber({ exact: false, estimate: 12_345_678 })).toBe('about 12 million');
    expect(totalNumber({ exact: false, estimate: 2_000_000 })).toBe('about 2 million');
    expect(approximateNumber(1_950_000)).toBe('about 2 million');
    expect(approximateNumber(1_949_999)).toBe('about 1.9 million');
  });

  it('never rounds an estimate down to what was counted: "more than 10,000"', () => {
    // The count stopped past the limit; an estimate that rounds to the limit or below says so.
    expect(totalNumber({ exact: false, estimate: 10_001 })).toBe('more than 10,000');
    expect(totalNumber({ exact: false, estimate: 10_040 })).toBe('more than 10,000');
    expect(totalNumber({ exact: false, estimate: 10_600 })).toBe('about 11,000');
    expect(totalWords({ exact: false, estimate: 10_001 }, NOUN)).toBe(
      'more than 10,000 reservations',
    );
  });

  it('words the shown range, grouping thousands', () => {
    expect(rangeWords(26, 25, { exact: true, count: 140 }, NOUN)).toBe(
      'Showing 26–50 of 140 reservations',
    );
    expect(rangeWords(49_976, 25, { exact: false, estimate: 1_234_567 }, NOUN)).toBe(
      'Showing 49,976–50,000 of about 1.2 million reservations',
    );
    expect(rangeWords(1, 0, { exact: true, count: 0 }, NOUN)).toBe('');
  });

  it('counts pages only of a counted list', () => {
    expect(pageCountOf({ exact: true, count: 0 }, 25)).toBe(1);
    expect(pageCountOf({ exact: true, count: 26 }, 25)).toBe(2);
    expect(pageCountOf({ exact: false, estimate: 1_000_000 }, 25)).toBeNull();
  });
});
