import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@zamalek/db/client';
import { findPublicLocation } from '@zamalek/db/queries/properties';
import { locationAddress, locationName } from '@zamalek/domain/locations';
import {
  isPropertySlug,
  LOCATION_STAND_IN,
  PRERENDERED_LOCATION_PATHS,
  PRERENDERED_ORIGIN,
  prerenderedFile,
} from '@zamalek/domain/public-site';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html/escape-html';
import { siteOrigin } from './site-origin';

/**
 * Every property's page (`/locations/<slug>`, `/ar/locations/<slug>`), pre-rendered: the build
 * rendered the page once for a stand-in property (`LOCATION_STAND_IN`); each request gets that
 * page with the property it names filled in — its slug in the canonical and hreflang links, its
 * name in the title, description and heading, its address, both in the page's language — and the
 * site's origin. A slug no property has gets the app's shell with a 404, whose page says so.
 */
export function registerLocationPages(
  app: FastifyInstance,
  { distDir, publicOrigin, db }: { distDir: string; publicOrigin: string | undefined; db: Db },
) {
  for (const address of PRERENDERED_LOCATION_PATHS) {
    const file = path.join(distDir, 'pages', prerenderedFile(address));
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    const lang = address.startsWith('/ar/') ? 'ar' : 'en';
    const route = address.replace(LOCATION_STAND_IN.slug, ':slug');
    app.get<{ Params: { slug: string } }>(route, async (req, reply) => {
      const { slug } = req.params;
      const location = isPropertySlug(slug) ? await findPublicLocation(db, { slug }) : undefined;
      if (!location) {
        return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html');
      }
      const page = html
        .replaceAll(PRERENDERED_ORIGIN, siteOrigin(req, publicOrigin))
        .replaceAll(LOCATION_STAND_IN.slug, location.slug)
        .replaceAll(LOCATION_STAND_IN.name, escapeHtml(locationName(location, lang)))
        .replaceAll(LOCATION_STAND_IN.address, escapeHtml(locationAddress(location, lang)));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    });
  }
}
