import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  listControlsOf,
  pageSearch,
  parseListSearch,
  sizeSearch,
  sortSearch,
} from './list-search';
import { ALL, STATUS_FILTERS } from './list-state';

const UNIT = '3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B';
/** A page link as the server writes them (what it says is the server's business). */
const LINK = 'eyJzIjoiY2hlY2tJbiIsImQiOiJhc2MifQ';

describe('All Reservations search params', () => {
  it('defaults to everything, newest first, page 1 of 25', () => {
    expect(parseListSearch({})).toEqual({});
    expect(listControlsOf({})).toEqual({
      status: ALL,
      unitId: ALL,
      sorting: [{ id: 'createdAt', desc: true }],
      pageIndex: 0,
      pageSize: 25,
      cursor: undefined,
    });
  });

  it('keeps a well-formed state, numbers typed by hand included', () => {
    const search = parseListSearch({
      q: '  hassan ',
      status: 'In-House',
      unit: UNIT,
      sort: 'checkIn',
      dir: 'asc',
      page: '3',
      cursor: LINK,
      size: 50,
    });
    expect(search).toEqual({
      q: 'hassan',
      status: 'In-House',
      unit: UNIT.toLowerCase(),
      sort: 'checkIn',
      dir: 'asc',
      page: 3,
      cursor: LINK,
      size: 50,
    });
    expect(listControlsOf(search)).toEqual({
      status: 'In-House',
      unitId: UNIT.toLowerCase(),
      sorting: [{ id: 'checkIn', desc: false }],
      pageIndex: 2,
      pageSize: 50,
      cursor: LINK,
    });
  });

  it('drops invalid values, so they fall back to the defaults', () => {
    expect(
      parseListSearch({
        q: '   ',
        status: 'sleeping',
        unit: 'Z-101',
        sort: 'password',
        dir: 'up',
        page: 0,
        size: 7,
      }),
    ).toEqual({});
    expect(parseListSearch({ page: '2.5', cursor: LINK, size: 'many' })).toEqual({});
    expect(parseListSearch({ page: 1, cursor: LINK, size: 25 })).toEqual({});
    // A page number without its link, or a link without a number or of another shape: page 1.
    expect(parseListSearch({ page: 7 })).toEqual({});
    expect(parseListSearch({ cursor: LINK })).toEqual({});
    expect(parseListSearch({ page: 2, cursor: 'not a link!' })).toEqual({});
    expect(parseListSearch({ page: 2, cursor: 'x'.repeat(3000) })).toEqual({});
    expect(parseListSearch({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('offers and keeps exactly the display statuses; an old stored-status link shows all', () => {
    expect(STATUS_FILTERS).toEqual([
      'Upcoming',
      'Due In',
      'In-House',
      'Due Out',
      'Checked-Out',
      'No-Show',
      'Cancelled',
    ]);
    for (const status of STATUS_FILTERS) expect(parseListSearch({ status })).toEqual({ status });
    for (const stored of ['confirmed', 'checked_in', 'checked_out', 'cancelled', 'in-house']) {
      expect(parseListSearch({ status: stored, size: '50' })).toEqual({ size: 50 });
      expect(listControlsOf(parseListSearch({ status: stored })).status).toBe(ALL);
    }
  });

  it('writes the defaults as nothing', () => {
    expect(sortSearch([{ id: 'createdAt', desc: true }])).toEqual({
      sort: undefined,
      dir: undefined,
    });
    expect(sortSearch([{ id: 'total', desc: true }])).toEqual({ sort: 'total', dir: 'desc' });
    expect(pageSearch(0, LINK)).toEqual(FIRST_PAGE);
    expect(pageSearch(2, LINK)).toEqual({ page: 3, cursor: LINK });
    expect(pageSearch(2, null)).toEqual(FIRST_PAGE);
    expect(sizeSearch(25)).toEqual({ size: undefined });
    expect(sizeSearch(100)).toEqual({ size: 100 });
  });
});
