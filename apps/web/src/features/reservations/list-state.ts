import {
  LIST_STATUS_FILTERS,
  type ListStatusFilter,
  RESERVATION_SORT_KEYS,
  type ReservationSortKey,
} from '@zamalek/domain/reservation-list';

export const SORT_KEYS = RESERVATION_SORT_KEYS;
export type SortKey = ReservationSortKey;

export const ALL = 'all';
export const STATUS_FILTERS = LIST_STATUS_FILTERS;
export type StatusFilter = ListStatusFilter;

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 250;

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export interface ListControls {
  search: string;
  status: StatusFilter | typeof ALL;
  unitId: string;
  sorting: readonly { id: string; desc: boolean }[];
  pageIndex: number;
  pageSize: number;
}

/** The list's query input: blank filters left out, 1-based page, created_at desc by default. */
export function listInput(controls: ListControls) {
  const sort = controls.sorting[0];
  const search = controls.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(controls.status !== ALL ? { status: controls.status } : {}),
    ...(controls.unitId && controls.unitId !== ALL ? { unitId: controls.unitId } : {}),
    sort: sort && isSortKey(sort.id) ? sort.id : ('createdAt' as const),
    direction: sort ? (sort.desc ? ('desc' as const) : ('asc' as const)) : ('desc' as const),
    page: controls.pageIndex + 1,
    pageSize: controls.pageSize,
  };
}

/** "Showing 26–50 of 140"; "" when there is nothing to show. */
export function rangeText(pageIndex: number, pageSize: number, total: number): string {
  if (total === 0) return '';
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return `Showing ${first}–${last} of ${total}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
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
