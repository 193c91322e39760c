import type { ChannelKind } from '@zamalek/domain/channels';
import { STAY_STEPS } from '@zamalek/domain/stay-lifecycle';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  channelConflicts,
  channelEvents,
  channelFeeds,
  properties,
  reservations,
  units,
} from '../schema';

const feedColumns = {
  id: channelFeeds.id,
  propertyId: channelFeeds.propertyId,
  /** Its property's time zone: the feed's "today" (which events are past). */
  timeZone: sql<string>`(select time_zone from properties where properties.id = channel_feeds.property_id)`,
  unitId: channelFeeds.unitId,
  channel: channelFeeds.channel,
  url: channelFeeds.url,
  intervalMinutes: channelFeeds.intervalMinutes,
  etag: channelFeeds.etag,
  lastModified: channelFeeds.lastModified,
  eventCount: channelFeeds.eventCount,
};
export type FeedToSync = {
  id: string;
  propertyId: string;
  timeZone: string;
  unitId: string;
  channel: ChannelKind;
  url: string;
  intervalMinutes: number | null;
  etag: string | null;
  lastModified: string | null;
  eventCount: number;
};

export async function insertFeed(
  db: Db,
  values: {
    propertyId: string;
    unitId: string;
    channel: ChannelKind;
    url: string;
    intervalMinutes: number | null;
    createdBy: string | null;
  },
) {
  const [row] = await db.insert(channelFeeds).values(values).returning({ id: channelFeeds.id });
  if (!row) throw new Error('insert into channel_feeds returned no row');
  return row;
}

export async function deleteFeed(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const rows = await db
    .delete(channelFeeds)
    .where(and(eq(channelFeeds.propertyId, propertyId), eq(channelFeeds.id, id)))
    .returning({ id: channelFeeds.id, unitId: channelFeeds.unitId, channel: channelFeeds.channel });
  return rows[0] ?? null;
}

/** Every feed with its room, state and open conflicts, for the Channels page (URLs included). */
export async function listFeeds(db: Db, { propertyId }: { propertyId: string }) {
  const open = db
    .select({ feedId: channelConflicts.feedId, open: count().as('open') })
    .from(channelConflicts)
    .where(isNull(channelConflicts.resolvedAt))
    .groupBy(channelConflicts.feedId)
    .as('open_conflicts');
  return db
    .select({
      id: channelFeeds.id,
      unitId: channelFeeds.unitId,
      unitName: units.name,
      channel: channelFeeds.channel,
      url: channelFeeds.url,
      intervalMinutes: channelFeeds.intervalMinutes,
      lastAttemptAt: channelFeeds.lastAttemptAt,
      lastSuccessAt: channelFeeds.lastSuccessAt,
      lastError: channelFeeds.lastError,
      lastErrorAt: channelFeeds.lastErrorAt,
      eventCount: channelFeeds.eventCount,
      createdAt: channelFeeds.createdAt,
      openConflicts: sql<number>`coalesce(${open.open}, 0)::int`,
    })
    .from(channelFeeds)
    .innerJoin(units, eq(units.id, channelFeeds.unitId))
    .leftJoin(open, eq(open.feedId, channelFeeds.id))
    .where(eq(channelFeeds.propertyId, propertyId))
    .orderBy(asc(units.name), asc(channelFeeds.createdAt));
}

export async function defaultSyncMinutes(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<number> {
  const [row] = await db
    .select({ minutes: properties.channelSyncMinutes })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.minutes ?? 15;
}

export async function setDefaultSyncMinutes(
  db: Db,
  { propertyId, minutes, updatedBy }: { propertyId: string; minutes: number; updatedBy: string },
) {
  await db
    .update(properties)
    .set({ channelSyncMinutes: minutes, updatedBy, updatedAt: sql`now()` })
    .where(eq(properties.id, propertyId));
}

/**
 * Claims the feed most overdue for a poll, if any, by moving its last attempt to `now`, so no
 * other instance polls it again within its interval (30 seconds of slack for the minute cron).
 */
export async function claimDueFeed(db: Db, { now }: { now: Date }): Promise<FeedToSync | null> {
  const due = sql`(${channelFeeds.lastAttemptAt} IS NULL OR ${channelFeeds.lastAttemptAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => coalesce(${channelFeeds.intervalMinutes}, (SELECT channel_sync_minutes FROM properties WHERE properties.id = channel_feeds.property_id), 15)) + interval '30 seconds')`;
  const [row] = await db
    .update(channelFeeds)
    .set({ lastAttemptAt: now })
    .where(
      and(
        due,
        eq(
          channelFeeds.id,
          sql`(SELECT id FROM channel_feeds WHERE ${due} ORDER BY last_attempt_at NULLS FIRST, id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      ),
    )
    .returning(feedColumns);
  return row ?? null;
}

/** Claims one feed at once (Sync now), whenever it last ran. */
export async function claimFeed(
  db: Db,
  { propertyId, id, now }: { propertyId: string; id: string; now: Date },
) {
  const [row] = await db
    .update(channelFeeds)
    .set({ lastAttemptAt: now })
    .where(and(eq(channelFeeds.propertyId, propertyId), eq(channelFeeds.id, id)))
    .returning(feedColumns);
  return row ?? null;
}

export async function recordFeedSuccess(
  db: Db,
  values: {
    id: string;
    now: Date;
    eventCount?: number;
    etag?: string | null;
    lastModified?: string | null;
  },
) {
  await db
    .update(channelFeeds)
    .set({
      lastSuccessAt: values.now,
      lastError: null,
      lastErrorAt: null,
      ...(values.eventCount === undefined ? {} : { eventCount: values.eventCount }),
      ...(values.etag === undefined ? {} : { etag: values.etag }),
      ...(values.lastModified === undefined ? {} : { lastModified: values.lastModified }),
    })
    .where(eq(channelFeeds.id, values.id));
}

/**
 * Records a failed poll and returns the error the feed had before it (null after a success), read
 * under a row lock so that two polls failing at once see one another's failure. Run it inside a
 * transaction.
 */
export async function recordFeedFailure(
  db: Db,
  { id, now, code }: { id: string; now: Date; code: string },
): Promise<{ previousError: string | null } | null> {
  const [before] = await db
    .select({ lastError: channelFeeds.lastError })
    .from(channelFeeds)
    .where(eq(channelFeeds.id, id))
    .for('update');
  if (!before) return null;
  await db
    .update(channelFeeds)
    .set({ lastError: code, lastErrorAt: now })
    .where(eq(channelFeeds.id, id));
  return { previousError: before.lastError };
}

/** The feed's known events (or the one with `uid`). */
export function feedEvents(db: Db, { feedId, uid }: { feedId: string; uid?: string }) {
  return db
    .select({
      uid: channelEvents.uid,
      reservationId: channelEvents.reservationId,
      fromDate: channelEvents.fromDate,
      toDate: channelEvents.toDate,
    })
    .from(channelEvents)
    .where(
      and(
        eq(channelEvents.feedId, feedId),
        uid === undefined ? undefined : eq(channelEvents.uid, uid),
      ),
    );
}

export async function saveFeedEvent(
  db: Db,
  values: {
    propertyId: string;
    feedId: string;
    uid: string;
    reservationId: string;
    fromDate: string;
    toDate: string;
  },
) {
  await db
    .insert(channelEvents)
    .values(values)
    .onConflictDoUpdate({
      target: [channelEvents.feedId, channelEvents.uid],
      set: {
        reservationId: values.reservationId,
        fromDate: values.fromDate,
        toDate: values.toDate,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteFeedEvent(db: Db, { feedId, uid }: { feedId: string; uid: string }) {
  await db
    .delete(channelEvents)
    .where(and(eq(channelEvents.feedId, feedId), eq(channelEvents.uid, uid)));
}

/** Records an open conflict; null when the same one is already open (no second alert). */
export async function insertConflict(
  db: Db,
  values: { propertyId: string; feedId: string; uid: string; fromDate: string; toDate: string },
) {
  const rows = await db
    .insert(channelConflicts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: channelConflicts.id });
  return rows[0] ?? null;
}

/** Closes the open conflicts of an event that has since been taken or has gone. */
export async function closeConflictsOf(
  db: Db,
  { feedId, uid, now }: { feedId: string; uid: string; now: Date },
) {
  return db
    .update(channelConflicts)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(channelConflicts.feedId, feedId),
        eq(channelConflicts.uid, uid),
        isNull(channelConflicts.resolvedAt),
      ),
    )
    .returning({ id: channelConflicts.id });
}

export async function resolveConflict(
  db: Db,
  {
    propertyId,
    id,
    now,
    resolvedBy,
  }: { propertyId: string; id: string; now: Date; resolvedBy: string },
) {
  const rows = await db
    .update(channelConflicts)
    .set({ resolvedAt: now, resolvedBy })
    .where(
      and(
        and(eq(channelConflicts.propertyId, propertyId), eq(channelConflicts.id, id)),
        isNull(channelConflicts.resolvedAt),
      ),
    )
    .returning({ id: channelConflicts.id, feedId: channelConflicts.feedId });
  return rows[0] ?? null;
}

export function openConflicts(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      id: channelConflicts.id,
      feedId: channelConflicts.feedId,
      channel: channelFeeds.channel,
      unitName: units.name,
      uid: channelConflicts.uid,
      fromDate: channelConflicts.fromDate,
      toDate: channelConflicts.toDate,
      createdAt: channelConflicts.createdAt,
    })
    .from(channelConflicts)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelConflicts.feedId))
    .innerJoin(units, eq(units.id, channelFeeds.unitId))
    .where(and(isNull(channelConflicts.resolvedAt), eq(channelConflicts.propertyId, propertyId)))
    .orderBy(asc(channelConflicts.fromDate), asc(channelConflicts.id));
}

/**
 * The open conflicts of one feed: a sync closes those its calendar no longer asks for, and they
 * are announced when the feed, and they with it, are removed.
 */
export function openConflictsOf(db: Db, { feedId }: { feedId: string }) {
  return db
    .select({
      id: channelConflicts.id,
      uid: channelConflicts.uid,
      fromDate: channelConflicts.fromDate,
      toDate: channelConflicts.toDate,
    })
    .from(channelConflicts)
    .where(and(eq(channelConflicts.feedId, feedId), isNull(channelConflicts.resolvedAt)));
}

/** Closes one open conflict (a sync found it no longer asked for); null when already closed. */
export async function closeConflict(db: Db, { id, now }: { id: string; now: Date }) {
  const rows = await db
    .update(channelConflicts)
    .set({ resolvedAt: now })
    .where(and(eq(channelConflicts.id, id), isNull(channelConflicts.resolvedAt)))
    .returning({ id: channelConflicts.id });
  return rows[0] ?? null;
}

/** How many channel conflicts wait to be resolved (the dashboard's badge). */
export async function openConflictCount(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(channelConflicts)
    .where(and(eq(channelConflicts.propertyId, propertyId), isNull(channelConflicts.resolvedAt)));
  return row?.value ?? 0;
}

/** Moves an imported stay to new nights, while it is only booked (not arrived, not cancelled). */
export async function moveChannelStay(
  db: Db,
  { id, from, to }: { id: string; from: string; to: string },
) {
  const rows = await db
    .update(reservations)
    .set({ checkInDate: from, checkOutDate: to, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'confirmed')))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/** Cancels an imported stay that left its channel's calendar, while it is only booked. */
export async function cancelChannelStay(db: Db, { id }: { id: string }) {
  const rows = await db
    .update(reservations)
    .set({ status: STAY_STEPS.cancel.to, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), eq(reservations.status, STAY_STEPS.cancel.from)))
    .returning({ id: reservations.id });
  return rows.length > 0;
}
