import type { Db } from '@zamalek/db/client';
import {
  channexPropertiesDue,
  markChannexFailureMailed,
  queueChannexFullSyncs,
} from '@zamalek/db/queries/channex';
import { connectedChannexProperties } from '@zamalek/db/queries/channex-bookings';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { channexProblem } from '@zamalek/domain/channels/channex-errors';
import { channexFailureMail } from '../mail/templates';
import { ChannexError } from './client';
import type { ChannexClient } from './configured-client';
import { pullChannexRevisions } from './pull-revisions';
import { type PushRun, pushPropertyAri } from './push-ari';

/** A burst of changes is sent once it has been quiet this long… */
export const CHANNEX_QUIET_MS = 3_000;
/** …or once its first change has waited this long. */
export const CHANNEX_MAX_WAIT_MS = 20_000;
/** Failed pushes in a row before admins and managers are mailed (a passing blip is not). */
export const CHANNEX_ALERT_STREAK = 3;
/**
 * How often the job reads a property's booking feed (a webhook reads it at once): the job also
 * runs seconds after every change, and Channex is not asked for the feed that often.
 */
export const CHANNEX_PULL_EVERY_MS = 30_000;
/** The property's hour from which its nightly full sync (500 nights) is queued. */
export const CHANNEX_FULL_SYNC_HOUR = 2;

/** Mails admins and managers once per failure streak, when it has grown long enough. */
async function alertIfFailing(db: Db, propertyId: string, run: PushRun): Promise<boolean> {
  if (!run.error || run.streak < CHANNEX_ALERT_STREAK || run.streakMailed) return false;
  return db.transaction(async (tx) => {
    if (!(await markChannexFailureMailed(tx, { propertyId }))) return false;
    const property = (await listPropertyRefs(tx)).find((entry) => entry.id === propertyId);
    const recipients = await staffNotificationRecipients(tx, { propertyId });
    const details = {
      propertyName: property?.name ?? 'The property',
      problem: channexProblem(run.error?.code ?? null) ?? '',
      failures: run.streak,
    };
    await enqueueMail(tx, {
      propertyId,
      mail: recipients.map((recipient) => channexFailureMail(recipient, details)),
    });
    return recipients.length > 0;
  });
}

/** Reads each connected property's booking feed; a Channex that does not answer is tried next run. */
async function pullAll(
  db: Db,
  client: ChannexClient,
  options: { now: Date; log: { warn(details: object, message: string): void } },
) {
  let mailed = false;
  for (const property of await connectedChannexProperties(db)) {
    const sincePull = options.now.getTime() - (property.lastPulledAt?.getTime() ?? 0);
    if (sincePull < CHANNEX_PULL_EVERY_MS) continue;
    try {
      if (await pullChannexRevisions(db, client, property, options)) mailed = true;
    } catch (error) {
      if (!(error instanceof ChannexError)) throw error;
      options.log.warn({ code: error.code }, 'channel manager feed not read');
    }
  }
  return mailed;
}

/**
 * One run of the channel-manager job: reads the bookings waiting in each property's revision feed,
 * queues the nightly full sync of properties whose night it is, then pushes every property whose
 * waiting changes are due. Returns whether mail was queued.
 */
export async function runChannex(
  db: Db,
  client: ChannexClient,
  options: { now: Date; log: { warn(details: object, message: string): void } },
): Promise<boolean> {
  const pulledMail = await pullAll(db, client, options);
  await queueChannexFullSyncs(db, { hour: CHANNEX_FULL_SYNC_HOUR });
  const due = await channexPropertiesDue(db, {
    quietMs: CHANNEX_QUIET_MS,
    maxWaitMs: CHANNEX_MAX_WAIT_MS,
  });
  let mailed = pulledMail;
  for (const propertyId of due) {
    const run = await pushPropertyAri(db, client, { propertyId });
    if (await alertIfFailing(db, propertyId, run)) mailed = true;
  }
  return mailed;
}
