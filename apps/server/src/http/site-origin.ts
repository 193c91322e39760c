import type { FastifyRequest } from 'fastify';

/**
 * The site's own address: PUBLIC_ORIGIN when set (production behind a proxy), so a forged Host
 * header cannot put another site's links in a cached sitemap or page; the request's own otherwise.
 */
export function siteOrigin(req: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}
