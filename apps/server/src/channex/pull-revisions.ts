import type { Db } from '@zamalek/db/client';
import {
  markChannexPulled,
  markRevisionAcked,
  unackedRevisions,
} from '@zamalek/db/queries/channex-bookings';
import { parseChannexRevision } from '@zamalek/domain/channels/channex-revision';
import { isRecord } from '@zamalek/domain/type-guards';
import { isDatabaseUnavailable } from '../errors';
import { ChannexError } from './client';
import type { ChannexClient } from './configured-client';
import { alertChannexBooking, handleRevision, recordRefusedRevision } from './handle-revision';

type RevisionStatus = 'new' | 'modified' | 'cancelled';

interface Log {
  warn(details: object, message: string): void;
}

export interface ChannexProperty {
  propertyId: string;
  channexPropertyId: string;
  timeZone: string;
}

function statusOf(status: unknown): RevisionStatus {
  return status === 'modified' ? 'modified' : status === 'cancelled' ? 'cancelled' : 'new';
}

/** The ids of a feed entry, read loosely: enough to record and acknowledge one not taken. */
function idsOf(entry: unknown) {
  const attributes = isRecord(entry) && isRecord(entry.attributes) ? entry.attributes : entry;
  if (!isRecord(attributes)) return null;
  const { id, booking_id: bookingId, status, property_id: property } = attributes;
  if (typeof id !== 'string' || typeof bookingId !== 'string' || id.length > 64) return null;
  if (bookingId.length > 64) return null;
  return {
    revisionId: id,
    bookingId,
    property: typeof property === 'string' ? property.toLowerCase() : null,
    status: statusOf(status),
  };
}

async function acknowledge(
  db: Db,
  client: ChannexClient,
  propertyId: string,
  revisionId: string,
  log: Log,
) {
  try {
    await client.acknowledge(revisionId);
    await markRevisionAcked(db, { propertyId, revisionId });
  } catch (error) {
    // Told next time: the revision stays in Channex's feed and is found handled here.
    if (!(error instanceof ChannexError)) throw error;
    log.warn({ code: error.code }, 'channel manager acknowledgement failed; retried later');
  }
}

/**
 * Reads the property's booking revision feed and handles each revision once, in order, then
 * acknowledges it (a webhook only says there is something to read; nothing in it is trusted).
 * One that cannot be taken is recorded as refused and mailed to staff, so it is not read forever.
 * Returns whether mail was queued.
 */
export async function pullChannexRevisions(
  db: Db,
  client: ChannexClient,
  property: ChannexProperty,
  { now, log }: { now: Date; log: Log },
): Promise<boolean> {
  const { propertyId } = property;
  for (const { revisionId } of await unackedRevisions(db, { propertyId })) {
    await acknowledge(db, client, propertyId, revisionId, log);
  }
  let mailQueued = false;
  const feed = await client.revisionFeed(property.channexPropertyId);
  await markChannexPulled(db, { propertyId });
  for (const entry of feed) {
    const ids = idsOf(entry);
    if (!ids || (ids.property !== null && ids.property !== property.channexPropertyId)) continue;
    const revision = parseChannexRevision(entry);
    try {
      if (!revision) throw new Error('unreadable revision');
      const handled = await handleRevision(db, {
        propertyId,
        timeZone: property.timeZone,
        revision,
        now,
      });
      if (handled.mailQueued) mailQueued = true;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      log.warn(
        { revisionId: ids.revisionId, reason: revision ? 'refused' : 'unreadable' },
        'channel booking not taken; staff are told',
      );
      const recorded = await recordRefusedRevision(db, { propertyId, ...ids });
      const alerted =
        recorded &&
        (await db.transaction((tx) =>
          alertChannexBooking(
            tx,
            propertyId,
            {
              reference: revision?.reference ?? ids.bookingId,
              channel: revision?.otaName ?? 'Channel manager',
              nights: revision?.rooms ?? [],
            },
            'refused',
          ),
        ));
      if (alerted) mailQueued = true;
    }
    await acknowledge(db, client, propertyId, ids.revisionId, log);
  }
  return mailQueued;
}
