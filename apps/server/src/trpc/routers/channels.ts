import { listExportTokens } from '@zamalek/db/queries/channel-export';
import { unitIdSchema } from '@zamalek/domain/channels';
import { rotateExportToken } from '../../channels/rotate-export-token';
import { capabilityProcedure, createTRPCRouter } from '../init';

const channelsProcedure = capabilityProcedure(
  'channels.manage',
  'Only an admin can manage channel sync.',
);

/** Channel sync: the rooms' export URLs and the channels' feeds (admins only: both are secrets). */
export const channelsRouter = createTRPCRouter({
  exports: channelsProcedure.query(({ ctx }) => listExportTokens(ctx.db)),

  rotateExport: channelsProcedure
    .input(unitIdSchema)
    .mutation(({ ctx, input }) => rotateExportToken(ctx.db, ctx.user, input)),
});
