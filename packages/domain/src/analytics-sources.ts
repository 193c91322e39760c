import { sharePercent } from './analytics';
import type { Cents } from './money';

/** A row of `analytics.overview` → `bySource`. */
export interface SourceFigures {
  source: string;
  isBookingCom: boolean;
  bookings: number;
  nights: number;
  revenueCents: Cents;
  commissionCents: Cents;
  netCents: Cents;
  /** Mean commission rate of the source's stays, in percent. */
  averageRate: number;
}

export interface SourceTotals {
  bookings: number;
  nights: number;
  revenueCents: Cents;
  commissionCents: Cents;
  netCents: Cents;
  /** Commission as a share of gross revenue, in percent. */
  effectiveRate: number;
}

export interface SourceGroup<Row extends SourceFigures> {
  rows: Row[];
  totals: SourceTotals;
}

export function sumSources(rows: readonly SourceFigures[]): SourceTotals {
  const totals = { bookings: 0, nights: 0, revenueCents: 0, commissionCents: 0, netCents: 0 };
  for (const row of rows) {
    totals.bookings += row.bookings;
    totals.nights += row.nights;
    totals.revenueCents += row.revenueCents;
    totals.commissionCents += row.commissionCents;
    totals.netCents += row.netCents;
  }
  return { ...totals, effectiveRate: sharePercent(totals.commissionCents, totals.revenueCents) };
}

/** The Revenue by Source filter: everything, one side, or a single source. */
export type SourceFilter = 'all' | 'direct' | 'bookingCom' | `source:${string}`;

export function isSourceFilter(value: string): value is SourceFilter {
  return (
    value === 'all' || value === 'direct' || value === 'bookingCom' || value.startsWith('source:')
  );
}

export function sourceFilterValue(source: string): SourceFilter {
  return `source:${source}`;
}

function matches(row: SourceFigures, filter: SourceFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'direct') return !row.isBookingCom;
  if (filter === 'bookingCom') return row.isBookingCom;
  return `source:${row.source}` === filter;
}

/**
 * Revenue by Source: the direct sources as one group (listed one by one when expanded), the
 * Booking.com sources as one row, and the total of what the filter keeps. Groups the filter
 * leaves empty are null. Server order (highest revenue first) is kept inside a group.
 */
export function sourceReport<Row extends SourceFigures>(
  rows: readonly Row[],
  filter: SourceFilter = 'all',
): { direct: SourceGroup<Row> | null; bookingCom: SourceGroup<Row> | null; total: SourceTotals } {
  const kept = rows.filter((row) => matches(row, filter));
  const group = (list: Row[]) =>
    list.length > 0 ? { rows: list, totals: sumSources(list) } : null;
  return {
    direct: group(kept.filter((row) => !row.isBookingCom)),
    bookingCom: group(kept.filter((row) => row.isBookingCom)),
    total: sumSources(kept),
  };
}
