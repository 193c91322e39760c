import { dateRangeSchema } from '@zamalek/domain/date-range';
import {
  filterGuestRows,
  GUEST_CSV_COLUMNS,
  GUEST_SEARCH_FIELDS,
  guestCsvRecord,
  guestsCsvFileName,
} from '@zamalek/domain/guests';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guestRowsInRange } from '../guests/rows';
import { propertyNow } from '../property-today';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { requestActor, sendRefusal } from './request-user';

const exportQuery = dateRangeSchema.and(
  z.object({
    search: z.string().max(100).optional(),
    searchBy: z.enum(GUEST_SEARCH_FIELDS).optional(),
    status: z.string().max(30).optional(),
  }),
);

/**
 * The Guests page's Export CSV: the same rows and filter as the table, written by csv-stringify
 * with a UTF-8 BOM (so spreadsheets read Arabic names) and formula-like cells neutralised.
 */
export function registerGuestsCsvRoute(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  app.get('/api/guests.csv', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, 'Admins only.');
    if (!can(actor, 'guests.view')) return reply.code(403).send({ error: 'Admins only.' });
    const query = exportQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid export range.' });
    const now = await propertyNow(db, actor);
    const range = { from: query.data.from, to: query.data.to };
    const rows = filterGuestRows(
      await guestRowsInRange(db, { propertyId: actor.propertyId, range, now }),
      query.data,
    );
    const csv = csvDocument([[...GUEST_CSV_COLUMNS], ...rows.map(guestCsvRecord)]);
    return sendCsv(reply, guestsCsvFileName(now.today), csv);
  });
}
