import type { FastifyInstance } from 'fastify';

/**
 * The app loads only its own scripts and talks only to its own origin ('self' covers same-host
 * ws:/wss: in CSP Level 3). Styles need 'unsafe-inline': Sonner and Radix insert <style>
 * elements and React writes style attributes; style injection cannot run script.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  // frame-ancestors for browsers that predate it.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every response: API, static app, plain routes, 404s and errors (set before
 * any route runs, so error answers keep them). HSTS only over HTTPS: sent over plain HTTP it would
 * be ignored, and `req.protocol` honours X-Forwarded-Proto from trusted proxies only.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(HEADERS);
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}`);
    }
  });
}
