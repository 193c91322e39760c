import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { properties } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { LOCATION_STAND_IN, PRERENDERED_ORIGIN } from '@zamalek/domain/public-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createWebDist } from './support/web-dist';

const ORIGIN = 'https://zamaleksuites.example';
const { slug, name, address } = LOCATION_STAND_IN;

/** The property page as the build writes it: the stand-in property everywhere it is named. */
const template = (lang: 'en' | 'ar') =>
  [
    `<!doctype html><html lang="${lang}"><head>`,
    `<title>${name} · Zamalek Suites</title>`,
    `<meta name="description" content="${name}: serviced suites"/>`,
    `<link rel="canonical" href="${PRERENDERED_ORIGIN}${lang === 'ar' ? '/ar' : ''}/locations/${slug}"/>`,
    `<link rel="alternate" hrefLang="en" href="${PRERENDERED_ORIGIN}/locations/${slug}"/>`,
    `<link rel="alternate" hrefLang="ar" href="${PRERENDERED_ORIGIN}/ar/locations/${slug}"/>`,
    `</head><body><div id="root"><h1>${name}</h1><p>${address}</p></div></body></html>`,
  ].join('');

/**
 * Each property's own page for search engines: one canonical address per property and
 * language, pre-rendered with its name and address, and listed in the sitemap.
 */
describe('property pages and the sitemap', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let distDir = '';
  let firstSlug = '';

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.client;
    const [first] = await db.select({ slug: properties.slug }).from(properties);
    firstSlug = first?.slug ?? '';
    await db.insert(properties).values([
      {
        slug: 'garden-city',
        status: 'open',
        timeZone: 'Africa/Cairo',
        propertyName: 'Garden City <Suites> & "Co"',
        propertyNameAr: 'جاردن سيتي سويتس',
        address: '5 Ahmed Pasha Street, Garden City',
        addressAr: '5 شارع أحمد باشا، جاردن سيتي',
      },
      {
        slug: 'heliopolis',
        status: 'coming_soon',
        timeZone: 'Africa/Cairo',
        propertyName: 'Heliopolis Suites',
        address: 'Korba <Heliopolis>',
      },
    ]);
    distDir = createWebDist();
    mkdirSync(path.join(distDir, 'pages/locations'), { recursive: true });
    mkdirSync(path.join(distDir, 'pages/ar/locations'), { recursive: true });
    writeFileSync(path.join(distDir, `pages/locations/${slug}.html`), template('en'));
    writeFileSync(path.join(distDir, `pages/ar/locations/${slug}.html`), template('ar'));
    app = await startApp(database, { WEB_DIST_DIR: distDir, PUBLIC_ORIGIN: ORIGIN });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends each property its own pre-rendered page, canonical and alternates included', async () => {
    const response = await fetch(`${app.url}/locations/garden-city`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(
      '<title>Garden City &lt;Suites&gt; &amp; &quot;Co&quot; · Zamalek Suites</title>',
    );
    expect(html).toContain('<h1>Garden City &lt;Suites&gt; &amp; &quot;Co&quot;</h1>');
    expect(html).toContain('<p>5 Ahmed Pasha Street, Garden City</p>');
    expect(html).not.toContain('جاردن');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/locations/garden-city"/>`);
    expect(html).toContain(`hrefLang="ar" href="${ORIGIN}/ar/locations/garden-city"`);
    expect(html).not.toContain('__location');
    expect(html).not.toContain(PRERENDERED_ORIGIN);
  });

  it('names and places the property in Arabic on its Arabic page, in English where it has no Arabic', async () => {
    const garden = await (await fetch(`${app.url}/ar/locations/garden-city`)).text();
    expect(garden).toContain('<h1>جاردن سيتي سويتس</h1>');
    expect(garden).toContain('<p>5 شارع أحمد باشا، جاردن سيتي</p>');
    expect(garden).not.toContain('Ahmed Pasha');
    expect(garden).toContain(`<link rel="canonical" href="${ORIGIN}/ar/locations/garden-city"/>`);
    const soon = await fetch(`${app.url}/ar/locations/heliopolis`);
    expect(soon.status).toBe(200);
    const soonHtml = await soon.text();
    expect(soonHtml).toContain('<h1>Heliopolis Suites</h1>');
    expect(soonHtml).toContain('<p>Korba &lt;Heliopolis&gt;</p>');
  });

  it('answers a slug no property has with the app and a 404', async () => {
    for (const address of ['/locations/atlantis', '/ar/locations/atlantis', '/locations/A%20B']) {
      const response = await fetch(`${app.url}${address}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('__location');
    }
  });

  it('lists every property’s page in the sitemap, in both languages, each naming the other', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const property of [firstSlug, 'garden-city', 'heliopolis']) {
      expect(locs).toContain(`${ORIGIN}/locations/${property}`);
      expect(locs).toContain(`${ORIGIN}/ar/locations/${property}`);
    }
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/ar/locations/garden-city</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/locations/garden-city"/><xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/locations/garden-city"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/locations/garden-city"/></url>`,
    );
  });
});
