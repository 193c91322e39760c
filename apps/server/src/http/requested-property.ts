import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Stands for a malformed id: a property nobody works at, so "not found" rather than ignored. */
const NO_SUCH_PROPERTY = '00000000-0000-0000-0000-000000000000';

/**
 * The property a request names: the `X-Property-Id` header, or `?property=` where a browser
 * cannot set headers (the WebSocket's address, a download link). Null when it names none.
 */
export function requestedPropertyOf(req: FastifyRequest): string | null {
  const header = req.headers['x-property-id'];
  const query = new URL(req.url, 'http://localhost').searchParams.get('property');
  const named = typeof header === 'string' ? header : query;
  if (named === null) return null;
  return UUID.test(named) ? named.toLowerCase() : NO_SUCH_PROPERTY;
}
