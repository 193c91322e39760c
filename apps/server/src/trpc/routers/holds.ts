import { holdFieldsSchema, holdIdSchema, holdUpdateSchema } from '@zamalek/domain/holds';
import { createHold } from '../../holds/create';
import { removeHold } from '../../holds/remove';
import { editHold } from '../../holds/update';
import { capabilityProcedure, createTRPCRouter } from '../init';

const holdsProcedure = capabilityProcedure(
  'rooms.holds',
  'You do not have permission to block rooms.',
);

/** Holds: maintenance, owner use and other blocks on a room (shown by `reservations.calendar`). */
export const holdsRouter = createTRPCRouter({
  create: holdsProcedure
    .input(holdFieldsSchema)
    .mutation(({ ctx, input }) => createHold(ctx.db, ctx.user, input, { today: ctx.today() })),

  update: holdsProcedure
    .input(holdUpdateSchema)
    .mutation(({ ctx, input }) => editHold(ctx.db, ctx.user, input, { today: ctx.today() })),

  remove: holdsProcedure
    .input(holdIdSchema)
    .mutation(({ ctx, input }) => removeHold(ctx.db, ctx.user, input)),
});
