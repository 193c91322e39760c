import type { DatabaseClient } from '@zamalek/db/client';
import type { FastifyInstance } from 'fastify';
import { unavailableReason } from '../errors';

/** Readiness answers within a load balancer's usual probe timeout even when the database hangs. */
const PING_TIMEOUT_MS = 2_000;

async function databaseAnswers(database: DatabaseClient): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const timedOut = Object.assign(new Error('database ping timed out'), { code: 'ETIMEDOUT' });
    timer = setTimeout(() => reject(timedOut), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers. `/readyz`: it can serve — the database answers a query, the
 * live listener is connected and the job queue runs; 503 otherwise, saying which (and nothing
 * more). While the server shuts down, Fastify answers 503 to every new request, this one too.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  parts: {
    database: DatabaseClient;
    live: { readonly connected: boolean };
    jobs: { readonly running: boolean };
  },
) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const databaseUp = await databaseAnswers(parts.database).catch((error: unknown) => {
      app.log.warn({ reason: unavailableReason(error) }, 'readiness: database unavailable');
      return false;
    });
    const liveUp = parts.live.connected;
    const jobsUp = parts.jobs.running;
    const ready = databaseUp && liveUp && jobsUp;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: databaseUp,
      live: liveUp,
      jobs: jobsUp,
    });
  });
}
