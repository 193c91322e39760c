import { describe, expect, it } from 'vitest';
import {
  ALL,
  isMoneySort,
  isSortKey,
  listFilter,
  listInput,
  pageText,
  rangeText,
  SORT_KEYS,
  SORT_LABELS,
} from './list-state';

const controls = {
  search: '',
  status: ALL,
  unitId: ALL,
  sorting: [],
  pageSize: 25,
} as const;

describe('list query input', () => {
  it('defaults to newest first, the first page, with no filters', () => {
    expect(listInput(controls)).toEqual({
      sort: 'createdAt',
      direction: 'desc',
      pageSize: 25,
    });
    expect(listFilter(controls)).toEqual({});
  });

  it('passes the trimmed search, filters, sort and the page link as it came', () => {
    expect(
      listInput({
        ...controls,
        search: '  MAN-17 ',
        status: 'In-House',
        unitId: 'u1',
        sorting: [{ id: 'checkIn', desc: false }],
        cursor: 'eyJzIjoiY2hlY2tJbiJ9',
      }),
    ).toEqual({
      search: 'MAN-17',
      status: 'In-House',
      unitId: 'u1',
      sort: 'checkIn',
      direction: 'asc',
      pageSize: 25,
      cursor: 'eyJzIjoiY2hlY2tJbiJ9',
    });
    // The total is the filter's alone: the same for every sort and page.
    expect(
      listFilter({ ...controls, search: '  MAN-17 ', status: 'In-House', unitId: 'u1' }),
    ).toEqual({ search: 'MAN-17', status: 'In-House', unitId: 'u1' });
  });

  it('ignores a sort column the server does not know', () => {
    expect(listInput({ ...controls, sorting: [{ id: 'bogus', desc: false }] }).sort).toBe(
      'createdAt',
    );
    expect(isSortKey('total')).toBe(true);
    expect(isSortKey('bogus')).toBe(false);
  });

  it('labels every sort key', () => {
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...SORT_KEYS].sort());
  });
});

describe('paging text', () => {
  const counted = (count: number) => ({ exact: true, count }) as const;

  it('says which rows are shown of how many', () => {
    expect(rangeText(0, 25, 25, counted(140))).toBe('Showing 1–25 of 140 reservations');
    expect(rangeText(5, 25, 15, counted(140))).toBe('Showing 126–140 of 140 reservations');
    expect(rangeText(0, 25, 1, counted(1))).toBe('Showing 1–1 of 1 reservation');
    expect(rangeText(0, 25, 0, counted(0))).toBe('');
  });

  it('words an estimate as one, and waits for the total without guessing', () => {
    expect(rangeText(2, 25, 25, { exact: false, estimate: 1_234_567 })).toBe(
      'Showing 51–75 of about 1.2 million reservations',
    );
    expect(rangeText(2, 25, 25, undefined)).toBe('Showing 51–75');
  });

  it('numbers the page, of how many only when the list was counted', () => {
    expect(pageText(0, 25, counted(0))).toBe('Page 1 of 1');
    expect(pageText(1, 25, counted(26))).toBe('Page 2 of 2');
    expect(pageText(3, 25, counted(26))).toBe('Page 4');
    expect(pageText(2, 25, { exact: false, estimate: 1_234_567 })).toBe('Page 3');
    expect(pageText(2, 25, undefined)).toBe('Page 3');
  });
});

describe('isMoneySort', () => {
  it('names the price columns, left out for those who do not see money', () => {
    expect(SORT_KEYS.filter(isMoneySort)).toEqual(['pricePerNight', 'total']);
    expect(isMoneySort(undefined)).toBe(false);
  });
});
