import type { DateRange } from '@zamalek/domain/date-range';
import { type SQL, sql } from 'drizzle-orm';
import { reservations } from '../schema';

/**
 * The reservation has at least one night in the half-open range [from, to): its nights
 * `[check_in, check_out)` overlap the range. Stays are half-open too, so a check-out on `from` has
 * no night inside. Status is the caller's business (cancelled stays count here).
 *
 * Written as `daterange(check_in_date, check_out_date, '[)') && window`, the expression of the
 * GiST index `reservations_stay_range_idx` character for character, so both ends of the window
 * bound the scan (a stay ends after it starts, so its range is never empty). An empty or reversed
 * range has no night.
 */
export function hasNightIn(range: DateRange): SQL {
  if (range.from >= range.to) return sql`false`;
  return sql`(daterange(${reservations.checkInDate}, ${reservations.checkOutDate}, '[)') && ${windowRange(range)})`;
}

/** The range as a PostgreSQL `daterange`, for `&&` against an indexed stay or hold range. */
export function windowRange({ from, to }: DateRange): SQL {
  return sql`daterange(${from}::date, ${to}::date, '[)')`;
}
