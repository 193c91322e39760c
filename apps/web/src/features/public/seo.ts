import { PRERENDERED_ORIGIN } from '@zamalek/domain/public-site';
import { currentLang, t } from '@/lib/i18n/i18n';
import { LANGS, pathIn } from '@/lib/i18n/language';

/** The public pages with their own title and description. */
type SeoPage =
  | 'home'
  | 'suites'
  | 'book'
  | 'ourStory'
  | 'locations'
  | 'location'
  | 'wellness'
  | 'experiences'
  | 'nearby'
  | 'blog'
  | 'confirmation';

const OG_LOCALE = { en: 'en_GB', ar: 'ar_EG' } as const;

/**
 * A public page's head in the current language: title, description, canonical address (the page
 * in this language), hreflang alternates (each language and x-default, English) and Open Graph
 * tags. The guest's own confirmation is kept out of search results. Pre-rendered at build time
 * (no window) the addresses carry a stand-in origin the server replaces with the site's.
 * `values` fill the page's words (a property page's `{name}`).
 */
export function publicHead(page: SeoPage, path: string, values?: Record<string, string>) {
  const lang = currentLang();
  const origin = typeof window === 'undefined' ? PRERENDERED_ORIGIN : window.location.origin;
  const url = `${origin}${pathIn(lang, path)}`;
  const title = t(`seo.${page}.title` as const, values);
  const description = t(`seo.${page}.description` as const, values);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: t('site.name') },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: OG_LOCALE[lang] },
      ...LANGS.filter((other) => other !== lang).map((other) => ({
        property: 'og:locale:alternate',
        content: OG_LOCALE[other],
      })),
      ...(page === 'confirmation' ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'canonical', href: url },
      ...LANGS.map((other) => ({
        rel: 'alternate',
        hrefLang: other,
        href: `${origin}${pathIn(other, path)}`,
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    ],
  };
}
