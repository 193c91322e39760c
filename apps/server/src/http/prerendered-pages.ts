import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRERENDERED_ORIGIN,
  PRERENDERED_PATHS,
  prerenderedFile,
  withStayFile,
} from '@zamalek/domain/public-site';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from './site-origin';

/**
 * The public pages the build pre-rendered (`dist/pages`, apps/web/prerender): each address gets
 * its own HTML, with its text and head, instead of the empty app shell. Their absolute links
 * carry a stand-in origin, replaced here with the site's (PUBLIC_ORIGIN, else the request's); the
 * compression plugin compresses the answer. Revalidated on every load like index.html. A build
 * without them (an older one) leaves these addresses to the shell. An address that names a stay
 * (`?checkIn=…&checkOut=…`) gets the page's copy that also names the code asking the server,
 * where the build wrote one (`withStayFile`): the wizard then loads in one round.
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
    const stayFile = withStayFile(file);
    const withStay = existsSync(stayFile) ? readFileSync(stayFile, 'utf8') : html;
    app.get(address, async (req, reply) => {
      const page = namesStay(req.query) ? withStay : html;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page.replaceAll(PRERENDERED_ORIGIN, siteOrigin(req, publicOrigin)));
    });
  }
}

/** Both dates present: the page's own parser checks them (a bad one only costs a preload). */
function namesStay(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  return 'checkIn' in query && 'checkOut' in query;
}
