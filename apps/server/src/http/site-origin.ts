import type { FastifyRequest } from 'fastify';

/**
 * A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. Labels are
 * joined by dots, so no run of characters can be matched two ways (a long Host cannot make the
 * pattern backtrack).
 */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's own address: PUBLIC_ORIGIN when set (production behind a proxy), so a forged Host
 * header cannot put another site's links in a cached sitemap or page; the request's own otherwise.
 * A Host header that is no host at all (quotes, angle brackets: markup meant for the pages this
 * address is written into) reads as localhost.
 */
export function siteOrigin(req: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const host = req.host.length <= 260 && HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol}://${host}`;
}
