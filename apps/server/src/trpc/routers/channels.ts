import { openConflictCount } from '@zamalek/db/queries/channel-feeds';
import {
  addFeedSchema,
  conflictIdSchema,
  defaultIntervalSchema,
  feedIdSchema,
  unitIdSchema,
} from '@zamalek/domain/channels';
import { addFeed } from '../../channels/add-feed';
import { feedFetchOptions } from '../../channels/fetch-options';
import { channelsOverview } from '../../channels/overview';
import { removeFeed } from '../../channels/remove-feed';
import { resolveChannelConflict } from '../../channels/resolve-conflict';
import { rotateExportToken } from '../../channels/rotate-export-token';
import { setDefaultSyncInterval } from '../../channels/set-default-interval';
import { syncFeedNow } from '../../channels/sync-now';
import { capabilityProcedure, createTRPCRouter } from '../init';

const channelsProcedure = capabilityProcedure(
  'channels.manage',
  'You do not have permission to manage channel sync.',
);

/** Channel sync: the rooms' export URLs and the channels' feeds (admins only: both are secrets). */
export const channelsRouter = createTRPCRouter({
  overview: channelsProcedure.query(({ ctx }) =>
    channelsOverview(ctx.db, { propertyId: ctx.property.id }, ctx.clock()),
  ),

  /** The dashboard's badge: how many conflicts wait to be resolved. */
  conflictCount: channelsProcedure.query(({ ctx }) =>
    openConflictCount(ctx.db, { propertyId: ctx.property.id }),
  ),

  rotateExport: channelsProcedure
    .input(unitIdSchema)
    .mutation(({ ctx, input }) => rotateExportToken(ctx.db, ctx.user, input)),

  addFeed: channelsProcedure
    .input(addFeedSchema)
    .mutation(({ ctx, input }) => addFeed(ctx.db, ctx.user, input)),

  removeFeed: channelsProcedure
    .input(feedIdSchema)
    .mutation(({ ctx, input }) => removeFeed(ctx.db, ctx.user, input)),

  syncNow: channelsProcedure.input(feedIdSchema).mutation(({ ctx, input }) =>
    syncFeedNow(ctx.db, ctx.user, input, {
      fetch: feedFetchOptions(ctx.env),
      today: ctx.today(),
      now: ctx.clock(),
      mail: ctx.mail,
    }),
  ),

  setDefaultInterval: channelsProcedure
    .input(defaultIntervalSchema)
    .mutation(({ ctx, input }) => setDefaultSyncInterval(ctx.db, ctx.user, input)),

  resolveConflict: channelsProcedure
    .input(conflictIdSchema)
    .mutation(({ ctx, input }) => resolveChannelConflict(ctx.db, ctx.user, input, ctx.clock())),
});
