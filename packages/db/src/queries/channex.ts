import type { MarkupKind } from '@zamalek/domain/channels/restrictions-payload';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  channexAriQueue,
  channexConnections,
  channexPushes,
  channexRatePlans,
  channexRoomTypes,
  roomTypes,
} from '../schema';
import { executedRows } from './executed-rows';

export function findChannexConnection(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select()
    .from(channexConnections)
    .where(eq(channexConnections.propertyId, propertyId))
    .then((rows) => rows[0]);
}

/** Every room type of the property with its Channex room type, if mapped; by code. */
export function channexRoomTypeMapping(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      roomTypeId: roomTypes.id,
      code: roomTypes.code,
      name: roomTypes.name,
      channexRoomTypeId: channexRoomTypes.channexRoomTypeId,
    })
    .from(roomTypes)
    .leftJoin(
      channexRoomTypes,
      and(
        eq(channexRoomTypes.propertyId, roomTypes.propertyId),
        eq(channexRoomTypes.roomTypeId, roomTypes.id),
      ),
    )
    .where(eq(roomTypes.propertyId, propertyId))
    .orderBy(asc(sql`lower(${roomTypes.code})`));
}

export function listChannexRatePlans(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      id: channexRatePlans.id,
      roomTypeId: channexRatePlans.roomTypeId,
      channexRatePlanId: channexRatePlans.channexRatePlanId,
      name: channexRatePlans.name,
      // cast: the column's check allows only MARKUP_KINDS
      markupKind: sql<MarkupKind>`${channexRatePlans.markupKind}`,
      markup: channexRatePlans.markup,
    })
    .from(channexRatePlans)
    .where(eq(channexRatePlans.propertyId, propertyId))
    .orderBy(asc(channexRatePlans.name), asc(channexRatePlans.createdAt));
}

/** Connects the property, or points it at another Channex property (everything is sent again). */
export async function upsertChannexConnection(
  db: Db,
  values: { propertyId: string; channexPropertyId: string; updatedBy: string },
) {
  await db
    .insert(channexConnections)
    .values(values)
    .onConflictDoUpdate({
      target: channexConnections.propertyId,
      set: {
        channexPropertyId: values.channexPropertyId,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

/** Maps a room type to a Channex room type (null: unmaps it, with its rate plans and queue). */
export async function setChannexRoomType(
  db: Db,
  {
    propertyId,
    roomTypeId,
    channexRoomTypeId,
  }: { propertyId: string; roomTypeId: string; channexRoomTypeId: string | null },
) {
  if (channexRoomTypeId === null) {
    await db
      .delete(channexRoomTypes)
      .where(
        and(
          eq(channexRoomTypes.propertyId, propertyId),
          eq(channexRoomTypes.roomTypeId, roomTypeId),
        ),
      );
    return;
  }
  await db
    .insert(channexRoomTypes)
    .values({ propertyId, roomTypeId, channexRoomTypeId })
    .onConflictDoUpdate({
      target: [channexRoomTypes.propertyId, channexRoomTypes.roomTypeId],
      set: { channexRoomTypeId },
      setWhere: sql`${channexRoomTypes.channexRoomTypeId} <> excluded.channex_room_type_id`,
    });
}

export interface RatePlanValues {
  roomTypeId: string;
  channexRatePlanId: string;
  name: string;
  markupKind: MarkupKind;
  markup: number;
}

export async function insertChannexRatePlan(
  db: Db,
  values: RatePlanValues & { propertyId: string },
) {
  const [row] = await db
    .insert(channexRatePlans)
    .values(values)
    .returning({ id: channexRatePlans.id });
  if (!row) throw new Error('insert into channex_rate_plans returned no row');
  return row.id;
}

/** Whether the plan was there to change. */
export async function updateChannexRatePlan(
  db: Db,
  { propertyId, id, values }: { propertyId: string; id: string; values: RatePlanValues },
) {
  const rows = await db
    .update(channexRatePlans)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(channexRatePlans.propertyId, propertyId), eq(channexRatePlans.id, id)))
    .returning({ id: channexRatePlans.id });
  return rows.length > 0;
}

export async function deleteChannexRatePlan(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const rows = await db
    .delete(channexRatePlans)
    .where(and(eq(channexRatePlans.propertyId, propertyId), eq(channexRatePlans.id, id)))
    .returning({ id: channexRatePlans.id });
  return rows.length > 0;
}

/**
 * Connected properties with nights waiting that are ready to push: quiet for `quietMs` since the
 * last change (a burst is sent once), or waiting `maxWaitMs` since the first (a steady stream
 * still goes out); not leased by another instance, and past any wait after a refusal.
 */
export async function channexPropertiesDue(
  db: Db,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
): Promise<string[]> {
  const rows = executedRows(
    await db.execute(sql`
      select q.property_id from channex_ari_queue q
      join channex_connections c on c.property_id = q.property_id
      where (c.lease_until is null or c.lease_until < now())
        and (c.retry_at is null or c.retry_at <= now())
      group by q.property_id
      having max(q.queued_at) <= now() - make_interval(secs => ${quietMs / 1000})
          or min(q.queued_at) <= now() - make_interval(secs => ${maxWaitMs / 1000})`),
  );
  return rows.map((row) => String(row.property_id));
}

/**
 * Takes the property's push lease for `leaseMs` (false: another instance holds it, or a refusal
 * asked to wait): two instances never push one property's queue at once.
 */
export async function claimChannexLease(
  db: Db,
  { propertyId, leaseMs }: { propertyId: string; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(channexConnections)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      and(
        eq(channexConnections.propertyId, propertyId),
        sql`(${channexConnections.leaseUntil} is null or ${channexConnections.leaseUntil} < now())`,
        sql`(${channexConnections.retryAt} is null or ${channexConnections.retryAt} <= now())`,
      ),
    )
    .returning({ propertyId: channexConnections.propertyId });
  return rows.length > 0;
}

export interface QueuedNight {
  roomTypeId: string;
  night: string;
  availability: boolean;
  restrictions: boolean;
  version: number;
}

/** The property's waiting nights, oldest first, at most `limit` of them. */
export async function readChannexQueue(
  db: Db,
  { propertyId, limit }: { propertyId: string; limit: number },
): Promise<QueuedNight[]> {
  return db
    .select({
      roomTypeId: channexAriQueue.roomTypeId,
      night: channexAriQueue.night,
      availability: channexAriQueue.availability,
      restrictions: channexAriQueue.restrictions,
      version: channexAriQueue.version,
    })
    .from(channexAriQueue)
    .where(eq(channexAriQueue.propertyId, propertyId))
    .orderBy(asc(channexAriQueue.version))
    .limit(limit);
}

/**
 * Clears what was sent: of each night read, the parts pushed — only if the night has not changed
 * since it was read (same version), so a change made during the push is sent next time.
 */
export async function settleChannexQueue(
  db: Db,
  {
    propertyId,
    nights,
    availabilitySent,
    restrictionsSent,
  }: {
    propertyId: string;
    nights: readonly QueuedNight[];
    availabilitySent: boolean;
    restrictionsSent: boolean;
  },
) {
  if (nights.length === 0 || (!availabilitySent && !restrictionsSent)) return;
  const versions = nights.map((night) => night.version);
  await db.execute(sql`
    with sent as (
      update channex_ari_queue
      set availability = availability and not ${availabilitySent},
          restrictions = restrictions and not ${restrictionsSent}
      where property_id = ${propertyId}
        and version = any(${`{${versions.join(',')}}`}::bigint[])
        and (availability and not ${availabilitySent} or restrictions and not ${restrictionsSent})
      returning 1)
    delete from channex_ari_queue
    where property_id = ${propertyId}
      and version = any(${`{${versions.join(',')}}`}::bigint[])
      and not (availability and not ${availabilitySent})
      and not (restrictions and not ${restrictionsSent})`);
}

export type PushOutcome = 'pushed' | 'failed' | 'rate_limited';

export async function recordChannexPush(
  db: Db,
  push: {
    propertyId: string;
    kind: 'availability' | 'restrictions';
    valueCount: number;
    nightFrom: string;
    nightTo: string;
    outcome: PushOutcome;
    errorCode: string | null;
    warningCount: number;
  },
) {
  await db.insert(channexPushes).values(push);
}

/** How a push run ended: sent, asked by a rate limit to wait, or refused or unreachable. */
export type PushEnd =
  | { kind: 'sent' }
  | { kind: 'rate_limited'; retryAfterMs: number }
  | { kind: 'failed' };

/**
 * Ends a push run: the lease given back. Sent: the failure streak ends. Rate limited: the queue
 * waits as long as asked. Failed: the streak grows and the queue waits 30 s, doubling with each
 * failure in a row up to 15 minutes. Returns the streak and whether it was already mailed.
 */
export async function endChannexPush(
  db: Db,
  { propertyId, end }: { propertyId: string; end: PushEnd },
) {
  const streak = channexConnections.failureStreak;
  const [row] = await db
    .update(channexConnections)
    .set({
      leaseUntil: null,
      retryAt:
        end.kind === 'sent'
          ? null
          : end.kind === 'rate_limited'
            ? sql`now() + make_interval(secs => ${end.retryAfterMs / 1000})`
            : sql`now() + make_interval(secs => least(900, 30 * power(2, least(${streak}, 10))))`,
      failureStreak: end.kind === 'sent' ? 0 : end.kind === 'failed' ? sql`${streak} + 1` : streak,
      ...(end.kind === 'sent' ? { failureMailedAt: null } : {}),
    })
    .where(eq(channexConnections.propertyId, propertyId))
    .returning({
      failureStreak: channexConnections.failureStreak,
      failureMailedAt: channexConnections.failureMailedAt,
    });
  return row;
}

/** Marks the streak as mailed; false when another instance did first. */
export async function markChannexFailureMailed(db: Db, { propertyId }: { propertyId: string }) {
  const rows = await db
    .update(channexConnections)
    .set({ failureMailedAt: sql`now()` })
    .where(
      and(
        eq(channexConnections.propertyId, propertyId),
        sql`${channexConnections.failureMailedAt} is null`,
      ),
    )
    .returning({ propertyId: channexConnections.propertyId });
  return rows.length > 0;
}

/**
 * Queues a full sync (every mapped room type, 500 nights) of each connected property whose own
 * day `today` has not had one yet, once its clock has passed `hour`; returns those queued.
 */
export async function queueChannexFullSyncs(db: Db, { hour }: { hour: number }) {
  const rows = executedRows(
    await db.execute(sql`
      with due as (
        update channex_connections c set full_sync_on = (now() at time zone p.time_zone)::date
        from properties p
        where p.id = c.property_id
          and extract(hour from now() at time zone p.time_zone) >= ${hour}
          and c.full_sync_on is distinct from (now() at time zone p.time_zone)::date
        returning c.property_id)
      select property_id, channex_queue_property(property_id, 'both') from due`),
  );
  return rows.map((row) => String(row.property_id));
}

/** What the Channels page shows of the connection's health. */
export async function channexHealth(db: Db, { propertyId }: { propertyId: string }) {
  const [queue] = executedRows(
    await db.execute(sql`
      select count(*)::int as nights, min(queued_at) as oldest
      from channex_ari_queue where property_id = ${propertyId}`),
  );
  const recent = await db
    .select({
      // cast: the columns' checks allow only these values
      kind: sql<'availability' | 'restrictions'>`${channexPushes.kind}`,
      outcome: sql<PushOutcome>`${channexPushes.outcome}`,
      errorCode: channexPushes.errorCode,
      valueCount: channexPushes.valueCount,
      nightFrom: channexPushes.nightFrom,
      nightTo: channexPushes.nightTo,
      warningCount: channexPushes.warningCount,
      at: channexPushes.at,
    })
    .from(channexPushes)
    .where(eq(channexPushes.propertyId, propertyId))
    .orderBy(desc(channexPushes.at), desc(channexPushes.id))
    .limit(10);
  const [lastPushed] = await db
    .select({ at: channexPushes.at })
    .from(channexPushes)
    .where(and(eq(channexPushes.propertyId, propertyId), eq(channexPushes.outcome, 'pushed')))
    .orderBy(desc(channexPushes.at))
    .limit(1);
  return {
    queuedNights: Number(queue?.nights ?? 0),
    oldestQueuedAt: queue?.oldest ? new Date(String(queue.oldest)) : null,
    lastPushedAt: lastPushed?.at ?? null,
    recent,
  };
}

/**
 * When the next push is due (null: nothing waits): the earliest, over connected properties with
 * nights queued, of the moment their burst is quiet or has waited long enough, and not before a
 * lease or a wait after a refusal ends.
 */
export async function channexNextDueAt(
  db: Db,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
): Promise<Date | null> {
  const [row] = executedRows(
    await db.execute(sql`
      select min(greatest(
        least(q.last + make_interval(secs => ${quietMs / 1000}),
              q.first + make_interval(secs => ${maxWaitMs / 1000})),
        coalesce(c.retry_at, '-infinity'), coalesce(c.lease_until, '-infinity'))) as due
      from (select property_id, min(queued_at) as first, max(queued_at) as last
            from channex_ari_queue group by property_id) q
      join channex_connections c on c.property_id = q.property_id`),
  );
  return row?.due ? new Date(String(row.due)) : null;
}
