import type { Db } from '@zamalek/db/client';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import {
  registrationReminderCandidates,
  stayForLinkMail,
} from '@zamalek/db/queries/registration-links';
import { claimJobRun } from '@zamalek/db/queries/scheduled-work';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { clockIn, dayStartIn } from '@zamalek/domain/dates';
import { registrationRemindersDue } from '@zamalek/domain/scheduled-mail';
import { registrationLinkMail } from '../mail/registration-link-mails';
import { stayRegistrations } from '../registrations/stay-registrations';

export const REGISTRATION_REMINDER_JOB = 'registration-reminder';

/**
 * Reminds the guests arriving today whose registration is not complete, the morning they arrive
 * (from 09:00 until the check-in time, property time), once per stay: only stays whose
 * pre-arrival mail went out before today, so nobody is reminded hours after being invited.
 * Returns how many reminders it queued.
 */
export async function queueRegistrationReminders(db: Db, { now }: { now: Date }): Promise<number> {
  let queued = 0;
  for (const property of await listPropertyRefs(db)) {
    const settings = await findPropertySettings(db, { propertyId: property.id });
    const clock = clockIn(settings.timeZone, now);
    if (!registrationRemindersDue(clock, settings.checkInTime)) continue;
    const candidates = await registrationReminderCandidates(db, {
      propertyId: property.id,
      today: clock.today,
      before: dayStartIn(settings.timeZone, clock.today),
    });
    for (const reservationId of candidates) {
      const scope = { propertyId: property.id, reservationId };
      const sent = await db.transaction(async (tx) => {
        if ((await stayRegistrations(tx, scope)).complete) return false;
        const stay = await stayForLinkMail(tx, scope);
        if (!stay?.email || stay.status !== 'confirmed') return false;
        if (
          !(await claimJobRun(tx, {
            job: REGISTRATION_REMINDER_JOB,
            propertyId: property.id,
            runKey: reservationId,
          }))
        ) {
          return false;
        }
        await enqueueMail(tx, {
          propertyId: property.id,
          mail: registrationLinkMail(stay.email, stay, settings.propertyName, 'reminder'),
        });
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
