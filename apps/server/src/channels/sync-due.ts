import type { Db } from '@zamalek/db/client';
import { claimDueFeed } from '@zamalek/db/queries/channel-feeds';
import { todayIn } from '@zamalek/domain/dates';
import type { MailKick } from '../actors';
import type { FeedFetchOptions } from './feed-fetch';
import { syncFeed } from './sync-feed';

/** Feeds polled by one run at most; the rest wait for the next minute. */
const FEEDS_PER_RUN = 200;

/**
 * The channel-sync job: polls every feed whose interval has passed, one at a time, each claimed
 * first so that another instance's run skips it (a feed is fetched once per interval), each on
 * its property's today.
 */
export async function syncDueFeeds(
  db: Db,
  deps: { fetch: FeedFetchOptions; clock: () => Date; mail: MailKick },
): Promise<number> {
  let polled = 0;
  while (polled < FEEDS_PER_RUN) {
    const now = deps.clock();
    const feed = await claimDueFeed(db, { now });
    if (!feed) break;
    polled += 1;
    await syncFeed(db, feed, {
      fetch: deps.fetch,
      now,
      today: todayIn(feed.timeZone, now),
      mail: deps.mail,
    });
  }
  return polled;
}
