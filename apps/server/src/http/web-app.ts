import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/trpc', '/api', '/healthz', '/readyz'];

/** Serves the built single-page app; unknown paths get index.html so the client router decides. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn('web app not built; run `pnpm build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    if (req.method !== 'GET' || isApi) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
