import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(origin: string, req: FastifyRequest, publicOrigin: string | undefined) {
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence: a state-changing request (or a WebSocket upgrade) that carries a foreign Origin is
 * refused, and so is one with a session cookie but no Origin at all (browsers always send it).
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string | undefined) {
  app.addHook('onRequest', async (req, reply) => {
    const isUpgrade = req.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE_METHODS.has(req.method) && !isUpgrade) return;
    const origin = req.headers.origin;
    if (origin === undefined) {
      if (req.cookies[SESSION_COOKIE] === undefined) return;
    } else if (isSameOrigin(origin, req, publicOrigin)) {
      return;
    }
    return reply.code(403).send({ error: 'Cross-origin request refused' });
  });
}
