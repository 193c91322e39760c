import { type AnalyticsPeriod, customRange, periodRange } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import type { AnalyticsSearch } from '@/features/analytics/analytics-search';

/**
 * What every report on the page covers: a calendar period (its range unknown until the server
 * has said what today is, unless the address names a day) or a custom range.
 */
export type Selection =
  | {
      kind: 'period';
      period: AnalyticsPeriod;
      range: DateRange | undefined;
      /** The period holds the property's today. */
      current: boolean;
    }
  | { kind: 'custom'; range: DateRange };

export function analyticsSelection(search: AnalyticsSearch, today: IsoDate | undefined): Selection {
  if (search.from !== undefined && search.until !== undefined) {
    return { kind: 'custom', range: customRange(search.from, search.until) };
  }
  const period = search.period ?? 'month';
  const anchor = search.date ?? today;
  const range = anchor === undefined ? undefined : periodRange(period, anchor);
  const current =
    range !== undefined && today !== undefined && range.from <= today && today < range.to;
  return { kind: 'period', period, range, current };
}

/** The address of the period `step` periods before or after the one shown (its first day). */
export function steppedSearch(
  search: AnalyticsSearch,
  today: IsoDate | undefined,
  step: number,
): AnalyticsSearch {
  const period = search.period ?? 'month';
  const anchor = search.date ?? today;
  if (anchor === undefined) return search;
  return { period, date: periodRange(period, anchor, step).from };
}
