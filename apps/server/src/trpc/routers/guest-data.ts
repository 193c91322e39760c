import { guestDataRequestSchema, guestEraseSchema } from '@zamalek/domain/guest-data';
import { eraseGuestData } from '../../guests/erase-guest-data';
import { exportGuestData } from '../../guests/export-guest-data';
import { capabilityProcedure, createTRPCRouter } from '../init';

/**
 * A guest's data request (Guests page): everything held about them as a file, or erased. The
 * export is a mutation though it only reads: the address travels in the request's body, never in
 * a URL that proxies and logs keep, and each export is audited.
 */
export const guestDataRouter = createTRPCRouter({
  export: capabilityProcedure('guests.export', 'You do not have permission to export guests’ data.')
    .input(guestDataRequestSchema)
    .mutation(({ ctx, input }) =>
      exportGuestData(ctx.db, ctx.user, input, {
        now: ctx.clock(),
        timeZone: ctx.property.timeZone,
      }),
    ),

  erase: capabilityProcedure('guests.erase', 'You do not have permission to erase guests’ data.')
    .input(guestEraseSchema)
    .mutation(({ ctx, input }) =>
      eraseGuestData(ctx.db, ctx.user, input, { today: ctx.today(), documents: ctx.documents }),
    ),
});
