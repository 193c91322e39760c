import {
  connectChannexSchema,
  mapRoomTypeSchema,
  ratePlanIdSchema,
  ratePlanSchema,
  repackMoveIdSchema,
  updateRatePlanSchema,
} from '@zamalek/domain/channels/channex-mapping';
import { connectChannexProperty } from '../../channex/connect-property';
import { mapChannexRoomType } from '../../channex/map-room-type';
import { channexOverview } from '../../channex/overview';
import { removeChannexRatePlan } from '../../channex/remove-rate-plan';
import { addChannexRatePlan, changeChannexRatePlan } from '../../channex/save-rate-plan';
import { undoRepackMove } from '../../channex/undo-repack';
import { AppError } from '../../errors';
import { capabilityProcedure, createTRPCRouter } from '../init';

const channexProcedure = capabilityProcedure(
  'channels.manage',
  'You do not have permission to manage channel sync.',
);

/** Changes need a channel manager on this server; each asks for a push once committed. */
const mappingProcedure = channexProcedure.use(async ({ ctx, next }) => {
  if (!ctx.channex.configured) throw new AppError('CHANNEX_NOT_CONFIGURED');
  const result = await next();
  if (result.ok) ctx.channex.kick();
  return result;
});

/** The channel manager on the Channels page: mapping and health (admins: it sells the rooms). */
export const channexRouter = createTRPCRouter({
  overview: channexProcedure.query(({ ctx }) =>
    channexOverview(
      ctx.db,
      { propertyId: ctx.property.id },
      { configured: ctx.channex.configured, now: ctx.clock() },
    ),
  ),

  connect: mappingProcedure
    .input(connectChannexSchema)
    .mutation(({ ctx, input }) => connectChannexProperty(ctx.db, ctx.user, input)),

  mapRoomType: mappingProcedure
    .input(mapRoomTypeSchema)
    .mutation(({ ctx, input }) => mapChannexRoomType(ctx.db, ctx.user, input)),

  addRatePlan: mappingProcedure
    .input(ratePlanSchema)
    .mutation(({ ctx, input }) => addChannexRatePlan(ctx.db, ctx.user, input)),

  updateRatePlan: mappingProcedure
    .input(updateRatePlanSchema)
    .mutation(({ ctx, input }) => changeChannexRatePlan(ctx.db, ctx.user, input)),

  /** Moves a stay moved for a channel booking back to its room, while that room is free. */
  undoRepack: channexProcedure
    .input(repackMoveIdSchema)
    .mutation(({ ctx, input }) => undoRepackMove(ctx.db, ctx.user, input)),

  removeRatePlan: mappingProcedure
    .input(ratePlanIdSchema)
    .mutation(({ ctx, input }) => removeChannexRatePlan(ctx.db, ctx.user, input)),
});
