import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The client address Fastify derived (trusted proxies applied), by raw request. tRPC hands a
 * WebSocket's context the raw upgrade request, which has no `ip`; without this every socket call
 * would share one per-IP throttling bucket.
 */
const clientIps = new WeakMap<object, string>();

export function registerClientIp(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    clientIps.set(request.raw, request.ip);
  });
}

/** The request's client address; over a WebSocket `req` is the raw upgrade request. */
export function clientIpOf(req: FastifyRequest): string {
  if (typeof req.ip === 'string') return req.ip;
  return clientIps.get(req) ?? req.socket.remoteAddress ?? 'unknown';
}
