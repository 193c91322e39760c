import type { Db } from '@zamalek/db/client';
import type { LandlordLink } from '@zamalek/db/queries/sessions';
import { statementCsvFileName, statementCsvRecords } from '@zamalek/domain/owners/statement-csv';
import { statementPdfFileName } from '@zamalek/domain/owners/statement-layout';
import { STATEMENT_LANGUAGES, type StatementLanguage } from '@zamalek/domain/owners/statement-text';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../actors';
import { chooseLandlordLink } from '../auth/landlord-link';
import { AppError } from '../errors';
import { statementDocument } from '../owners/statement-document';
import { statementHtml } from '../owners/statement-html';
import type { PdfPrinter } from '../receipts/pdf-printer';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { asActor, requestActor, requestUser, sendRefusal } from './request-user';
import { requestedPropertyOf } from './requested-property';

const FORBIDDEN = 'You do not have permission to manage landlords.';

const csvParams = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f-]{36}\.csv$/)
    .transform((file) => file.slice(0, 36))
    .pipe(z.uuid()),
});
const pdfParams = z.object({ id: z.uuid() });
const query = z.object({ lang: z.enum(STATEMENT_LANGUAGES).default('en') });

/**
 * The access rule of a statement's files: admins who manage landlords, at the statement's
 * property (another property's is not found). The statement's document, or the status refusing it.
 */
export async function downloadableStatement(
  db: Db,
  actor: Actor,
  { id, language }: { id: string; language: StatementLanguage },
) {
  if (!can(actor, 'landlords.manage')) return { refused: 403 as const };
  try {
    return {
      document: await statementDocument(db, { propertyId: actor.propertyId, id, language }),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { refused: 404 as const };
    throw error;
  }
}

/** The landlord's own statement, read at their property; anyone else's is not found. */
async function ownStatement(
  db: Db,
  link: LandlordLink,
  { id, language }: { id: string; language: StatementLanguage },
) {
  try {
    const document = await statementDocument(db, { propertyId: link.propertyId, id, language });
    if (document.statement.landlordId === link.landlordId) return { document };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
  }
  return { refused: 404 as const };
}

/**
 * The statement a download names, or null once the refusal is answered (401, 400, 403, 404):
 * for those who manage landlords at the request's property, or the landlord it belongs to.
 */
async function requestedStatement(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  id: string | undefined,
) {
  const user = await requestUser(db, req);
  const actor = user && asActor(user);
  const link =
    user && !(actor && can(actor, 'landlords.manage'))
      ? chooseLandlordLink(user.landlordOf, requestedPropertyOf(req))
      : undefined;
  const staff = link ? null : await requestActor(db, req);
  if (staff && !staff.actor) {
    await sendRefusal(reply, staff.refused, FORBIDDEN);
    return null;
  }
  const language = query.safeParse(req.query);
  if (id === undefined || !language.success) {
    await reply.code(400).send({ error: 'Unknown statement or language.' });
    return null;
  }
  const lang = language.data.lang;
  const wanted = { id, language: lang };
  const access = link
    ? await ownStatement(db, link, wanted)
    : staff?.actor
      ? await downloadableStatement(db, staff.actor, wanted)
      : { refused: 403 as const };
  if (access.refused === 403) await reply.code(403).send({ error: FORBIDDEN });
  if (access.refused === 404) await reply.code(404).send({ error: 'Statement not found.' });
  return access.document ? { ...access.document, language: lang } : null;
}

/**
 * A landlord's issued statement as CSV (`/api/statements/:id.csv?lang=`) or as an A4 PDF printed
 * by Chromium (`/api/statements/:id.pdf?lang=`), in English or Arabic. Without a printer on the
 * machine the PDF is 503.
 */
export function registerStatementFileRoutes(
  app: FastifyInstance,
  services: AppServices,
  printer: PdfPrinter | undefined,
) {
  const { db } = services.database;
  app.get('/api/statements/:file', async (req, reply) => {
    const file = csvParams.safeParse(req.params);
    const document = await requestedStatement(db, req, reply, file.data?.file);
    if (!document) return reply;
    const { content } = document.statement;
    return sendCsv(
      reply,
      statementCsvFileName(content, document.language),
      csvDocument(statementCsvRecords(content, document.language)),
    );
  });

  app.get('/api/statements/:id.pdf', async (req, reply) => {
    const params = pdfParams.safeParse(req.params);
    const document = await requestedStatement(db, req, reply, params.data?.id);
    if (!document) return reply;
    if (!printer) {
      return reply
        .code(503)
        .send({ error: 'PDFs cannot be printed here: no Chromium is configured (CHROMIUM_PATH).' });
    }
    const pdf = await printer.print(statementHtml(document.layout, { forPrint: true }));
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${statementPdfFileName(document.statement.content, document.language)}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
