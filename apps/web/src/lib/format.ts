import { DEFAULT_TIME_ZONE, formatLongDate, todayIn } from '@zamalek/domain/dates';
import { type Cents, formatMoney } from '@zamalek/domain/money';

/** "1 guest", "3 guests". */
export function guestsLabel(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

/** "1 child", "2 children". */
export function childrenLabel(count: number): string {
  return `${count} ${count === 1 ? 'child' : 'children'}`;
}

/** The calendar day (dd MMM yyyy) a moment falls on at the property. */
export function formatCreatedDate(moment: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return formatLongDate(todayIn(timeZone, date));
}

/** "N/A" for empty text. */
export function orNA(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text || 'N/A';
}

/** "$1,234.50", or "-" when there is no amount. */
export function moneyOrDash(cents: Cents | null | undefined, decimals: 1 | 2 = 2): string {
  return typeof cents === 'number' ? formatMoney(cents, decimals) : '-';
}

/** "12 Mar 2026, 14:05" at the property. */
export function formatMoment(moment: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** "1.2 MB", "840 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** "10%", "17.4%". */
export function formatRate(rate: number | null | undefined): string {
  return typeof rate === 'number'
    ? `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`
    : 'N/A';
}
