import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRERENDERED_ORIGIN,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '@zamalek/domain/public-site';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from './site-origin';

/**
 * The public pages the build pre-rendered (`dist/pages`, apps/web/prerender): each address gets
 * its own HTML, with its text and head, instead of the empty app shell. Their absolute links
 * carry a stand-in origin, replaced here with the site's (PUBLIC_ORIGIN, else the request's); the
 * compression plugin compresses the answer. Revalidated on every load like index.html. A build
 * without them (an older one) leaves these addresses to the shell.
 */
export function registerPrerenderedPages(
  app: FastifyInstance,
  distDir: string,
  publicOrigin: string | undefined,
) {
  for (const address of PRERENDERED_PATHS) {
    const file = path.join(distDir, 'pages', prerenderedFile(address));
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    app.get(address, async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html.replaceAll(PRERENDERED_ORIGIN, siteOrigin(req, publicOrigin))),
    );
  }
}
