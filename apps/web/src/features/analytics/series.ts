import { addDaysIso, daysBetween, type IsoDate } from '@zamalek/domain/dates';
import { type Cents, formatMoney } from '@zamalek/domain/money';
import { format, parseISO } from 'date-fns';
import { formatPercent } from './format';

/** One night of the server's daily series (`analytics.overview` → `daily`). */
export interface DailyPoint {
  date: IsoDate;
  bookedUnits: number;
  revenueCents: Cents;
  /** booked units / units × 100 for that night. */
  occupancyRate: number;
}

type Granularity = 'day' | 'week' | 'month';

/** One bar/point of the chart: a day, a week or a month of the selected period. */
export interface ChartPoint {
  /** First and last day the point covers (both included). */
  start: IsoDate;
  end: IsoDate;
  days: number;
  /** Short axis label ("May 05", "Jan 2025"). */
  label: string;
  /** Full label for the tooltip and the data table ("May 05 – May 11, 2025"). */
  title: string;
  occupancyRate: number;
  revenueCents: Cents;
}

/** Up to about two months, one point per day; up to a year, per week; longer, per month. */
const DAILY_MAX_DAYS = 62;
const WEEKLY_MAX_DAYS = 371;

export function chartGranularity(days: number): Granularity {
  if (days <= DAILY_MAX_DAYS) return 'day';
  if (days <= WEEKLY_MAX_DAYS) return 'week';
  return 'month';
}

const short = (date: IsoDate) => format(parseISO(date), 'MMM dd');
const full = (date: IsoDate) => format(parseISO(date), 'MMM dd, yyyy');

function titleOf(granularity: Granularity, start: IsoDate, end: IsoDate): string {
  if (granularity === 'day' || start === end) return full(start);
  if (granularity === 'month') {
    const month = format(parseISO(start), 'MMMM yyyy');
    const first = format(parseISO(start), 'dd') === '01';
    const last = addDaysIso(end, 1).endsWith('-01');
    return first && last ? month : `${month} (${short(start)} – ${short(end)})`;
  }
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${short(start)} – ${full(end)}`
    : `${full(start)} – ${full(end)}`;
}

/** The bucket a day falls in: 7-day blocks counted from the period's first day, or its month. */
function bucketKey(granularity: Granularity, first: IsoDate, date: IsoDate): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return date.slice(0, 7);
  return String(Math.floor(daysBetween(first, date) / 7));
}

/**
 * The chart's points for the daily series: as is for short periods, otherwise summed per week
 * (7-day blocks from the period's first day, so only the last block can be shorter) or per
 * calendar month. A bucket's revenue is the sum of its nights' revenue; its occupancy is the
 * mean of its nights' occupancy (booked room-nights / (units × days in the bucket) when no room is held).
 */
export function chartSeries(daily: readonly DailyPoint[]): {
  granularity: Granularity;
  points: ChartPoint[];
} {
  const granularity = chartGranularity(daily.length);
  const first = daily[0]?.date;
  if (first === undefined) return { granularity, points: [] };

  const buckets = new Map<string, DailyPoint[]>();
  for (const day of daily) {
    const key = bucketKey(granularity, first, day.date);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(day);
    else buckets.set(key, [day]);
  }

  const points: ChartPoint[] = [];
  for (const days of buckets.values()) {
    const start = days[0]?.date;
    const end = days[days.length - 1]?.date;
    if (start === undefined || end === undefined) continue;
    const occupancySum = days.reduce((sum, day) => sum + day.occupancyRate, 0);
    points.push({
      start,
      end,
      days: days.length,
      label: granularity === 'month' ? format(parseISO(start), 'MMM yyyy') : short(start),
      title: titleOf(granularity, start, end),
      occupancyRate: occupancySum / days.length,
      revenueCents: days.reduce((sum, day) => sum + day.revenueCents, 0),
    });
  }
  return { granularity, points };
}

/** A one-sentence summary of the series for screen readers (the chart's aria-label). */
export function seriesSummary(points: readonly ChartPoint[], granularity: Granularity): string {
  if (points.length === 0) return 'No data for this period.';
  let busiest = points[0];
  let best = points[0];
  for (const point of points) {
    if (busiest && point.occupancyRate > busiest.occupancyRate) busiest = point;
    if (best && point.revenueCents > best.revenueCents) best = point;
  }
  const unit = { day: 'day', week: 'week', month: 'month' }[granularity];
  const parts = [`Occupancy and revenue per ${unit}, ${points.length} ${unit}s.`];
  if (busiest) {
    parts.push(`Highest occupancy ${formatPercent(busiest.occupancyRate)} (${busiest.title}).`);
  }
  if (best) {
    parts.push(`Highest revenue ${formatMoney(best.revenueCents)} (${best.title}).`);
  }
  return parts.join(' ');
}
