import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  cancelChannelStay,
  closeConflict,
  closeConflictsOf,
  deleteFeedEvent,
  type FeedToSync,
  feedEvents,
  insertConflict,
  moveChannelStay,
  openConflictsOf,
  recordFeedFailure,
  recordFeedSuccess,
  saveFeedEvent,
} from '@zamalek/db/queries/channel-feeds';
import { announceChange } from '@zamalek/db/queries/live';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { findUnit } from '@zamalek/db/queries/units';
import {
  ALERTING_FEED_ERRORS,
  CHANNEL_LABELS,
  CHANNEL_SOURCES,
  feedErrorMessage,
} from '@zamalek/domain/channels';
import type { IsoDate } from '@zamalek/domain/dates';
import type { MailKick } from '../actors';
import { retryOnDeadlock, sqlState } from '../errors';
import { channelConflictMail, channelFeedAlertMail } from '../mail/templates';
import { isNightsRefusal, reservationWriteError } from '../reservations/write-errors';
import { writeStay } from '../reservations/write-stay';
import { FeedError, type FeedFetchOptions, fetchFeed } from './feed-fetch';
import { type FeedEvent, parseFeed } from './feed-parse';

interface SyncServices {
  fetch: FeedFetchOptions;
  now: Date;
  today: IsoDate;
  mail: MailKick;
}

/** A feed that had at least this many events and comes back with none is suspect, not empty. */
const SUSPECT_EMPTY_AFTER = 3;

interface SyncOutcome {
  status: 'ok' | 'not_modified' | 'failed';
  error?: string;
  created: number;
  moved: number;
  cancelled: number;
  conflicts: number;
}

/** Overlap with a stay or hold, or a reference another feed's event already has (23505). */
const isOccupancyRefusal = (error: unknown) =>
  isNightsRefusal(reservationWriteError(error)) || sqlState(error) === '23505';

/**
 * Audit entries of a sync have no user (actor null) and name the feed in `after.feedId`; their
 * actions are channel_import, channel_move and channel_cancel.
 *
 * One poll of a claimed feed: fetch (conditional), parse, then for each event still ahead
 * (check-out after today) create, move or leave its stay, and cancel the stays of events that
 * left the feed. The occupancy constraint decides every write: an event that would overlap a stay
 * or hold is recorded as a conflict and mailed to managers, and nothing is overwritten. A feed
 * that fails, cannot be read, or comes back empty where it had events changes nothing.
 */
export async function syncFeed(
  db: Db,
  feed: FeedToSync,
  services: SyncServices,
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { status: 'ok', created: 0, moved: 0, cancelled: 0, conflicts: 0 };
  let events: FeedEvent[];
  let fetched: Awaited<ReturnType<typeof fetchFeed>>;
  try {
    fetched = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      services.fetch,
    );
    if (fetched.kind === 'not_modified') {
      await recordFeedSuccess(db, { id: feed.id, now: services.now });
      return { ...outcome, status: 'not_modified' };
    }
    events = parseFeed(fetched.body, feed.channel, services.today);
  } catch (error) {
    const code = error instanceof FeedError ? error.code : 'FETCH_FAILED';
    await failed(db, feed, services, code);
    return { ...outcome, status: 'failed', error: code };
  }
  const known = await feedEvents(db, { feedId: feed.id });
  const live = known.filter((event) => event.reservationId !== null);
  if (events.length === 0 && Math.max(feed.eventCount, live.length) >= SUSPECT_EMPTY_AFTER) {
    await failed(db, feed, services, 'SUSPECT_EMPTY');
    return { ...outcome, status: 'failed', error: 'SUSPECT_EMPTY' };
  }

  const unit = await findUnit(db, { propertyId: feed.propertyId, id: feed.unitId });
  const unitName = unit?.name ?? 'Room';
  /** An event now taken (or gone) closes its open conflicts, announced for the dashboard's badge. */
  const closeConflicts = (uid: string) =>
    db.transaction(async (tx) => {
      const closed = await closeConflictsOf(tx, { feedId: feed.id, uid, now: services.now });
      for (const { id } of closed) {
        await announceChange(tx, {
          entity: 'channel_conflicts',
          id,
          op: 'UPDATE',
          property: feed.propertyId,
        });
      }
    });
  const knownByUid = new Map(known.map((event) => [event.uid, event]));
  const seen = new Set<string>();
  const openBefore = await openConflictsOf(db, { feedId: feed.id });
  /** The events still refused this poll, by uid and nights: their open conflicts stay open. */
  const stillRefused = new Set<string>();
  const refusalKey = (uid: string, from: string, to: string) => `${uid}|${from}|${to}`;
  /** Conflicts first recorded by this poll: one e-mail lists them all. */
  const recorded: FeedEvent[] = [];

  const conflict = async (event: FeedEvent) => {
    outcome.conflicts += 1;
    stillRefused.add(refusalKey(event.uid, event.from, event.to));
    await db.transaction(async (tx) => {
      const row = await insertConflict(tx, {
        propertyId: feed.propertyId,
        feedId: feed.id,
        uid: event.uid,
        fromDate: event.from,
        toDate: event.to,
      });
      if (!row) return;
      recorded.push(event);
      await announceChange(tx, {
        entity: 'channel_conflicts',
        id: row.id,
        op: 'INSERT',
        property: feed.propertyId,
      });
    });
  };

  for (const event of events) {
    seen.add(event.uid);
    if (event.to <= services.today) continue;
    const previous = knownByUid.get(event.uid);
    try {
      if (!previous?.reservationId) {
        await createStay(db, feed, event);
        outcome.created += 1;
      } else if (previous.fromDate !== event.from || previous.toDate !== event.to) {
        const reservationId = previous.reservationId;
        await retryOnDeadlock(() =>
          db.transaction(async (tx) => {
            if (!(await moveChannelStay(tx, { id: reservationId, from: event.from, to: event.to })))
              return;
            await saveFeedEvent(tx, {
              propertyId: feed.propertyId,
              feedId: feed.id,
              uid: event.uid,
              reservationId,
              fromDate: event.from,
              toDate: event.to,
            });
            await recordAudit(tx, {
              propertyId: feed.propertyId,
              actorId: null,
              entity: 'reservation',
              entityId: reservationId,
              action: 'channel_move',
              before: { checkInDate: previous.fromDate, checkOutDate: previous.toDate },
              after: { feedId: feed.id, checkInDate: event.from, checkOutDate: event.to },
            });
          }),
        );
        outcome.moved += 1;
      } else {
        continue;
      }
      await closeConflicts(event.uid);
    } catch (error) {
      if (!isOccupancyRefusal(error)) throw error;
      // A poll of the same feed running at once (Sync now during the job) took this very event.
      const [mine] = await feedEvents(db, { feedId: feed.id, uid: event.uid });
      if (mine?.reservationId && mine.fromDate === event.from && mine.toDate === event.to) continue;
      await conflict(event);
    }
  }

  for (const event of known) {
    if (seen.has(event.uid)) continue;
    // Past stays drop out of channel calendars as a matter of course: only stays ahead are cancelled.
    if (event.toDate <= services.today || event.reservationId === null) {
      await deleteFeedEvent(db, { feedId: feed.id, uid: event.uid });
      continue;
    }
    const reservationId = event.reservationId;
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const cancelled = await cancelChannelStay(tx, { id: reservationId });
        await deleteFeedEvent(tx, { feedId: feed.id, uid: event.uid });
        if (!cancelled) return;
        outcome.cancelled += 1;
        await recordAudit(tx, {
          propertyId: feed.propertyId,
          actorId: null,
          entity: 'reservation',
          entityId: reservationId,
          action: 'channel_cancel',
          before: { status: 'confirmed' },
          after: { feedId: feed.id, status: 'cancelled' },
        });
      }),
    );
    await closeConflicts(event.uid);
  }

  // The channel moved a refused booking back to its own nights, to free ones, or dropped it.
  for (const open of openBefore) {
    if (stillRefused.has(refusalKey(open.uid, open.fromDate, open.toDate))) continue;
    await db.transaction(async (tx) => {
      if (await closeConflict(tx, { id: open.id, now: services.now })) {
        await announceChange(tx, {
          entity: 'channel_conflicts',
          id: open.id,
          op: 'UPDATE',
          property: feed.propertyId,
        });
      }
    });
  }
  const mailQueued = recorded.length > 0 && (await mailConflicts(db, feed, unitName, recorded));

  await recordFeedSuccess(db, {
    id: feed.id,
    now: services.now,
    eventCount: events.length,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
  });
  if (mailQueued) services.mail.kick();
  return outcome;
}

/** One e-mail per admin and manager for the conflicts a poll recorded; whether any was queued. */
async function mailConflicts(db: Db, feed: FeedToSync, unitName: string, events: FeedEvent[]) {
  return db.transaction(async (tx) => {
    const recipients = await staffNotificationRecipients(tx, { propertyId: feed.propertyId });
    const details = {
      unitName,
      channel: CHANNEL_LABELS[feed.channel],
      stays: events.map((event) => ({ from: event.from, to: event.to })),
    };
    await enqueueMail(tx, {
      propertyId: feed.propertyId,
      mail: recipients.map((recipient) => channelConflictMail(recipient, details)),
    });
    return recipients.length > 0;
  });
}

/**
 * Records a failed poll. A failure meaning the channel sent something wrong (unreadable, or empty
 * where it had events) mails admins and managers once per streak: only when the feed's previous
 * poll succeeded or failed for another reason, so a feed failing every poll is mailed once, and
 * again after it recovers and fails anew.
 */
async function failed(db: Db, feed: FeedToSync, services: SyncServices, code: string) {
  const mailed = await db.transaction(async (tx) => {
    const recorded = await recordFeedFailure(tx, { id: feed.id, now: services.now, code });
    if (!recorded || !ALERTING_FEED_ERRORS.has(code)) return false;
    if (recorded.previousError !== null && ALERTING_FEED_ERRORS.has(recorded.previousError))
      return false;
    const unit = await findUnit(tx, { propertyId: feed.propertyId, id: feed.unitId });
    const recipients = await staffNotificationRecipients(tx, { propertyId: feed.propertyId });
    const details = {
      unitName: unit?.name ?? 'Room',
      channel: CHANNEL_LABELS[feed.channel],
      problem: feedErrorMessage(code) ?? 'The last sync failed.',
    };
    await enqueueMail(tx, {
      propertyId: feed.propertyId,
      mail: recipients.map((recipient) => channelFeedAlertMail(recipient, details)),
    });
    return recipients.length > 0;
  });
  if (mailed) services.mail.kick();
}

/**
 * A new event's stay through the one write path: the channel as source, the UID as reference, a
 * placeholder guest, no price; its feed event in the same transaction.
 */
async function createStay(db: Db, feed: FeedToSync, event: FeedEvent) {
  const guest =
    feed.channel === 'airbnb' && event.summary && !/^reserved$/i.test(event.summary)
      ? event.summary
      : `${CHANNEL_LABELS[feed.channel]} guest`;
  await writeStay(
    db,
    { kind: 'channel', feedId: feed.id },
    {
      propertyId: feed.propertyId,
      unitId: feed.unitId,
      checkIn: event.from,
      checkOut: event.to,
      guests: { names: [guest], adults: 1, children: 0, nationality: null },
      contact: { email: null, phone: null },
      source: CHANNEL_SOURCES[feed.channel],
      channel: CHANNEL_LABELS[feed.channel],
      money: null,
      notes: null,
    },
    {
      reference: event.uid.slice(0, 120),
      with: async (tx, stay) => {
        await saveFeedEvent(tx, {
          propertyId: feed.propertyId,
          feedId: feed.id,
          uid: event.uid,
          reservationId: stay.id,
          fromDate: event.from,
          toDate: event.to,
        });
      },
    },
  );
}
