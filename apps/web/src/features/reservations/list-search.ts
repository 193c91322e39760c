import type { SortingState } from '@tanstack/react-table';
import { isOneOf } from '@zamalek/domain/type-guards';
import {
  ALL,
  DEFAULT_PAGE_SIZE,
  isSortKey,
  isStatusFilter,
  type ListControls,
  PAGE_SIZES,
  type SortKey,
  type StatusFilter,
} from '@/features/reservations/list-state';

// It runs in the route table (search validation): a hand-written parser, free of zod, like /book's.

/** All Reservations' state that lives in the address bar; defaults are left out. */
export interface ListSearch {
  q?: string;
  status?: StatusFilter;
  unit?: string;
  sort?: SortKey;
  dir?: 'asc' | 'desc';
  /**
   * The page's number, 1-based, for the page indicator only: the page itself is `cursor`, the
   * server's opaque link to it. Kept together (a number alone, or a link alone, means page 1).
   */
  page?: number;
  cursor?: string;
  size?: (typeof PAGE_SIZES)[number];
}

export const DEFAULT_SORT: { sort: SortKey; dir: 'asc' | 'desc' } = {
  sort: 'createdAt',
  dir: 'desc',
};

const MAX_SEARCH_LENGTH = 100;
/** A page link's shape (base64url, as long as the server reads); what it says is the server's. */
const CURSOR = /^[A-Za-z0-9_-]{1,2048}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

function isPageSize(value: number | undefined): value is (typeof PAGE_SIZES)[number] {
  return isOneOf(PAGE_SIZES, value);
}

/** Whatever arrives in the URL, keep only well-formed values (a bad one falls back to its default). */
export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = {};
  if (typeof raw.q === 'string' && raw.q.trim() !== '') {
    search.q = raw.q.trim().slice(0, MAX_SEARCH_LENGTH);
  }
  if (typeof raw.status === 'string' && isStatusFilter(raw.status)) search.status = raw.status;
  if (typeof raw.unit === 'string' && UUID.test(raw.unit)) search.unit = raw.unit.toLowerCase();
  if (typeof raw.sort === 'string' && isSortKey(raw.sort)) search.sort = raw.sort;
  if (raw.dir === 'asc' || raw.dir === 'desc') search.dir = raw.dir;
  const page = toInteger(raw.page);
  if (page !== undefined && page > 1 && typeof raw.cursor === 'string' && CURSOR.test(raw.cursor)) {
    search.page = page;
    search.cursor = raw.cursor;
  }
  const size = toInteger(raw.size);
  if (isPageSize(size) && size !== DEFAULT_PAGE_SIZE) search.size = size;
  return search;
}

/** The table's controls the URL stands for. */
export function listControlsOf(search: ListSearch): Omit<ListControls, 'search' | 'sorting'> & {
  sorting: SortingState;
  pageIndex: number;
} {
  return {
    status: search.status ?? ALL,
    unitId: search.unit ?? ALL,
    sorting: [
      {
        id: search.sort ?? DEFAULT_SORT.sort,
        desc: (search.dir ?? DEFAULT_SORT.dir) === 'desc',
      },
    ],
    pageIndex: (search.page ?? 1) - 1,
    pageSize: search.size ?? DEFAULT_PAGE_SIZE,
    cursor: search.cursor,
  };
}

/** The URL's words for a sort (the default one left out). */
export function sortSearch(sorting: SortingState): Pick<ListSearch, 'sort' | 'dir'> {
  const first = sorting[0];
  if (!first || !isSortKey(first.id)) return { sort: undefined, dir: undefined };
  const dir = first.desc ? 'desc' : 'asc';
  const isDefault = first.id === DEFAULT_SORT.sort && dir === DEFAULT_SORT.dir;
  return isDefault ? { sort: undefined, dir: undefined } : { sort: first.id, dir };
}

/** The first page: no number, no link. */
export const FIRST_PAGE: Pick<ListSearch, 'page' | 'cursor'> = {
  page: undefined,
  cursor: undefined,
};

/**
 * The URL's words for the page `pageIndex` reached by the server's link `cursor` (the first page
 * needs neither: it is read from the start, never by a link back).
 */
export function pageSearch(
  pageIndex: number,
  cursor: string | null,
): Pick<ListSearch, 'page' | 'cursor'> {
  return pageIndex > 0 && cursor ? { page: pageIndex + 1, cursor } : FIRST_PAGE;
}

/** The URL's words for a page size (the default left out). */
export function sizeSearch(pageSize: number): Pick<ListSearch, 'size'> {
  return { size: isPageSize(pageSize) && pageSize !== DEFAULT_PAGE_SIZE ? pageSize : undefined };
}
