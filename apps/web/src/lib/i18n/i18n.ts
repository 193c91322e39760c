import { i18n } from '@lingui/core';
import { arabicDownloads, loadArabic } from './arabic-early';
import { DIR, type Lang } from './language';
import type enBookingSource from './messages/en.booking.json';
import type enSource from './messages/en.json';
import { messages as en } from './messages/en.json?lingui';
import type enPagesSource from './messages/en.pages.json';

/** Every message of the public site, named by the English catalogue. */
export type MessageId =
  | keyof typeof enSource
  | keyof typeof enBookingSource
  | keyof typeof enPagesSource;

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
  // Pre-rendering at build time has no document: the page's HTML carries lang and dir itself.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = DIR[lang];
  }
  if (lang === 'ar') {
    const [{ messages }] = await (arabicDownloads ?? loadArabic());
    i18n.load('ar', messages);
    i18n.activate('ar', [INTL_LOCALE.ar]);
  }
}

/** One download per language (pre-rendering renders both languages in one process). */
const bookingMessages: Partial<Record<Lang, Promise<void>>> = {};

/**
 * The words of the booking pages (suites, wizard, confirmation): a chunk of their own, so the
 * landing page does not download them. The routes that need them await this in their loader.
 */
export function loadBookingMessages(): Promise<void> {
  const lang = current;
  bookingMessages[lang] ??= (
    lang === 'ar'
      ? import('./messages/ar.booking.json?lingui')
      : import('./messages/en.booking.json?lingui')
  ).then(
    ({ messages }) => {
      i18n.load(lang, messages);
    },
    (error: unknown) => {
      delete bookingMessages[lang];
      throw error;
    },
  );
  return bookingMessages[lang];
}

const pageMessages: Partial<Record<Lang, Promise<void>>> = {};

/**
 * The words of the static pages (our story, wellness, experiences, nearby, locations, blog),
 * loaded like the booking pages' words: a chunk of their own, awaited by their route loaders.
 */
export function loadPageMessages(): Promise<void> {
  const lang = current;
  pageMessages[lang] ??= (
    lang === 'ar'
      ? import('./messages/ar.pages.json?lingui')
      : import('./messages/en.pages.json?lingui')
  ).then(
    ({ messages }) => {
      i18n.load(lang, messages);
    },
    (error: unknown) => {
      delete pageMessages[lang];
      throw error;
    },
  );
  return pageMessages[lang];
}

/** The language of this page load (a switch of language loads the page anew). */
export function currentLang(): Lang {
  return current;
}

/** A message in the current language; values fill its {placeholders} and plural forms. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return i18n._(id, values);
}
