import type { IsoDate } from '@zamalek/domain/dates';
import { format, parseISO } from 'date-fns';

/** "12 December" (the calendars' accessible names read dates as words). */
export function spokenDate(date: IsoDate): string {
  return format(parseISO(date), 'd MMMM');
}
