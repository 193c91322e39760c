import { type DisplayStatus, latestNoShowArrival, type PropertyNow } from '@zamalek/domain/stays';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { reservations } from '../schema';

/**
 * SQL twin of `displayStatus()` in the domain package: rows showing `status` at `now`. The No-Show
 * cut-off is reduced to a date by the domain (`latestNoShowArrival`), so SQL compares dates only.
 */
export function displayStatusCondition(status: DisplayStatus, now: PropertyNow): SQL | undefined {
  const r = reservations;
  const noShowBy = latestNoShowArrival(now);
  switch (status) {
    case 'Cancelled':
      return eq(r.status, 'cancelled');
    case 'Checked-Out':
      return eq(r.status, 'checked_out');
    case 'In-House':
      return and(eq(r.status, 'checked_in'), gt(r.checkOutDate, now.today));
    case 'Due Out':
      return and(eq(r.status, 'checked_in'), lte(r.checkOutDate, now.today));
    case 'Upcoming':
      return and(eq(r.status, 'confirmed'), gt(r.checkInDate, now.today));
    case 'Due In':
      return and(
        eq(r.status, 'confirmed'),
        lte(r.checkInDate, now.today),
        gt(r.checkInDate, noShowBy),
      );
    case 'No-Show':
      return and(eq(r.status, 'confirmed'), lte(r.checkInDate, noShowBy));
  }
}

/** The display status as SQL text, so the Status column sorts by what the screen shows. */
export function displayStatusLabel(now: PropertyNow): SQL {
  const r = reservations;
  const noShowBy = latestNoShowArrival(now);
  return sql`case
    when ${r.status} = 'cancelled' then 'Cancelled'
    when ${r.status} = 'checked_out' then 'Checked-Out'
    when ${r.status} = 'checked_in' and ${r.checkOutDate} > ${now.today} then 'In-House'
    when ${r.status} = 'checked_in' then 'Due Out'
    when ${r.checkInDate} > ${now.today} then 'Upcoming'
    when ${r.checkInDate} > ${noShowBy} then 'Due In'
    else 'No-Show' end`;
}
