import type { Db } from '@zamalek/db/client';
import { reservationsForGuests } from '@zamalek/db/queries/guests';
import type { DateRange } from '@zamalek/domain/date-range';
import { guestRows } from '@zamalek/domain/guests';
import { displayStatus, type PropertyNow } from '@zamalek/domain/stays';

/** One row per guest name of every reservation with a night in the range (Guests page and CSV). */
export async function guestRowsInRange(
  db: Db,
  { propertyId, range, now }: { propertyId: string; range: DateRange; now: PropertyNow },
) {
  const stays = await reservationsForGuests(db, propertyId, range);
  return stays.flatMap((stay) =>
    guestRows({
      ...stay,
      status: displayStatus(stay.status, stay.checkInDate, stay.checkOutDate, now),
    }),
  );
}
