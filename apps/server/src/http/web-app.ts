import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Db } from '@zamalek/db/client';
import type { FastifyInstance } from 'fastify';
import { registerLocationPages } from './location-pages';
import { registerPrerenderedPages } from './prerendered-pages';

const API_PREFIXES = ['/trpc', '/api', '/healthz', '/readyz'];
/** Vite's output for hashed files: their name changes with their content. */
const HASHED_ASSETS = '/assets/';

/**
 * Serves the built single-page app; the pre-rendered public pages get their own HTML
 * (prerendered-pages.ts; each property's page, location-pages.ts), other unknown paths
 * index.html so the client router decides. The build writes .br and .gz siblings
 * (apps/web/vite.config.ts), sent to browsers that accept them. Hashed assets are cached for a
 * year; index.html is revalidated on every load.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicOrigin: string | undefined,
  db: Db,
) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn('web app not built; run `pnpm build` to serve it');
    // Fastify's own 404 logs the raw address, which may hold a secret (an export token).
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'Not found' }));
    return;
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // `/` is a pre-rendered page (the shell stays the fallback of the other addresses).
    index: false,
    // Read by the server (registerPrerenderedPages), sent only with the site's origin in them.
    allowedPath: (pathName) => !pathName.startsWith('/pages/'),
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  registerPrerenderedPages(app, distDir, publicOrigin);
  registerLocationPages(app, { distDir, publicOrigin, db });
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    // A missing chunk (say, of an older deploy) is a 404, not the page in its place.
    const isAsset = req.url.startsWith(HASHED_ASSETS);
    if (req.method !== 'GET' || isApi || isAsset) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
