import { NATIONALITIES, type Nationality } from '@zamalek/domain/nationalities';
import { NATIONALITY_REGIONS } from '@zamalek/domain/nationality-regions';
import type { Lang } from '@/lib/i18n/language';

/**
 * Arabic names where the country's own name does not fit a nationality list: a nation of the
 * United Kingdom (no country code), a name two countries share, and Palestine as guests say it.
 */
const ARABIC_NAMES: Partial<Record<Nationality, string>> = {
  Congolese: 'الكونغو',
  'Northern Irish': 'أيرلندا الشمالية',
  Palestinian: 'فلسطين',
  Scottish: 'اسكتلندا',
  Welsh: 'ويلز',
};

let arabicRegions: Intl.DisplayNames | undefined;

const isNationality = (value: string): value is Nationality =>
  Object.hasOwn(NATIONALITY_REGIONS, value);

/**
 * A nationality as a guest reads it: the English word on English pages, its country's Arabic
 * name on Arabic ones. The value stored is always the English word; an unknown one shows as is.
 */
export function nationalityName(nationality: string, lang: Lang): string {
  if (lang === 'en' || !isNationality(nationality)) return nationality;
  const region = NATIONALITY_REGIONS[nationality];
  const own = ARABIC_NAMES[nationality];
  if (own || !region) return own ?? nationality;
  arabicRegions ??= new Intl.DisplayNames('ar', { type: 'region', fallback: 'none' });
  return arabicRegions.of(region) ?? nationality;
}

const options: Partial<Record<Lang, Array<{ value: Nationality; label: string }>>> = {};

/** The nationality list of the booking form, in the page's language and its alphabet's order. */
export function nationalityOptions(lang: Lang): Array<{ value: Nationality; label: string }> {
  if (!options[lang]) {
    const collator = new Intl.Collator(lang);
    options[lang] = NATIONALITIES.map((value) => ({
      value,
      label: nationalityName(value, lang),
    })).sort((a, b) => collator.compare(a.label, b.label));
  }
  return options[lang];
}
