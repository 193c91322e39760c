import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteFeed, openConflictsOf } from '@zamalek/db/queries/channel-feeds';
import { announceChange } from '@zamalek/db/queries/live';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * Removes a feed. The stays it made stay as they are (they are bookings); they are no longer
 * moved or cancelled by the channel. Its conflicts are deleted with it.
 */
export async function removeFeed(db: Db, actor: Actor, input: { feedId: string }) {
  await db.transaction(async (tx) => {
    const conflictIds = (await openConflictsOf(tx, { feedId: input.feedId })).map((row) => row.id);
    const feed = await deleteFeed(tx, { propertyId: actor.propertyId, id: input.feedId });
    if (!feed) throw new AppError('FEED_GONE');
    // Its conflicts go with it: the dashboard's badge counts them no more.
    for (const id of conflictIds) {
      await announceChange(tx, {
        entity: 'channel_conflicts',
        id,
        op: 'DELETE',
        property: actor.propertyId,
      });
    }
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'channel_feed',
      entityId: feed.id,
      action: 'delete',
      before: { unitId: feed.unitId, channel: feed.channel },
    });
  });
}
