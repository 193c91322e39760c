import { isIsoDate } from '@/lib/iso-date';

// It runs in the route table (search validation): a hand-written parser, free of zod and date-fns.

/** The Room Calendar's view and shown period: any day inside it (today's period when absent). */
export interface CalendarSearch {
  view?: 'month';
  date?: string;
}

/** The dashboard's weekly calendar: any day of the week shown (this week when absent). */
export interface WeekSearch {
  week?: string;
}

/** Keep only well-formed values; a bad one falls back to the default (week view, today). */
export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const search: CalendarSearch = {};
  if (raw.view === 'month') search.view = 'month';
  if (isIsoDate(raw.date)) search.date = raw.date;
  return search;
}

export function parseWeekSearch(raw: Record<string, unknown>): WeekSearch {
  return isIsoDate(raw.week) ? { week: raw.week } : {};
}
