import type { Db } from '@zamalek/db/client';
import { reservationsForGuests } from '@zamalek/db/queries/guests';
import type { DateRange } from '@zamalek/domain/date-range';
import { isValidIsoDate, todayIn } from '@zamalek/domain/dates';
import { guestRows } from '@zamalek/domain/guests';
import { displayStatus } from '@zamalek/domain/stays';
import { z } from 'zod';
import { capabilityProcedure, createTRPCRouter } from '../init';

export const guestRangeSchema = z
  .object({
    from: z.string().refine(isValidIsoDate, 'Invalid date'),
    to: z.string().refine(isValidIsoDate, 'Invalid date'),
  })
  .refine((range) => range.to > range.from, 'The range must end after it starts');

/** One row per guest name of every reservation with a night in the range. */
export async function guestRowsInRange(db: Db, range: DateRange, today: string) {
  const stays = await reservationsForGuests(db, range.from, range.to);
  return stays.flatMap((stay) =>
    guestRows({
      ...stay,
      status: displayStatus(stay.status, stay.checkInDate, stay.checkOutDate, today),
    }),
  );
}

export const guestsRouter = createTRPCRouter({
  list: capabilityProcedure('guests.view')
    .input(guestRangeSchema)
    .query(({ ctx, input }) => guestRowsInRange(ctx.db, input, todayIn(ctx.env.PROPERTY_TIMEZONE))),
});
