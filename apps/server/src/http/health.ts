import type { DatabaseClient } from '@zamalek/db/client';
import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseClient) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.driver };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
