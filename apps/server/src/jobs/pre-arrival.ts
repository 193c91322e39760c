import type { Db } from '@zamalek/db/client';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import {
  claimJobRun,
  lockDuePreArrival,
  pendingPreArrivals,
} from '@zamalek/db/queries/scheduled-work';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { clockIn } from '@zamalek/domain/dates';
import { preArrivalDueArrivals } from '@zamalek/domain/scheduled-mail';
import { preArrivalMail } from '../mail/templates';
import { guestSuiteName } from '../presentations/guest-suite-name';

export const PRE_ARRIVAL_JOB = 'pre-arrival';

/**
 * The `pre-arrival` job: queues the check-in instructions of every stay whose mail is due at
 * `now` (the day before arrival from the check-in time, property time). Nothing is planned ahead:
 * each run reads the stays as they are, so any change of dates (edit, move, extend) re-plans the
 * mail, a cancelled, deleted or already checked-in stay gets none, and neither does a stay without
 * a guest e-mail. A stay's mail is recorded in `job_runs` in the transaction that queues it, with
 * the stay locked: once per stay, whichever instance runs the job and however often. Returns how
 * many mails it queued.
 */
export async function queueDuePreArrivalMail(
  db: Db,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<number> {
  const settings = await findPropertySettings(db);
  const arrivals = preArrivalDueArrivals(clockIn(timeZone, now), settings.checkInTime);
  let queued = 0;
  for (const id of await pendingPreArrivals(db, { arrivals })) {
    const done = await db.transaction(async (tx) => {
      const stay = await lockDuePreArrival(tx, { id, arrivals });
      if (!stay) return false;
      if (!(await claimJobRun(tx, { job: PRE_ARRIVAL_JOB, runKey: stay.id }))) return false;
      const suiteName = stay.unit ? await guestSuiteName(tx, stay.unit, stay.language) : null;
      await enqueueMail(tx, preArrivalMail(stay.email, { ...stay, suiteName }, settings));
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
