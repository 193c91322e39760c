import { checkInSchema, checkOutSchema } from '@zamalek/domain/front-desk';
import { z } from 'zod';
import { checkIn } from '../../reservations/check-in';
import { checkInRoomOptions } from '../../reservations/check-in-room';
import { checkOut, checkOutBill } from '../../reservations/check-out';
import { undoCheckIn, undoCheckOut } from '../../reservations/undo-desk';
import { capabilityProcedure } from '../init';

const deskProcedure = capabilityProcedure(
  'reservations.checkInOut',
  'You do not have permission to check guests in or out.',
);
const stayInput = z.object({ id: z.uuid() });

/** Arrivals and departures at the desk, and their same-day undo (sub-record of reservations). */
export const frontDesk = {
  checkIn: deskProcedure
    .input(checkInSchema)
    .mutation(async ({ ctx, input }) => checkIn(ctx.db, ctx.user, input, { now: await ctx.now() })),

  /** The room's state, who is still in it and the rooms to offer instead, for a refused check-in. */
  checkInRoom: deskProcedure
    .input(stayInput)
    .query(({ ctx, input }) =>
      checkInRoomOptions(ctx.db, { ...input, propertyId: ctx.property.id }),
    ),

  checkOut: deskProcedure
    .input(checkOutSchema)
    .mutation(async ({ ctx, input }) =>
      checkOut(ctx.db, ctx.user, input, { now: await ctx.now() }),
    ),

  /** What checking out now would leave on the guest's folio (nights still to charge included). */
  checkOutBill: deskProcedure
    .input(checkOutSchema.pick({ id: true, shortenStay: true }))
    .query(async ({ ctx, input }) =>
      checkOutBill(ctx.db, ctx.user, input, { now: await ctx.now() }),
    ),

  undoCheckIn: deskProcedure.input(stayInput).mutation(async ({ ctx, input }) =>
    undoCheckIn(ctx.db, ctx.user, input, {
      now: await ctx.now(),
      timeZone: ctx.property.timeZone,
    }),
  ),

  undoCheckOut: deskProcedure.input(stayInput).mutation(async ({ ctx, input }) =>
    undoCheckOut(ctx.db, ctx.user, input, {
      now: await ctx.now(),
      timeZone: ctx.property.timeZone,
    }),
  ),
};
