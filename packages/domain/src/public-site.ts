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

/** A property's own page (in Arabic under /ar too): its address, status and suites. */
export const locationPath = (slug: string) => `/locations/${slug}`;

const PROPERTY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value can be a property's slug (as the database allows them), in an address. */
export function isPropertySlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && PROPERTY_SLUG.test(value);
}

/**
 * The property page is built once, for a stand-in property, and the server fills in the one
 * an address names (its slug in the links, its name in the title, heading and description, its
 * address; name and address in the page's language): every property's page is then a
 * pre-rendered page of its own. The stand-ins cannot be a real slug, name or address, and need no
 * escaping in HTML.
 */
export const LOCATION_STAND_IN = {
  slug: '__location__',
  name: '__location-name__',
  address: '__location-address__',
} as const;

/** The built property pages (the stand-in's, in English and Arabic), filled in per request. */
export const PRERENDERED_LOCATION_PATHS: readonly string[] = [
  locationPath(LOCATION_STAND_IN.slug),
  arabicPath(locationPath(LOCATION_STAND_IN.slug)),
];

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

/**
 * The public pages built as HTML files (`apps/web/dist/pages`): every indexable page in both
 * languages, and the property page (`PRERENDERED_LOCATION_PATHS`). Their absolute links
 * (canonical, hreflang, Open Graph) carry this stand-in origin, which the server replaces with
 * the site's own when it sends a page.
 */
export const PRERENDERED_ORIGIN = 'https://prerendered.invalid';

/** The built file of a prerendered page, relative to `pages/`: `/` → index.html, `/ar/book` → ar/book.html. */
export const prerenderedFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1)}.html`;

/** Every prerendered address: the indexable pages in English and Arabic. */
export const PRERENDERED_PATHS: readonly string[] = INDEXABLE_PUBLIC_PATHS.flatMap((path) => [
  path,
  arabicPath(path),
]);

/**
 * An address that names a stay (`?checkIn=…&checkOut=…`, as the landing's search sends): the
 * booking page asks the server at once for it, so the build also writes a copy of such a page
 * that names that code too (`book.with-stay.html`), which the server sends for those addresses.
 */
export const WITH_STAY_QUERY = { checkIn: '2000-01-01', checkOut: '2000-01-02' } as const;

/** The built file of a page's copy for addresses that name a stay. */
export const withStayFile = (file: string) => file.replace(/\.html$/, '.with-stay.html');
