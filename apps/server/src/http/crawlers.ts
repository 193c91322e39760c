import type { Db } from '@zamalek/db/client';
import { listPublicLocations } from '@zamalek/db/queries/properties';
import {
  arabicPath,
  INDEXABLE_PUBLIC_PATHS,
  locationPath,
  NOT_CRAWLED_PATHS,
} from '@zamalek/domain/public-site';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from './site-origin';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * Each public page in both languages, each naming the other (and English as x-default): the
 * site's pages, then each property's own page (open or coming soon).
 */
function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const en = `${origin}${path}`;
    const ar = `${origin}${arabicPath(path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
    ].join('');
    return [en, ar].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...NOT_CRAWLED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `/sitemap.xml` and `/robots.txt` for search engines; public. The sitemap reads the properties'
 * slugs (one small query); robots.txt does no database work.
 */
export function registerCrawlerRoutes(
  app: FastifyInstance,
  publicOrigin: string | undefined,
  db: Db,
) {
  app.get('/sitemap.xml', async (req, reply) => {
    const locations = await listPublicLocations(db);
    const paths = [
      ...INDEXABLE_PUBLIC_PATHS,
      ...locations.map((location) => locationPath(location.slug)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(siteOrigin(req, publicOrigin), paths));
  });
  app.get('/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(req, publicOrigin))),
  );
}
