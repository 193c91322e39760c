import { clockIn, type IsoDate } from '@zamalek/domain/dates';

/** The moment the wall clock of a property in `timeZone` shows `time` on `date`. */
export function propertyMoment(date: IsoDate, time: string, timeZone = 'Africa/Cairo'): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const local = clockIn(timeZone, guess);
  const shown = new Date(`${local.today}T${local.time}:00Z`);
  return new Date(guess.getTime() - (shown.getTime() - guess.getTime()));
}
