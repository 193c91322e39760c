import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertFeed } from '@zamalek/db/queries/channel-feeds';
import { findUnit } from '@zamalek/db/queries/units';
import type { AddFeed } from '@zamalek/domain/channels';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** Adds a channel's calendar of a room; the next minute's job polls it. Audited without its URL. */
export async function addFeed(db: Db, actor: Actor, input: AddFeed) {
  if (!(await findUnit(db, { propertyId: actor.propertyId, id: input.unitId })))
    throw new AppError('UNIT_GONE');
  return db.transaction(async (tx) => {
    const feed = await insertFeed(tx, {
      ...input,
      propertyId: actor.propertyId,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'channel_feed',
      entityId: feed.id,
      action: 'create',
      after: {
        unitId: input.unitId,
        channel: input.channel,
        intervalMinutes: input.intervalMinutes,
      },
    });
    return feed;
  });
}
