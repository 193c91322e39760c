import type { AnalyticsPeriod } from '@zamalek/domain/analytics';
import { isOneOf } from '@zamalek/domain/type-guards';
import { isIsoDate, nightsBetween } from '@/lib/iso-date';

// It runs in the route table (search validation): a hand-written parser, free of zod and date-fns.

/** The periods, as `ANALYTICS_PERIODS` lists them (a test holds the two equal). */
export const SEARCH_PERIODS = [
  'week',
  'month',
  'quarter',
  'year',
] as const satisfies readonly AnalyticsPeriod[];

/** The longest custom range the server reads, in days (both picked days included). */
export const MAX_CUSTOM_DAYS = 1094;

/**
 * What the /analytics address carries, so a reload or a shared link shows the same figures:
 * a calendar period and any day inside it (the period holding the property's today when
 * absent; Month when no period is given), or a custom range by its first and last day.
 */
export interface AnalyticsSearch {
  period?: AnalyticsPeriod;
  date?: string;
  from?: string;
  /** The custom range's last day, included. */
  until?: string;
}

function isPeriod(value: unknown): value is AnalyticsPeriod {
  return isOneOf(SEARCH_PERIODS, value);
}

/** Keep only well-formed values; a bad one falls back to the default (this month). */
export function parseAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const { from, until } = raw;
  if (isIsoDate(from) && isIsoDate(until)) {
    const days = nightsBetween(from, until) + 1;
    if (days >= 1 && days <= MAX_CUSTOM_DAYS) return { from, until };
  }
  const search: AnalyticsSearch = {};
  if (isPeriod(raw.period)) search.period = raw.period;
  if (isIsoDate(raw.date)) search.date = raw.date;
  return search;
}
