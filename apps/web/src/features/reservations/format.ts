import { DEFAULT_TIME_ZONE, formatLongDate, todayIn } from '@zamalek/domain/dates';
import { type Cents, formatMoney } from '@zamalek/domain/money';

// Pure (no React, no `@/` imports) so the root Vitest config can test it as is.

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
