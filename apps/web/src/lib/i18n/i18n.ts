import { i18n } from '@lingui/core';
import { DIR, type Lang } from './language';
import type enSource from './messages/en.json';
import { messages as en } from './messages/en.json?lingui';

/** Every message of the public site, named by the English catalogue. */
export type MessageId = keyof typeof enSource;

/** Intl tags: Arabic with Latin digits, as the booking form, prices and phone numbers use. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

let current: Lang = 'en';
i18n.load('en', en);
i18n.activate('en', [INTL_LOCALE.en]);

/**
 * Loads and activates a language before the first render. English ships with the app; the
 * Arabic catalogue and font are separate chunks fetched only for Arabic pages.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  current = lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = DIR[lang];
  if (lang === 'ar') {
    const [{ messages }] = await Promise.all([
      import('./messages/ar.json?lingui'),
      import('./arabic-font'),
    ]);
    i18n.load('ar', messages);
    i18n.activate('ar', [INTL_LOCALE.ar]);
  }
}

/** The language of this page load (a switch of language loads the page anew). */
export function currentLang(): Lang {
  return current;
}

/** A message in the current language; values fill its {placeholders} and plural forms. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return i18n._(id, values);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (yyyy-MM-dd) or a Date's day, in the current language; never shifted by time zone. */
export function formatDate(date: string | Date, options: Intl.DateTimeFormatOptions): string {
  const key = `${current}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[current], { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  const day =
    typeof date === 'string'
      ? new Date(`${date}T00:00:00Z`)
      : new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return format.format(day);
}

/** 24 Nov 2026 / 24 نوفمبر 2026 */
export const longDate = (date: string | Date) =>
  formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' });

/** Tue, 24 Nov 2026 / الثلاثاء، 24 نوفمبر 2026 */
export const longDay = (date: string | Date) =>
  formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A price in US dollars (prices are always USD), in the current language's digits and order. */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[current], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}
