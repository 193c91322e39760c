import { type ListTotal, pageCountOf, rangeWords } from '@zamalek/domain/list-total';
import {
  LIST_STATUS_FILTERS,
  type ListStatusFilter,
  MONEY_SORT_KEYS,
  RESERVATION_SORT_KEYS,
  type ReservationSortKey,
} from '@zamalek/domain/reservation-list';
import { isOneOf } from '@zamalek/domain/type-guards';

export const SORT_KEYS = RESERVATION_SORT_KEYS;
export type SortKey = ReservationSortKey;

export const ALL = 'all';
export const STATUS_FILTERS = LIST_STATUS_FILTERS;
export type StatusFilter = ListStatusFilter;

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 250;

export function isSortKey(value: string): value is SortKey {
  return isOneOf(SORT_KEYS, value);
}

/** A price column: shown, and sorted on, only for those who see money. */
export function isMoneySort(id: string | undefined): boolean {
  return isOneOf(MONEY_SORT_KEYS, id);
}

export function isStatusFilter(value: string): value is StatusFilter {
  return isOneOf(STATUS_FILTERS, value);
}

export interface ListControls {
  search: string;
  status: StatusFilter | typeof ALL;
  unitId: string;
  sorting: readonly { id: string; desc: boolean }[];
  pageSize: number;
  /** The server's link to the page shown; none on the first page. */
  cursor?: string | undefined;
}

/** The list's filters as the server takes them (its rows' and its total's): blank ones left out. */
export function listFilter(controls: Pick<ListControls, 'search' | 'status' | 'unitId'>) {
  const search = controls.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(controls.status !== ALL ? { status: controls.status } : {}),
    ...(controls.unitId && controls.unitId !== ALL ? { unitId: controls.unitId } : {}),
  };
}

/** The list's query input: the filters, the sort (created_at desc by default) and the page link. */
export function listInput(controls: ListControls) {
  const sort = controls.sorting[0];
  return {
    ...listFilter(controls),
    sort: sort && isSortKey(sort.id) ? sort.id : ('createdAt' as const),
    direction: sort ? (sort.desc ? ('desc' as const) : ('asc' as const)) : ('desc' as const),
    pageSize: controls.pageSize,
    ...(controls.cursor ? { cursor: controls.cursor } : {}),
  };
}

const RESERVATIONS = { one: 'reservation', other: 'reservations' };

/**
 * "Showing 26–50 of 140 reservations", "… of about 1.2 million reservations" (the server's count
 * or estimate, worded by the domain); "Showing 26–50" until the total arrives; "" for no rows.
 */
export function rangeText(
  pageIndex: number,
  pageSize: number,
  shown: number,
  total: ListTotal | undefined,
): string {
  if (shown === 0) return '';
  const first = pageIndex * pageSize + 1;
  if (total === undefined) return `Showing ${first}–${first + shown - 1}`;
  return rangeWords(first, shown, total, RESERVATIONS);
}

/** "Page 2 of 6" for a counted list; "Page 2" when its size is an estimate or not known yet. */
export function pageText(pageIndex: number, pageSize: number, total: ListTotal | undefined) {
  const pages = total && pageCountOf(total, pageSize);
  // Past the counted pages (stays were removed since): the number alone.
  return pages && pageIndex < pages ? `Page ${pageIndex + 1} of ${pages}` : `Page ${pageIndex + 1}`;
}

/** Column headers by sort key (the phone layout's sort picker). */
export const SORT_LABELS: Record<SortKey, string> = {
  createdAt: 'Date Created',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  unit: 'Room ID',
  guestNames: 'Guest Name(s)',
  nights: 'Nights',
  guests: 'Guests',
  nationality: 'Nationality',
  status: 'Status',
  source: 'Source',
  pricePerNight: 'Price/Night',
  total: 'Total',
  reference: 'Reference',
};
