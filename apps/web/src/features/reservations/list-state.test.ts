import { describe, expect, it } from 'vitest';
import {
  ALL,
  isSortKey,
  listInput,
  pageCount,
  rangeText,
  SORT_KEYS,
  SORT_LABELS,
} from './list-state';

const controls = {
  search: '',
  status: ALL,
  unitId: ALL,
  sorting: [],
  pageIndex: 0,
  pageSize: 25,
} as const;

describe('list query input', () => {
  it('defaults to newest first, page 1, with no filters', () => {
    expect(listInput(controls)).toEqual({
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('passes the trimmed search, filters, sort and 1-based page', () => {
    expect(
      listInput({
        ...controls,
        search: '  MAN-17 ',
        status: 'In-House',
        unitId: 'u1',
        sorting: [{ id: 'checkIn', desc: false }],
        pageIndex: 2,
      }),
    ).toEqual({
      search: 'MAN-17',
      status: 'In-House',
      unitId: 'u1',
      sort: 'checkIn',
      direction: 'asc',
      page: 3,
      pageSize: 25,
    });
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
  it('says which rows are shown', () => {
    expect(rangeText(0, 25, 140)).toBe('Showing 1–25 of 140');
    expect(rangeText(5, 25, 140)).toBe('Showing 126–140 of 140');
    expect(rangeText(0, 25, 0)).toBe('');
  });

  it('counts at least one page', () => {
    expect(pageCount(25, 0)).toBe(1);
    expect(pageCount(25, 26)).toBe(2);
  });
});
