import { dateRangeSchema } from '@zamalek/domain/date-range';
import {
  filterGuestRows,
  GUEST_CSV_COLUMNS,
  GUEST_SEARCH_FIELDS,
  guestCsvRecord,
  guestsCsvFileName,
} from '@zamalek/domain/guests';
import { can } from '@zamalek/domain/roles';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guestRowsInRange } from '../guests/rows';
import { propertyNow } from '../property-today';
import type { AppServices } from '../trpc/context';
import { requestUser } from './request-user';

const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+[\d\s()-]+$/;

/**
 * Cells a spreadsheet would run as formulas get a leading apostrophe (guest names come from the
 * public form); phone numbers such as "+20 100 123 4567" cannot be formulas and stay as they are.
 */
function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
}

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
    const user = await requestUser(db, req);
    if (!user) return reply.code(401).send({ error: 'Please sign in to continue.' });
    if (!can(user, 'guests.view')) return reply.code(403).send({ error: 'Admins only.' });
    const query = exportQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid export range.' });
    const now = await propertyNow(db, services.env);
    const range = { from: query.data.from, to: query.data.to };
    const rows = filterGuestRows(await guestRowsInRange(db, { range, now }), query.data);
    const csv = stringify([[...GUEST_CSV_COLUMNS], ...rows.map(guestCsvRecord)], {
      bom: true,
      record_delimiter: 'windows',
      cast: { string: neutraliseFormula },
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${guestsCsvFileName(now.today)}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
