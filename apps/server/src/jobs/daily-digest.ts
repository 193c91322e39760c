import type { Db } from '@zamalek/db/client';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { claimJobRun, digestFacts } from '@zamalek/db/queries/scheduled-work';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { clockIn } from '@zamalek/domain/dates';
import { digestDue } from '@zamalek/domain/scheduled-mail';
import { dailyDigestMail } from '../mail/templates';

export const DIGEST_JOB = 'daily-digest';

/**
 * The `daily-digest` job: from the digest hour (property time) on, queues today's digest to every
 * enabled admin and manager, once a day: the day is recorded in `job_runs` in the transaction
 * that queues the mails, so a second instance or a retry finds it done. Returns how many mails
 * it queued.
 */
export async function queueDailyDigest(db: Db, { now }: { now: Date }): Promise<number> {
  let queued = 0;
  for (const property of await listPropertyRefs(db)) {
    queued += await queuePropertyDigest(db, property.id, now);
  }
  return queued;
}

/** One property's digest, to its own admins and managers, by its own clock and digest hour. */
async function queuePropertyDigest(db: Db, propertyId: string, now: Date) {
  const settings = await findPropertySettings(db, { propertyId });
  const clock = clockIn(settings.timeZone, now);
  if (!digestDue(clock, settings.digestHour)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimJobRun(tx, { job: DIGEST_JOB, propertyId, runKey: clock.today }))) return 0;
    const recipients = await staffNotificationRecipients(tx, { propertyId });
    const facts = await digestFacts(tx, { propertyId, today: clock.today });
    await enqueueMail(tx, {
      propertyId,
      mail: recipients.map((recipient) => dailyDigestMail(recipient, clock.today, facts, settings)),
    });
    return recipients.length;
  });
}
