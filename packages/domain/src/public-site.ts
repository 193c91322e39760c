/**
 * The public site's pages for search engines: the pages worth finding, in both languages
 * (English at the path, Arabic under /ar), and the back office they must stay out of.
 */
export const INDEXABLE_PUBLIC_PATHS = [
  '/',
  '/suites',
  '/book',
  '/our-story',
  '/locations',
  '/wellness',
  '/experiences',
  '/nearby',
  '/blog',
] as const;

/** The Arabic address of a public path. */
export const arabicPath = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** Staff pages, the API and a guest's own confirmation: never crawled. */
export const NOT_CRAWLED_PATHS = [
  '/auth',
  '/admin',
  '/analytics',
  '/calendar',
  '/channels',
  '/guests',
  '/housekeeping',
  '/my-reservations',
  '/reservation/',
  '/rooms',
  '/settings',
  '/users',
  '/api/',
  '/trpc/',
  '/booking-confirmation',
  '/ar/booking-confirmation',
] as const;
