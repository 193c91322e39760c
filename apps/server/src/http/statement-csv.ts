import {
  STATEMENT_LANGUAGES,
  statementCsvFileName,
  statementCsvRecords,
} from '@zamalek/domain/owners/statement-csv';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { readStatement } from '../owners/read-statement';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { requestActor, sendRefusal } from './request-user';

const params = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f-]{36}\.csv$/)
    .transform((file) => file.slice(0, 36))
    .pipe(z.uuid()),
});
const query = z.object({ lang: z.enum(STATEMENT_LANGUAGES).default('en') });

/** A landlord's issued statement as CSV, in English or Arabic (`/api/statements/:id.csv?lang=`). */
export function registerStatementCsvRoute(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  app.get('/api/statements/:file', async (req, reply) => {
    const forbidden = 'You do not have permission to manage landlords.';
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, forbidden);
    if (!can(actor, 'landlords.manage')) return reply.code(403).send({ error: forbidden });
    const id = params.safeParse(req.params);
    const language = query.safeParse(req.query);
    if (!id.success || !language.success) {
      return reply.code(400).send({ error: 'Unknown statement or language.' });
    }
    try {
      const { content } = await readStatement(db, {
        propertyId: actor.propertyId,
        id: id.data.file,
      });
      const records = statementCsvRecords(content, language.data.lang);
      return sendCsv(
        reply,
        statementCsvFileName(content, language.data.lang),
        csvDocument(records),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        return reply.code(404).send({ error: 'Statement not found.' });
      }
      throw error;
    }
  });
}
