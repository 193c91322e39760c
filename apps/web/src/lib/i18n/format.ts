import { formatMoney } from '@zamalek/domain/money';
import { format, parseISO } from 'date-fns';
import { currentLang, INTL_LOCALE } from './i18n';

/**
 * Dates and prices in the page's language. English keeps the house formats it always had;
 * Arabic goes through Intl (Latin digits). Prices are always US dollars. Kept out of i18n.ts so
 * the landing page, which shows neither, does not download them.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (yyyy-MM-dd) or a Date's day through Intl, never shifted by time zone. */
export function formatDate(date: string | Date, options: Intl.DateTimeFormatOptions): string {
  const lang = currentLang();
  const key = `${lang}:${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone: 'UTC' });
    dateFormats.set(key, formatter);
  }
  const day =
    typeof date === 'string'
      ? new Date(`${date}T00:00:00Z`)
      : new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return formatter.format(day);
}

const asDate = (date: string | Date) => (typeof date === 'string' ? parseISO(date) : date);

/** 03 Dec 2026 / 3 ديسمبر 2026 */
export function longDate(date: string | Date): string {
  if (currentLang() === 'en') return format(asDate(date), 'dd MMM yyyy');
  return formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Thu, 3 Dec 2026 / الخميس، 3 ديسمبر 2026 */
export function longDay(date: string | Date): string {
  if (currentLang() === 'en') return format(asDate(date), 'EEE, d MMM yyyy');
  return formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * $255.00 in both languages: prices are US dollars, written as guests see them on any booking
 * site. In Arabic the amount is isolated left to right (U+2066…U+2069), or the bidirectional
 * algorithm would move the dollar sign to the far side of the digits.
 */
export function formatPrice(cents: number): string {
  const amount = formatMoney(cents);
  return currentLang() === 'en' ? amount : `\u2066${amount}\u2069`;
}
