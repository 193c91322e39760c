import { customRange } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { addDaysIso, formatShortDate, type IsoDate } from '@zamalek/domain/dates';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';

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

/** The reports' default: the first day of last month through today, both included. */
export function defaultReportRange(today: IsoDate): DateRange {
  const firstOfLastMonth = format(startOfMonth(subMonths(parseISO(today), 1)), 'yyyy-MM-dd');
  return customRange(firstOfLastMonth, today);
}

/** "38 m²" (a no-break space keeps number and unit together), or an en dash when unknown. */
export function formatSquareMetres(value: number | null): string {
  return value === null ? '–' : `${value.toLocaleString('en-US')}\u00a0m²`;
}

/** "1 booking", "3 bookings" and the like. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
