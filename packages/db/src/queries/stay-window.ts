import type { DateRange } from '@zamalek/domain/date-range';
import { gt, lt, type SQL, sql } from 'drizzle-orm';
import { reservations } from '../schema';

/**
 * The reservation has at least one night in the half-open range [from, to): it checks in before
 * `to` and checks out after `from`. Stays are half-open too, so a check-out on `from` has no
 * night inside. Status is the caller's business (cancelled stays count here).
 */
export function hasNightIn(range: DateRange): SQL {
  return sql`(${lt(reservations.checkInDate, range.to)} and ${gt(reservations.checkOutDate, range.from)})`;
}
