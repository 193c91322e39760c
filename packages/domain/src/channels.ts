import { z } from 'zod';

/**
 * Channel sync through iCal (RFC 5545): each room exports its occupied nights to the channels,
 * and each channel's calendar of a room is imported as stays. Feed URLs and export tokens are
 * secrets, seen and changed by admins only (`channels.manage`).
 */
export const CHANNEL_KINDS = ['booking_com', 'airbnb', 'other'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_LABELS: Record<ChannelKind, string> = {
  booking_com: 'Booking.com',
  airbnb: 'Airbnb',
  other: 'Other',
};

/** The booking source an imported stay carries (the Sales Source of the reservation list). */
export const CHANNEL_SOURCES: Record<ChannelKind, string> = {
  booking_com: 'Booking.com',
  airbnb: 'Airbnb',
  other: 'Channel',
};

const MIN_SYNC_MINUTES = 5;
const MAX_SYNC_MINUTES = 1440;
const FEED_URL_MAX_LENGTH = 2000;

/** A feed is stale once its last successful sync is older than three of its intervals. */
const STALE_AFTER_INTERVALS = 3;

export function isFeedStale(
  feed: { lastSuccessAt: Date | null; createdAt: Date },
  intervalMinutes: number,
  now: Date,
): boolean {
  const since = feed.lastSuccessAt ?? feed.createdAt;
  return now.getTime() - since.getTime() > STALE_AFTER_INTERVALS * intervalMinutes * 60_000;
}

/** Why a poll failed, as shown on the Channels page (codes are stored, never URLs or bodies). */
const FEED_ERROR_MESSAGES = {
  FETCH_REFUSED_ADDRESS: 'The address is private or local; only public addresses are fetched.',
  FETCH_TIMEOUT: 'The channel did not answer in time.',
  FETCH_TOO_LARGE: 'The calendar is larger than allowed.',
  FETCH_TOO_MANY_REDIRECTS: 'The channel redirected too many times.',
  FETCH_HTTP_STATUS: 'The channel answered with an error.',
  FETCH_FAILED: 'The channel could not be reached.',
  PARSE_FAILED: 'The calendar could not be read; nothing was cancelled.',
  SUSPECT_EMPTY: 'The calendar came back empty where it had events; nothing was cancelled.',
} as const;
export type FeedErrorCode = keyof typeof FEED_ERROR_MESSAGES;

/**
 * Failures that mean the channel sent something wrong (not a passing network fault): admins and
 * managers are mailed at the first of a streak of them, not at every poll.
 */
export const ALERTING_FEED_ERRORS: ReadonlySet<string> = new Set<FeedErrorCode>([
  'PARSE_FAILED',
  'SUSPECT_EMPTY',
]);

export function feedErrorMessage(code: string | null): string | null {
  if (code === null) return null;
  const messages: Readonly<Record<string, string>> = FEED_ERROR_MESSAGES;
  return (Object.hasOwn(messages, code) ? messages[code] : undefined) ?? 'The last sync failed.';
}

const feedUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the calendar address.')
  .max(FEED_URL_MAX_LENGTH, 'The address is too long.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '';
    } catch {
      return false;
    }
  }, 'Enter an http(s) address, such as https://www.airbnb.com/calendar/ical/….ics');

const intervalMinutesSchema = z
  .number()
  .int()
  .min(MIN_SYNC_MINUTES, `Sync at most every ${MIN_SYNC_MINUTES} minutes.`)
  .max(MAX_SYNC_MINUTES, 'Sync at least once a day.');

export const addFeedSchema = z.object({
  unitId: z.uuid(),
  channel: z.enum(CHANNEL_KINDS),
  url: feedUrlSchema,
  intervalMinutes: intervalMinutesSchema.nullable().default(null),
});
export type AddFeed = z.output<typeof addFeedSchema>;

/** The property's default poll interval, for feeds without their own. */
export const defaultIntervalSchema = z.object({ minutes: intervalMinutesSchema });

export const feedIdSchema = z.object({ feedId: z.uuid() });
export const unitIdSchema = z.object({ unitId: z.uuid() });
export const conflictIdSchema = z.object({ conflictId: z.uuid() });

/** The export URL's path for a token. */
export function exportPath(token: string): string {
  return `/api/ical/${token}.ics`;
}

/**
 * A stay with no nightly price (channel imports arrive without one; 0 counts too, as in the
 * digest): lists and the detail say "Price to confirm" until staff enter it.
 */
export function isUnpriced(pricePerNightCents: number | null | undefined): boolean {
  return !pricePerNightCents;
}
export const PRICE_TO_CONFIRM = 'Price to confirm';
