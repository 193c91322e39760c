import type { Db } from '@zamalek/db/client';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
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
import { stayRegistrations } from '../registrations/stay-registrations';

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
export async function queueDuePreArrivalMail(db: Db, { now }: { now: Date }): Promise<number> {
  let queued = 0;
  for (const property of await listPropertyRefs(db)) {
    queued += await queuePropertyPreArrivals(db, property.id, now);
  }
  return queued;
}

/** One property's due mails, by its own clock and check-in time. */
async function queuePropertyPreArrivals(db: Db, propertyId: string, now: Date) {
  const settings = await findPropertySettings(db, { propertyId });
  const arrivals = preArrivalDueArrivals(clockIn(settings.timeZone, now), settings.checkInTime);
  let queued = 0;
  for (const id of await pendingPreArrivals(db, { propertyId, arrivals })) {
    const done = await db.transaction(async (tx) => {
      const stay = await lockDuePreArrival(tx, { propertyId, id, arrivals });
      if (!stay) return false;
      if (!(await claimJobRun(tx, { job: PRE_ARRIVAL_JOB, propertyId, runKey: stay.id }))) {
        return false;
      }
      const suiteName = stay.unit ? await guestSuiteName(tx, stay.unit, stay.language) : null;
      const registration = await stayRegistrations(tx, { propertyId, reservationId: stay.id });
      await enqueueMail(tx, {
        propertyId,
        mail: preArrivalMail(
          stay.email,
          { ...stay, suiteName },
          settings,
          registration.complete ? null : stay.id,
        ),
      });
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
