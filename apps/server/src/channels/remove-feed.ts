import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteFeed } from '@zamalek/db/queries/channel-feeds';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * Removes a feed. The stays it made stay as they are (they are bookings); they are no longer
 * moved or cancelled by the channel.
 */
export async function removeFeed(db: Db, actor: Actor, input: { feedId: string }) {
  await db.transaction(async (tx) => {
    const feed = await deleteFeed(tx, { id: input.feedId });
    if (!feed) throw new AppError('FEED_GONE');
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'channel_feed',
      entityId: feed.id,
      action: 'delete',
      before: { unitId: feed.unitId, channel: feed.channel },
    });
  });
}
