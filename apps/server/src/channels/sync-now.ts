import type { Db } from '@zamalek/db/client';
import { claimFeed } from '@zamalek/db/queries/channel-feeds';
import type { IsoDate } from '@zamalek/domain/dates';
import type { Actor, MailKick } from '../actors';
import { AppError } from '../errors';
import type { FeedFetchOptions } from './feed-fetch';
import { syncFeed } from './sync-feed';

/**
 * "Sync now": polls one feed at once, whenever it last ran, and says what changed. Its claim
 * moves the feed's last attempt, so the timed job does not poll it again within its interval.
 */
export async function syncFeedNow(
  db: Db,
  actor: Actor,
  input: { feedId: string },
  services: { fetch: FeedFetchOptions; today: IsoDate; mail: MailKick; now: Date },
) {
  const feed = await claimFeed(db, {
    propertyId: actor.propertyId,
    id: input.feedId,
    now: services.now,
  });
  if (!feed) throw new AppError('FEED_GONE');
  return syncFeed(db, feed, services);
}
