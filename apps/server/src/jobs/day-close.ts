import type { Db } from '@zamalek/db/client';
import { openBusinessDay } from '@zamalek/db/queries/day-close';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { addDaysIso, clockIn } from '@zamalek/domain/dates';
import { dayCloseDue } from '@zamalek/domain/ledger/day-close';
import { closeBusinessDay } from '../folios/close-day';

export const DAY_CLOSE_JOB = 'day-close';

/** At most this many days closed per property per run, so a long outage catches up in steps. */
const CATCH_UP_DAYS = 31;

/**
 * The `day-close` job: closes each property's open business day once its day close hour of the
 * next day has come (property time), and any day left open before it, oldest first. Each close is
 * its own transaction and happens once, however many instances or retries run it. Returns how
 * many days it closed.
 */
export async function closeDueDays(db: Db, { now }: { now: Date }): Promise<number> {
  let closed = 0;
  for (const property of await listPropertyRefs(db)) {
    const settings = await findPropertySettings(db, { propertyId: property.id });
    const clock = clockIn(settings.timeZone, now);
    let day = await openBusinessDay(db, { propertyId: property.id });
    for (let step = 0; step < CATCH_UP_DAYS; step += 1) {
      if (!dayCloseDue(clock, day, settings.dayCloseHour)) break;
      const result = await closeBusinessDay(db, { propertyId: property.id, day, closedBy: null });
      if (result.closed) closed += 1;
      day = addDaysIso(day, 1);
    }
  }
  return closed;
}
