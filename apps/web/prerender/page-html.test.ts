import { describe, expect, it } from 'vitest';
import { type Manifest, pageHtml } from './page-html';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      data-replaced-by-app
      name="description"
      content="Generic."
    />
    <title data-replaced-by-app>Zamalek Suites</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-S.js">
    <link rel="stylesheet" crossorigin href="/assets/index-E.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The entry, /book's split route chunk, a loader's wizard chunk and words, and the font's sheet. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_shared-S.js'],
    css: ['assets/index-E.css'],
  },
  '_shared-S.js': { file: 'assets/shared-S.js' },
  'src/routes/_public/book.tsx?tsr-split=component': { file: 'assets/book-B.js' },
  'src/features/booking/booking-page.tsx': {
    file: 'assets/booking-page-W.js',
    imports: ['_calendar-C.js'],
  },
  '_calendar-C.js': { file: 'assets/calendar-C.js' },
  'src/lib/i18n/messages/ar.booking.json?lingui': { file: 'assets/ar.booking-A.js' },
  'src/lib/i18n/arabic-font.ts': { file: 'assets/arabic-font-F.css' },
  'src/routes/_staff/admin.tsx?tsr-split=component': { file: 'assets/admin-X.js' },
};

const BOOK = {
  lang: 'ar' as const,
  head: '<title>احجز إقامتك</title><link rel="canonical" href="https://prerendered.invalid/ar/book"/>',
  body: '<main><h1>احجز إقامتك</h1></main>',
  routeIds: ['__root__', '/_public', '/_public/book'],
};
const IMPORTED = [
  'src/lib/i18n/arabic-font.ts',
  'src/features/booking/booking-page.tsx',
  'src/lib/i18n/messages/ar.booking.json?lingui',
];

describe('a pre-rendered page', () => {
  const html = pageHtml({ shell: SHELL, manifest: MANIFEST, page: BOOK, imported: IMPORTED });

  it('has its language, direction, text and own head instead of the shell’s', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h1>احجز إقامتك</h1></main></div>');
    expect(html).not.toContain('Generic.');
    expect(html).not.toContain('>Zamalek Suites<');
    expect(html).toContain('<title data-replaced-by-app="">احجز إقامتك</title>');
    expect(html).toContain(
      '<link data-replaced-by-app="" rel="canonical" href="https://prerendered.invalid/ar/book"/>',
    );
  });

  it('names every module its first load needs, with their static imports, and nothing else', () => {
    const modules = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(modules.sort()).toEqual(
      [
        '/assets/shared-S.js',
        '/assets/book-B.js',
        '/assets/calendar-C.js',
        '/assets/booking-page-W.js',
        '/assets/ar.booking-A.js',
      ].sort(),
    );
    expect(html.match(/<script /g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-E.js"></script>');
  });

  it('leaves the webfont’s style sheet to the app, which asks for it after its code', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-E.css">');
    expect(html).not.toContain('arabic-font-F.css');
  });
});

describe('the pre-rendered landing', () => {
  const html = pageHtml({
    shell: SHELL,
    manifest: MANIFEST,
    page: { ...BOOK, routeIds: ['__root__', '/_public', '/_public/'] },
    imported: ['src/lib/i18n/arabic-font.ts'],
    landingScript: 'assets/landing-L.js',
  });

  it('loads its own script and style sheets, the webfont’s included, and no app', () => {
    expect([
      ...html.matchAll(/<(?:script|link rel="(?:modulepreload|stylesheet)")[^>]*>/g),
    ]).toHaveLength(3);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/landing-L.js"></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-E.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/arabic-font-F.css">');
  });
});
