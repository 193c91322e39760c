import type { Env } from '../env';
import { DEFAULT_FEED_FETCH, type FeedFetchOptions } from './feed-fetch';

/** How this server fetches channel calendars: the default limits, private addresses per env. */
export function feedFetchOptions(env: Env): FeedFetchOptions {
  return { ...DEFAULT_FEED_FETCH, allowPrivate: env.CHANNEL_FETCH_ALLOW_PRIVATE };
}
