import type { IsoDate } from '@zamalek/domain/dates';
import type { DisplayStatus } from '@zamalek/domain/stays';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { reservations } from '../schema';

/** SQL twin of `displayStatus()` in the domain package: rows showing `status` on `today`. */
export function displayStatusCondition(status: DisplayStatus, today: IsoDate): SQL | undefined {
  const r = reservations;
  switch (status) {
    case 'Cancelled':
      return eq(r.status, 'cancelled');
    case 'Upcoming':
      return and(eq(r.status, 'confirmed'), gt(r.checkInDate, today));
    case 'In-House':
      return or(
        eq(r.status, 'checked_in'),
        and(eq(r.status, 'confirmed'), lte(r.checkInDate, today), gt(r.checkOutDate, today)),
      );
    case 'Checked-Out':
      return or(
        eq(r.status, 'checked_out'),
        and(eq(r.status, 'confirmed'), lte(r.checkOutDate, today)),
      );
  }
}
