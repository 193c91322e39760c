import { dateRangeSchema } from '@zamalek/domain/date-range';
import { guestRowsInRange } from '../../guests/rows';
import { capabilityProcedure, createTRPCRouter } from '../init';

export const guestsRouter = createTRPCRouter({
  list: capabilityProcedure('guests.view')
    .input(dateRangeSchema)
    .query(async ({ ctx, input }) =>
      guestRowsInRange(ctx.db, {
        propertyId: ctx.property.id,
        range: input,
        now: await ctx.now(),
      }),
    ),
});
