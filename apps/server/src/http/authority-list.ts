import { recordAudit } from '@zamalek/db/queries/audit';
import {
  authorityListFileName,
  authorityListQuery,
} from '@zamalek/domain/registrations/authority-list';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../actors';
import { propertyToday } from '../property-today';
import type { PdfPrinter } from '../receipts/pdf-printer';
import { authorityList } from '../registrations/authority-list';
import { authorityListHtml } from '../registrations/authority-list-html';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { requestActor, sendRefusal } from './request-user';

const FORBIDDEN = 'You do not have permission to export guests’ registrations.';
const NO_PRINTER = 'PDFs cannot be printed here: no Chromium is configured (CHROMIUM_PATH).';

type Db = AppServices['database']['db'];

/** Who asks and for which range, or null once the refusal is answered (401, 403, 400). */
async function requestedList(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const { actor, refused } = await requestActor(db, req);
  if (!actor) {
    await sendRefusal(reply, refused, FORBIDDEN);
    return null;
  }
  if (!can(actor, 'registrations.export')) {
    await reply.code(403).send({ error: FORBIDDEN });
    return null;
  }
  const query = authorityListQuery.safeParse(req.query);
  if (!query.success) {
    await reply.code(400).send({ error: 'Invalid export range.' });
    return null;
  }
  const { from, to } = query.data;
  return { actor, from, to, foreignersOnly: query.data.foreigners === 'true' };
}

/** Each export in the audit log by its range and size, never its names. */
function auditExport(
  db: Db,
  actor: Actor,
  action: 'export_list' | 'export_list_pdf',
  after: { from: string; to: string; foreignersOnly: boolean; guests: number },
) {
  return recordAudit(db, {
    propertyId: actor.propertyId,
    actorId: actor.id,
    entity: 'registrations',
    entityId: actor.propertyId,
    action,
    after,
  });
}

/**
 * The list of registered guests for the authorities, with the columns the property chose, in
 * its order: as CSV (`/api/registrations/list.csv?from=&to=`, `&foreigners=true` for the
 * police's list of foreigners) or as a landscape A4 PDF printed by Chromium
 * (`/api/registrations/list.pdf`, same query; 503 without a printer). Each export is audited by
 * its range and size, never its names.
 */
export function registerAuthorityListRoute(
  app: FastifyInstance,
  services: AppServices,
  printer: PdfPrinter | undefined,
  clock: () => Date,
) {
  const { db } = services.database;
  app.get('/api/registrations/list.csv', async (req, reply) => {
    const asked = await requestedList(db, req, reply);
    if (!asked) return reply;
    const { actor, ...range } = asked;
    const list = await authorityList(db, { propertyId: actor.propertyId, ...range });
    await auditExport(db, actor, 'export_list', { ...range, guests: list.records.length });
    const csv = csvDocument([list.header, ...list.records]);
    return sendCsv(reply, authorityListFileName(range.from, range.to, range.foreignersOnly), csv);
  });

  app.get('/api/registrations/list.pdf', async (req, reply) => {
    const asked = await requestedList(db, req, reply);
    if (!asked) return reply;
    if (!printer) return reply.code(503).send({ error: NO_PRINTER });
    const { actor, ...range } = asked;
    const list = await authorityList(db, { propertyId: actor.propertyId, ...range });
    const pdf = await printer.print(
      authorityListHtml({ ...list, ...range, generatedAt: propertyToday(list.timeZone, clock()) }),
      { landscape: true },
    );
    await auditExport(db, actor, 'export_list_pdf', { ...range, guests: list.records.length });
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${authorityListFileName(range.from, range.to, range.foreignersOnly, 'pdf')}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
