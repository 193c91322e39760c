import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUEST_SORT,
  nextGuestSort,
  type SortableGuestRow,
  sortGuestRows,
} from './guest-sort';

const row = (
  reservationId: string,
  guestName: string,
  unitName: string | null,
  nationality: string,
  nights: number,
  pricePerNightCents: number | null,
  revenueCents: number,
): SortableGuestRow => ({
  reservationId,
  guestName,
  unitName,
  nationality,
  nights,
  pricePerNightCents,
  revenueCents,
});

const ROWS = [
  row('r1', 'omar Khaled', 'Z-10', 'Egyptian', 3, 12_000, 36_000),
  row('r2', 'Émilie Durand', 'Z-2', 'French', 5, 8_500, 42_500),
  row('r3', 'Ahmed Hassan', null, 'Egyptian', 1, null, 0),
  row('r4', 'Zeina Aziz', 'Z-101', 'Lebanese', 3, 19_000, 57_000),
  row('r5', 'Ahmed Hassan', 'Z-3', 'Egyptian', 2, 9_000, 18_000),
];

const ids = (rows: readonly SortableGuestRow[]) => rows.map((r) => r.reservationId);

describe('sortGuestRows', () => {
  it('sorts text ignoring case and accents, ties by guest name then reservation', () => {
    expect(ids(sortGuestRows(ROWS, { key: 'guestName', desc: false }))).toEqual([
      'r3',
      'r5',
      'r2',
      'r1',
      'r4',
    ]);
    expect(ids(sortGuestRows(ROWS, { key: 'guestName', desc: true }))).toEqual([
      'r4',
      'r1',
      'r2',
      // Equal names keep their tie order in both directions.
      'r3',
      'r5',
    ]);
    expect(ids(sortGuestRows(ROWS, { key: 'nationality', desc: false }))).toEqual([
      'r3',
      'r5',
      'r1',
      'r2',
      'r4',
    ]);
  });

  it('puts room names in natural order and rows without a room last either way', () => {
    expect(ids(sortGuestRows(ROWS, { key: 'unitName', desc: false }))).toEqual([
      'r2',
      'r5',
      'r1',
      'r4',
      'r3',
    ]);
    expect(ids(sortGuestRows(ROWS, { key: 'unitName', desc: true }))).toEqual([
      'r4',
      'r1',
      'r5',
      'r2',
      'r3',
    ]);
  });

  it('sorts numbers numerically, missing prices last', () => {
    expect(ids(sortGuestRows(ROWS, { key: 'nights', desc: false }))).toEqual([
      'r3',
      'r5',
      'r1',
      'r4',
      'r2',
    ]);
    expect(ids(sortGuestRows(ROWS, { key: 'pricePerNightCents', desc: true }))).toEqual([
      'r4',
      'r1',
      'r5',
      'r2',
      'r3',
    ]);
    expect(ids(sortGuestRows(ROWS, DEFAULT_GUEST_SORT))).toEqual(['r4', 'r2', 'r1', 'r5', 'r3']);
  });

  it('does not change the rows it is given', () => {
    const before = ids(ROWS);
    sortGuestRows(ROWS, { key: 'nights', desc: true });
    expect(ids(ROWS)).toEqual(before);
  });
});

describe('nextGuestSort', () => {
  it('toggles the active column and starts a new one ascending', () => {
    expect(nextGuestSort({ key: 'nights', desc: false }, 'nights')).toEqual({
      key: 'nights',
      desc: true,
    });
    expect(nextGuestSort({ key: 'nights', desc: true }, 'nights')).toEqual({
      key: 'nights',
      desc: false,
    });
    expect(nextGuestSort(DEFAULT_GUEST_SORT, 'guestName')).toEqual({
      key: 'guestName',
      desc: false,
    });
  });
});
