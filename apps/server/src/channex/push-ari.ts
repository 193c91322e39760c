import type { Db } from '@zamalek/db/client';
import {
  channexRoomTypeMapping,
  claimChannexLease,
  endChannexPush,
  findChannexConnection,
  listChannexRatePlans,
  type PushEnd,
  type QueuedNight,
  readChannexQueue,
  recordChannexPush,
  settleChannexQueue,
} from '@zamalek/db/queries/channex';
import { availabilityValues } from '@zamalek/domain/channels/availability-payload';
import { restrictionValues } from '@zamalek/domain/channels/restrictions-payload';
import { queuedAvailability, queuedRates } from './ari-nights';
import { ChannexError, type PushResult } from './client';
import type { ChannexClient } from './configured-client';

/** How long one instance may push a property's queue before another may take it over. */
const LEASE_MS = 5 * 60_000;
/** Nights read per run: a full sync of 50 room types; more go in the next run. */
const NIGHTS_PER_RUN = 25_000;
/** Entries per call, far below Channex's 10 MB a call. */
const VALUES_PER_CALL = 5_000;
interface KindOutcome {
  sent: boolean;
  error: ChannexError | null;
}

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < values.length; at += VALUES_PER_CALL) {
    out.push(values.slice(at, at + VALUES_PER_CALL));
  }
  return out;
}

/**
 * Sends one kind's entries, call by call, each recorded; stops at the first refusal (the nights
 * stay queued and are sent whole next time).
 */
async function pushKind<V extends { date_from: string; date_to: string }>(
  db: Db,
  propertyId: string,
  kind: 'availability' | 'restrictions',
  values: readonly V[],
  send: (body: { values: V[] }) => Promise<PushResult>,
): Promise<KindOutcome> {
  for (const part of chunks(values)) {
    const span = {
      nightFrom: part.map((value) => value.date_from).sort()[0] ?? '',
      nightTo:
        part
          .map((value) => value.date_to)
          .sort()
          .at(-1) ?? '',
    };
    try {
      const result = await send({ values: part });
      await recordChannexPush(db, {
        propertyId,
        kind,
        valueCount: part.length,
        ...span,
        outcome: 'pushed',
        errorCode: null,
        warningCount: result.warnings.length,
      });
    } catch (error) {
      if (!(error instanceof ChannexError)) throw error;
      await recordChannexPush(db, {
        propertyId,
        kind,
        valueCount: part.length,
        ...span,
        outcome: error.code === 'CHANNEX_RATE_LIMITED' ? 'rate_limited' : 'failed',
        errorCode: error.code,
        warningCount: 0,
      });
      return { sent: false, error };
    }
  }
  return { sent: true, error: null };
}

export interface PushRun {
  /** Whether this run held the lease (false: another instance is pushing, or a refusal asked to wait). */
  ran: boolean;
  nights: number;
  error: ChannexError | null;
  /** The failure streak after this run, and whether it has been mailed. */
  streak: number;
  streakMailed: boolean;
}

function endOf(error: ChannexError | null): PushEnd {
  if (error === null) return { kind: 'sent' };
  if (error.code === 'CHANNEX_RATE_LIMITED') {
    return { kind: 'rate_limited', retryAfterMs: error.retryAfterMs ?? 60_000 };
  }
  return { kind: 'failed' };
}

/**
 * Pushes a property's waiting nights to Channex: the rooms free of those whose availability
 * changed, the rates and stay rules of those whose prices or rules did, for every mapped room type
 * and rate plan. What went out is taken off the queue; what did not stays for the next run, after
 * the wait a rate limit asks for or a backoff that grows with the failure streak.
 */
export async function pushPropertyAri(
  db: Db,
  client: ChannexClient,
  { propertyId }: { propertyId: string },
): Promise<PushRun> {
  if (!(await claimChannexLease(db, { propertyId, leaseMs: LEASE_MS }))) {
    return { ran: false, nights: 0, error: null, streak: 0, streakMailed: false };
  }
  let error: ChannexError | null;
  let nights: QueuedNight[];
  try {
    nights = await readChannexQueue(db, { propertyId, limit: NIGHTS_PER_RUN });
    error = await pushNights(db, client, propertyId, nights);
  } catch (failure) {
    // Given back as a failure (the queue waits); if the database is gone too, the lease expires.
    await endChannexPush(db, { propertyId, end: { kind: 'failed' } }).catch(() => undefined);
    throw failure;
  }
  const ended = await endChannexPush(db, { propertyId, end: endOf(error) });
  return {
    ran: true,
    nights: nights.length,
    error,
    streak: ended?.failureStreak ?? 0,
    streakMailed: ended?.failureMailedAt != null,
  };
}

/** Both kinds for the nights read; the first refusal, or null when everything went out. */
async function pushNights(
  db: Db,
  client: ChannexClient,
  propertyId: string,
  nights: readonly QueuedNight[],
): Promise<ChannexError | null> {
  const connection = await findChannexConnection(db, { propertyId });
  if (!connection || nights.length === 0) return null;
  const [mapping, plans] = await Promise.all([
    channexRoomTypeMapping(db, { propertyId }),
    listChannexRatePlans(db, { propertyId }),
  ]);
  const roomTypes = new Map(
    mapping.flatMap((row) =>
      row.channexRoomTypeId ? [[row.roomTypeId, row.channexRoomTypeId] as const] : [],
    ),
  );
  const availability = availabilityValues(
    { propertyId: connection.channexPropertyId, roomTypes },
    await queuedAvailability(
      db,
      propertyId,
      nights.filter((night) => night.availability),
    ),
  );
  const sentAvailability = await pushKind(
    db,
    propertyId,
    'availability',
    availability.values,
    client.pushAvailability,
  );
  const restrictions = restrictionValues(
    connection.channexPropertyId,
    plans,
    await queuedRates(
      db,
      propertyId,
      nights.filter((night) => night.restrictions),
    ),
  );
  const sentRestrictions = sentAvailability.error
    ? { sent: false, error: null }
    : await pushKind(db, propertyId, 'restrictions', restrictions.values, client.pushRestrictions);
  await settleChannexQueue(db, {
    propertyId,
    nights,
    availabilitySent: sentAvailability.sent,
    restrictionsSent: sentRestrictions.sent,
  });
  return sentAvailability.error ?? sentRestrictions.error;
}
