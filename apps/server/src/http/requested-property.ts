import type { FastifyRequest } from 'fastify';

/** Longer than any property's id or slug: names no property (so "not found", not ignored). */
const LONGEST_NAME = 64;

/**
 * The property a request names, by id or slug: the `X-Property` header, or `?property=` where a
 * browser cannot set headers (the WebSocket's address, a download link). Null when it names
 * none; a name no property has is kept, so the request is refused rather than served elsewhere.
 */
export function requestedPropertyOf(req: FastifyRequest): string | null {
  const header = req.headers['x-property'];
  const query = new URL(req.url, 'http://localhost').searchParams.get('property');
  const named = typeof header === 'string' ? header : query;
  if (named === null) return null;
  return named.length > LONGEST_NAME ? named.slice(0, LONGEST_NAME + 1) : named.toLowerCase();
}
