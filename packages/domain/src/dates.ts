import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** A calendar date carried as `yyyy-MM-dd` everywhere (API, database, forms). */
export type IsoDate = string;

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

/**
 * The date in `timeZone` at the moment `at` (a stored check-in time, say): the property's date,
 * never the server's or the browser's.
 */
export function dateIn(timeZone: string, at: Date): IsoDate {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/**
 * The property's today at `now`. The domain never reads the clock: the server's one source is
 * `propertyToday` (apps/server/src/property-today.ts), the web's the server's `public.today`.
 */
export function todayIn(timeZone: string, now: Date): IsoDate {
  return dateIn(timeZone, now);
}

/** The date and time of day (`HH:mm`) in the property's time zone at `now`. */
export function clockIn(timeZone: string, now: Date): { today: IsoDate; time: string } {
  const local = new TZDate(now.getTime(), timeZone);
  return { today: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const parsed = parseISO(value);
  return !Number.isNaN(parsed.getTime()) && format(parsed, 'yyyy-MM-dd') === value;
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** dd MMM yyyy — detail page and lists. */
export function formatLongDate(date: IsoDate): string {
  return format(parseISO(date), 'dd MMM yyyy');
}

/** MMM dd, yyyy — tables and dialogs. */
export function formatShortDate(date: IsoDate): string {
  return format(parseISO(date), 'MMM dd, yyyy');
}

/** The moment `date` begins on the wall clock of `timeZone`. */
export function dayStartIn(timeZone: string, date: IsoDate): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** "24 Nov 2026, 14:05": a moment on the wall clock of `timeZone`. */
export function formatMomentIn(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'dd MMM yyyy, HH:mm');
}
