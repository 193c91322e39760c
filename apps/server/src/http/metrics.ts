import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics/app-metrics';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Every request's route, method, status and time; then `/metrics` on the app's port for the
 * holder of METRICS_TOKEN (404 without a token configured, 401 with a wrong one).
 */
export function registerMetricsRoutes(
  app: FastifyInstance,
  metrics: AppMetrics | null,
  token: string | undefined,
) {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        {
          // The route's pattern (`/api/documents/:id`), never the path a client typed.
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  }
  app.get('/metrics', async (request, reply) => {
    if (!metrics || !token) return reply.code(404).send({ error: 'Not found' });
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** `/metrics` alone, without a token, on a port of its own (METRICS_PORT). */
export async function listenForMetrics(
  metrics: AppMetrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
