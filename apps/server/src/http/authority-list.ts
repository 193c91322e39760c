import { recordAudit } from '@zamalek/db/queries/audit';
import { registeredGuestsBetween } from '@zamalek/db/queries/registrations';
import {
  AUTHORITY_LIST_COLUMNS,
  authorityListFileName,
  authorityListQuery,
  authorityListRecord,
  HOME_NATIONALITY,
} from '@zamalek/domain/registrations/authority-list';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { requestActor, sendRefusal } from './request-user';

const FORBIDDEN = 'You do not have permission to export guests’ registrations.';

/**
 * The list of registered guests for the authorities (`/api/registrations/list.csv?from=&to=`,
 * `&foreigners=true` for the police's list of foreigners): each export is audited by its range
 * and size, never its names.
 */
export function registerAuthorityListRoute(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  app.get('/api/registrations/list.csv', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'registrations.export')) return reply.code(403).send({ error: FORBIDDEN });
    const query = authorityListQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid export range.' });
    const { from, to } = query.data;
    const foreignersOnly = query.data.foreigners === 'true';
    const rows = await registeredGuestsBetween(db, {
      propertyId: actor.propertyId,
      from,
      to,
      foreignersOnly,
      home: HOME_NATIONALITY,
    });
    await recordAudit(db, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'registrations',
      entityId: actor.propertyId,
      action: 'export_list',
      after: { from, to, foreignersOnly, guests: rows.length },
    });
    const csv = csvDocument([[...AUTHORITY_LIST_COLUMNS], ...rows.map(authorityListRecord)]);
    return sendCsv(reply, authorityListFileName(from, to, foreignersOnly), csv);
  });
}
