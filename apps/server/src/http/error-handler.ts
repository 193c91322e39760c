import type { FastifyError, FastifyInstance } from 'fastify';
import { appErrorMessage, isDatabaseUnavailable, UNEXPECTED_ERROR_MESSAGE } from '../errors';

/** 4xx of an error Fastify or a plugin raised for the request itself (too large, bad JSON…). */
function clientErrorStatus(error: FastifyError): number | undefined {
  if (error.validation) return 400;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

/**
 * One error answer for every plain HTTP route (documents, the CSV export, static files): a client
 * error keeps its own message, which Fastify and its plugins write for the client; anything else
 * is a 503 while the database is unreachable, or a 500 that says nothing about its cause. Both shapes are the routes' own `{ error }`.
 * The error is logged through the logger's safe `err` serializer (see logging.ts).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // A download that fails half-way must not stay an attachment or be cached.
    reply.removeHeader('content-disposition');
    reply.header('cache-control', 'no-store');
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      req.log.info({ err: error }, 'request refused');
      return reply.code(status).send({ error: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'request failed: database unavailable');
      return reply.code(503).send({ error: appErrorMessage('DATABASE_UNAVAILABLE') });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: UNEXPECTED_ERROR_MESSAGE });
  });
}
