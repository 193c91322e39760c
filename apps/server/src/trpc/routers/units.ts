import { listUnits } from '@zamalek/db/queries/units';
import { bulkUnitUpdateSchema, unitFieldsSchema, unitUpdateSchema } from '@zamalek/domain/units';
import { bulkUpdateUnits } from '../../units/bulk-update';
import { createUnit } from '../../units/create';
import { editUnit } from '../../units/update';
import { capabilityProcedure, createTRPCRouter } from '../init';

const manageProcedure = capabilityProcedure('rooms.manage', 'Only admins can add or edit rooms.');

export const unitsRouter = createTRPCRouter({
  list: capabilityProcedure('rooms.view').query(({ ctx }) =>
    listUnits(ctx.db, { today: ctx.today() }),
  ),

  create: manageProcedure
    .input(unitFieldsSchema)
    .mutation(({ ctx, input }) => createUnit(ctx.db, ctx.user, input)),

  update: manageProcedure
    .input(unitUpdateSchema)
    .mutation(({ ctx, input }) => editUnit(ctx.db, ctx.user, input)),

  /** Bulk Edit's Save All: every row is saved or none is. */
  bulkUpdate: manageProcedure
    .input(bulkUnitUpdateSchema)
    .mutation(({ ctx, input }) => bulkUpdateUnits(ctx.db, ctx.user, input)),
});
