import type { Db } from '@zamalek/db/client';
import { reservationsForGuests } from '@zamalek/db/queries/guests';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { guestRows } from '@zamalek/domain/guests';
import { displayStatus } from '@zamalek/domain/stays';

/** One row per guest name of every reservation with a night in the range (Guests page and CSV). */
export async function guestRowsInRange(
  db: Db,
  { range, today }: { range: DateRange; today: IsoDate },
) {
  const stays = await reservationsForGuests(db, range);
  return stays.flatMap((stay) =>
    guestRows({
      ...stay,
      status: displayStatus(stay.status, stay.checkInDate, stay.checkOutDate, today),
    }),
  );
}
