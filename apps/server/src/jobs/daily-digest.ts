import type { Db } from '@zamalek/db/client';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
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
export async function queueDailyDigest(
  db: Db,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<number> {
  const settings = await findPropertySettings(db);
  const clock = clockIn(timeZone, now);
  if (!digestDue(clock, settings.digestHour)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimJobRun(tx, { job: DIGEST_JOB, runKey: clock.today }))) return 0;
    const recipients = await staffNotificationRecipients(tx);
    const facts = await digestFacts(tx, { today: clock.today });
    await enqueueMail(
      tx,
      recipients.map((recipient) => dailyDigestMail(recipient, clock.today, facts, settings)),
    );
    return recipients.length;
  });
}
