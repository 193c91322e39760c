import { handOvers } from '@zamalek/db/queries/cash-drawers';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { dateRangeSchema } from '@zamalek/domain/date-range';
import { dayStartIn } from '@zamalek/domain/dates';
import { HAND_OVER_COLUMNS, handOverRecord, handOversFileName } from '@zamalek/domain/ledger/cash';
import { can } from '@zamalek/domain/roles';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { handOverView } from '../cash/cash-overview';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { requestActor, sendRefusal } from './request-user';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The Cash page's exports of the hand-overs received in `[from, to)` (property dates), as CSV
 * (csv-stringify, like every export) or as an Excel workbook (ExcelJS), for supervisors.
 */
export function registerCashExportRoutes(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  for (const extension of ['csv', 'xlsx'] as const) {
    app.get(`/api/cash/hand-overs.${extension}`, async (req, reply) => {
      const forbidden = 'Cash hand-overs are for supervisors.';
      const { actor, refused } = await requestActor(db, req);
      if (!actor) return sendRefusal(reply, refused, forbidden);
      if (!can(actor, 'cash.handover')) return reply.code(403).send({ error: forbidden });
      const query = dateRangeSchema.safeParse(req.query);
      if (!query.success) return reply.code(400).send({ error: 'Invalid export period.' });
      const { from, to } = query.data;
      const { timeZone } = await findPropertySettings(db, { propertyId: actor.propertyId });
      const rows = (
        await handOvers(db, {
          propertyId: actor.propertyId,
          from: dayStartIn(timeZone, from),
          to: dayStartIn(timeZone, to),
        })
      ).map((row) => handOverRecord(handOverView(row)));
      const fileName = handOversFileName(from, to, extension);
      if (extension === 'csv') {
        return sendCsv(reply, fileName, csvDocument([[...HAND_OVER_COLUMNS], ...rows]));
      }
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Hand-overs');
      sheet.addRow([...HAND_OVER_COLUMNS]).font = { bold: true };
      for (const record of rows) sheet.addRow(record);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(await workbook.xlsx.writeBuffer()));
    });
  }
}
