import type { Db } from '@zamalek/db/client';
import { listExportTokens } from '@zamalek/db/queries/channel-export';
import { defaultSyncMinutes, listFeeds, openConflicts } from '@zamalek/db/queries/channel-feeds';
import { exportPath, feedErrorMessage, isFeedStale } from '@zamalek/domain/channels';

/** The Channels page: each room's export path, each feed with its state, the open conflicts. */
export async function channelsOverview(db: Db, params: { propertyId: string }, now: Date) {
  const [rooms, feeds, conflicts, defaultMinutes] = await Promise.all([
    listExportTokens(db, params),
    listFeeds(db, params),
    openConflicts(db, params),
    defaultSyncMinutes(db, params),
  ]);
  return {
    defaultMinutes,
    rooms: rooms.map((room) => ({
      unitId: room.unitId,
      unitName: room.unitName,
      exportPath: room.token ? exportPath(room.token) : null,
      rotatedAt: room.rotatedAt,
    })),
    feeds: feeds.map((feed) => {
      const intervalMinutes = feed.intervalMinutes ?? defaultMinutes;
      return {
        ...feed,
        intervalMinutes,
        ownInterval: feed.intervalMinutes !== null,
        stale: isFeedStale(feed, intervalMinutes, now),
        lastErrorMessage: feedErrorMessage(feed.lastError),
      };
    }),
    conflicts,
  };
}
