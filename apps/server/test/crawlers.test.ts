import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

const ORIGIN = 'https://zamaleksuites.example';

describe('sitemap.xml and robots.txt for search engines', () => {
  let database: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startApp(database, { PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('lists every public page in English and Arabic, each naming the other', async () => {
    const response = await fetch(`${app.url}/sitemap.xml`, {
      headers: { host: 'evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/ar`);
    expect(locs).toContain(`${ORIGIN}/suites`);
    expect(locs).toContain(`${ORIGIN}/ar/suites`);
    // Nine pages and the property's own page, each in two languages.
    expect(locs).toHaveLength(20);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/suites"/>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/suites"/>`,
    );
    // The configured origin, never the request's Host header; no private page.
    expect(xml).not.toContain('evil.example');
    expect(xml).not.toMatch(/booking-confirmation|settings|admin|trpc/);
  });

  it('keeps crawlers out of the back office, the API and confirmations, and names the sitemap', async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    for (const path of ['/admin', '/settings', '/calendar', '/auth', '/api/', '/trpc/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Disallow: /booking-confirmation\n');
    expect(robots).not.toMatch(/Disallow: \/suites|Disallow: \/ar\n|Disallow: \/\n/);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
