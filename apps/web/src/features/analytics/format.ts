import type { AnalyticsPeriod } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { addDaysIso, formatShortDate, type IsoDate } from '@zamalek/domain/dates';
import { format, parseISO } from 'date-fns';

/** "63.3%": percentages always with one decimal. */
export function formatPercent(rate: number): string {
  const value = Number.isFinite(rate) ? rate : 0;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** "1,234". */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** The last day a half-open range includes. */
export function lastDay(range: DateRange): IsoDate {
  return addDaysIso(range.to, -1);
}

/** "May 01, 2025 – May 30, 2025", or one date for a one-day range. */
export function formatRange(range: DateRange): string {
  const last = lastDay(range);
  if (last <= range.from) return formatShortDate(range.from);
  return `${formatShortDate(range.from)} – ${formatShortDate(last)}`;
}

/**
 * A calendar period's name: "Nov 29 – Dec 5, 2026" (a week), "December 2026", "Q4 2026",
 * "2026".
 */
export function periodLabel(period: AnalyticsPeriod, range: DateRange): string {
  const first = parseISO(range.from);
  if (period === 'month') return format(first, 'MMMM yyyy');
  if (period === 'quarter')
    return `Q${Math.floor(first.getMonth() / 3) + 1} ${format(first, 'yyyy')}`;
  if (period === 'year') return format(first, 'yyyy');
  const last = parseISO(lastDay(range));
  return first.getFullYear() === last.getFullYear()
    ? `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`
    : `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
}

/** "38 m²" (a no-break space keeps number and unit together), or an en dash when unknown. */
export function formatSquareMetres(value: number | null): string {
  return value === null ? '–' : `${value.toLocaleString('en-US')}\u00a0m²`;
}

/** "1 booking", "3 bookings" and the like. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
