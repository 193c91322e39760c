import type { DateRange } from './date-range';
import { addDaysIso, type IsoDate } from './dates';

/** The property's clock: its date and time of day (`HH:mm`), both in its time zone. */
interface PropertyClock {
  today: IsoDate;
  time: string;
}

/**
 * The arrival dates whose pre-arrival e-mail is due at `now`, as a half-open range: a stay's mail
 * is due from the property's check-in time the day before arrival (24 hours ahead) until its
 * arrival day is over. So today's arrivals always, and tomorrow's once the check-in time has
 * come today. A stay booked later than that still gets its mail, at once.
 */
export function preArrivalDueArrivals(now: PropertyClock, checkInTime: string): DateRange {
  const tomorrowIsDue = now.time >= checkInTime;
  return { from: now.today, to: addDaysIso(now.today, tomorrowIsDue ? 2 : 1) };
}

/** When the pre-arrival e-mail of a stay arriving on `checkIn` becomes due (property time). */
export function preArrivalDueAt(checkIn: IsoDate, checkInTime: string): PropertyClock {
  return { today: addDaysIso(checkIn, -1), time: checkInTime };
}

/**
 * Whether today's digest is due at `now`: from the digest hour on, for the rest of the day, so a
 * digest missed at its hour (every instance down) still goes out later that day, once.
 */
export function digestDue(now: PropertyClock, digestHour: number): boolean {
  return Number(now.time.slice(0, 2)) >= digestHour;
}

/** The hour of the arrival day from which a guest who has not registered is reminded. */
export const REGISTRATION_REMINDER_TIME = '09:00';

/**
 * Whether registration reminders are due at `now` for today's arrivals: from the reminder time
 * until the check-in time, so a guest is reminded the morning they arrive, before the desk
 * would have to register them.
 */
export function registrationRemindersDue(now: PropertyClock, checkInTime: string): boolean {
  return now.time >= REGISTRATION_REMINDER_TIME && now.time < checkInTime;
}
