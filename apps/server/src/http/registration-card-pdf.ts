import { recordAudit } from '@zamalek/db/queries/audit';
import { CARD_LANGUAGES, registrationCardFileName } from '@zamalek/domain/registrations/card-text';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import type { PdfPrinter } from '../receipts/pdf-printer';
import { registrationCardDocument } from '../registrations/registration-card-document';
import { registrationCardHtml } from '../registrations/registration-card-html';
import type { AppServices } from '../services';
import { requestActor, sendRefusal } from './request-user';

const FORBIDDEN = 'You do not have permission to register guests.';
const NO_PRINTER = 'PDFs cannot be printed here: no Chromium is configured (CHROMIUM_PATH).';
const params = z.object({ id: z.uuid() });
const query = z.object({ lang: z.enum(CARD_LANGUAGES).default('en') });

/**
 * A stay's signed registration card as an A4 PDF printed by Chromium
 * (`/api/registrations/card/:reservationId.pdf?lang=en|ar`), one page per guest, for those who
 * register guests at the stay's property (another property's stay is not found). Each print is
 * audited by the stay and its counts, never a guest's details. Without a printer, 503.
 */
export function registerRegistrationCardRoute(
  app: FastifyInstance,
  services: AppServices,
  printer: PdfPrinter | undefined,
) {
  const { db } = services.database;
  app.get('/api/registrations/card/:id.pdf', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'registrations.manage')) return reply.code(403).send({ error: FORBIDDEN });
    const stay = params.safeParse(req.params);
    const language = query.safeParse(req.query);
    if (!stay.success) return reply.code(404).send({ error: 'Stay not found.' });
    if (!language.success) return reply.code(400).send({ error: 'Unknown language.' });
    const reservationId = stay.data.id;
    const lang = language.data.lang;
    let document: Awaited<ReturnType<typeof registrationCardDocument>>;
    try {
      document = await registrationCardDocument(db, services.documents, {
        propertyId: actor.propertyId,
        reservationId,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        return reply.code(404).send({ error: 'Stay not found.' });
      }
      throw error;
    }
    if (!printer) return reply.code(503).send({ error: NO_PRINTER });
    const pdf = await printer.print(registrationCardHtml(document, lang));
    await recordAudit(db, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'reservation',
      entityId: reservationId,
      action: 'print_card',
      after: {
        language: lang,
        guests: document.guests.length,
        signed: document.guests.filter((guest) => guest.signedAt).length,
      },
    });
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${registrationCardFileName(document.stay.bookingReference, lang)}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
