import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportCalendar } from '../channels/export-calendar';
import type { AppServices } from '../services';

const NOT_FOUND = 'Not found.';

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ error: NOT_FOUND });
}

/**
 * A room's calendar for the channels, `GET /api/ical/{token}.ics`: no session, the token is the
 * key (256 random bits). A malformed or unknown token gets the same 404 as any missing page.
 * Conditional GET: If-None-Match by ETag (preferred), else If-Modified-Since; either answers 304.
 */
export function registerIcalExportRoute(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  app.get<{ Params: { file: string } }>('/api/ical/:file', async (req, reply) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    if (!match?.[1]) return notFound(reply);
    const calendar = await exportCalendar(db, match[1]);
    if (!calendar) return notFound(reply);
    reply
      .header('etag', calendar.etag)
      .header('last-modified', calendar.lastModified.toUTCString())
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex');
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    if (ifNoneMatch !== undefined) {
      if (etagMatches(ifNoneMatch, calendar.etag)) return reply.code(304).send();
    } else if (ifModifiedSince !== undefined) {
      const since = Date.parse(ifModifiedSince);
      if (!Number.isNaN(since) && calendar.lastModified.getTime() <= since) {
        return reply.code(304).send();
      }
    }
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .send(calendar.body);
  });
}
