/** The Revenue by Guests table's sortable columns, keyed by the row field they show. */
export const GUEST_SORT_KEYS = [
  'guestName',
  'unitName',
  'nationality',
  'nights',
  'pricePerNightCents',
  'revenueCents',
] as const;
export type GuestSortKey = (typeof GUEST_SORT_KEYS)[number];

export interface GuestSort {
  key: GuestSortKey;
  desc: boolean;
}

/** The fields the sort reads (a row of `analytics.byGuest`). */
export interface SortableGuestRow {
  reservationId: string;
  guestName: string;
  unitName: string | null;
  nationality: string;
  nights: number;
  pricePerNightCents: number | null;
  revenueCents: number;
}

/** Highest total first, as the server sends them. */
export const DEFAULT_GUEST_SORT: GuestSort = { key: 'revenueCents', desc: true };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextGuestSort(current: GuestSort, key: GuestSortKey): GuestSort {
  return current.key === key ? { key, desc: !current.desc } : { key, desc: false };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows sorted by one column. Text compares without regard to case or accents and with
 * numbers in order ("Z-2" before "Z-10"); empty values (no room, no price) always come last;
 * ties keep a stable order by guest name, then reservation.
 */
export function sortGuestRows<Row extends SortableGuestRow>(
  rows: readonly Row[],
  sort: GuestSort,
): Row[] {
  const direction = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = a[sort.key];
    const right = b[sort.key];
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = compareValues(left, right);
      if (order !== 0) return order * direction;
    }
    return (
      collator.compare(a.guestName, b.guestName) ||
      (a.reservationId < b.reservationId ? -1 : a.reservationId > b.reservationId ? 1 : 0)
    );
  });
}
