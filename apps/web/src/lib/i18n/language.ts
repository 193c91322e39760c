/**
 * The public site's languages and their addresses: English at today's URLs, Arabic under /ar.
 * Pure functions, shared by the router's URL rewrite, the language switch and hreflang links.
 */
export type Lang = 'en' | 'ar';

export const LANGS: readonly Lang[] = ['en', 'ar'];

/** The pages that exist in both languages (the back office stays English). */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/book',
  '/booking-confirmation',
  '/suites',
  '/our-story',
  '/locations',
  '/wellness',
  '/experiences',
  '/nearby',
  '/blog',
]);

/** A property's own page, `/locations/<slug>`: one per property, in both languages too. */
const LOCATION_PAGE = /^\/locations\/[^/]+$/;

/** A guest's registration page, `/register/<secret>`, in the language they booked in. */
const REGISTRATION_PAGE = /^\/register\/[^/]+$/;

/** Text direction of each language. */
export const DIR: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * The language of an address and the route path without its prefix:
 * `/ar/book` → ar, `/book`; `/ar` → ar, `/`; `/arabic` → en, `/arabic`.
 */
export function parseLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/ar' || pathname === '/ar/') return { lang: 'ar', path: '/' };
  if (pathname.startsWith('/ar/')) return { lang: 'ar', path: pathname.slice(3) };
  return { lang: 'en', path: pathname };
}

/** Whether a route path is a public page (trailing slash ignored). */
export function isPublicPath(path: string): boolean {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PATHS.has(page) || LOCATION_PAGE.test(page) || REGISTRATION_PAGE.test(page);
}

/** The address of a route path in a language; back-office paths are never prefixed. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'en' || !isPublicPath(path)) return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}
