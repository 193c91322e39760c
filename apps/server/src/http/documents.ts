import fastifyMultipart from '@fastify/multipart';
import { findDocument } from '@zamalek/db/queries/documents';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES } from '@zamalek/domain/documents';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { uploadDocument } from '../documents/upload';
import { AppError, appErrorMessage, httpStatusOf } from '../errors';
import type { AppServices } from '../services';
import { containsUnstorableText } from '../unstorable-text';
import { requestActor, sendRefusal } from './request-user';

const uploadQuery = z.object({ kind: z.enum(DOCUMENT_KINDS) });
const downloadParams = z.object({ id: z.uuid() });

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: message });
}

/** Upload (creators and editors of reservations) and authorised download of private guest documents. */
export async function registerDocumentRoutes(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  const store = services.documents;
  await app.register(fastifyMultipart, {
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 0 },
  });

  app.post('/api/documents', async (req, reply) => {
    const forbidden = 'You do not have permission to upload guest documents.';
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, forbidden);
    // Creators upload for a new stay; editors add or replace the documents of an existing one.
    if (!can(actor, 'reservations.create') && !can(actor, 'reservations.edit')) {
      return refuse(reply, 403, forbidden);
    }
    const query = uploadQuery.safeParse(req.query);
    if (!query.success) return refuse(reply, 400, 'Unknown document kind.');
    const file = await req.file();
    if (!file) return refuse(reply, 400, 'No file was sent.');
    if (containsUnstorableText(file.filename)) {
      file.file.resume();
      return refuse(reply, 400, appErrorMessage('CONTROL_CHARACTERS'));
    }
    const bytes = await file.toBuffer().catch(() => null);
    if (bytes === null || file.file.truncated) {
      return refuse(reply, 413, appErrorMessage('DOCUMENT_TOO_LARGE'));
    }
    try {
      const input = { kind: query.data.kind, fileName: file.filename, bytes };
      const document = await uploadDocument(db, actor, input, { documents: store });
      return reply.code(201).send(document);
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, httpStatusOf(error), error.message);
      throw error;
    }
  });

  app.get('/api/documents/:id', async (req, reply) => {
    const forbidden = 'You do not have permission to download guest documents.';
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, forbidden);
    if (!can(actor, 'documents.download')) return refuse(reply, 403, forbidden);
    const params = downloadParams.safeParse(req.params);
    const document = params.success
      ? await findDocument(db, { ...params.data, propertyId: actor.propertyId })
      : undefined;
    // Unlinked uploads are not downloadable: only documents of a reservation are.
    if (!document?.reservationId) return refuse(reply, 404, 'Document not found.');
    const filename = document.originalName.replace(/[^\w.\- ]/g, '_');
    const file = await store.open(document.storageKey);
    if (!file) return refuse(reply, 404, 'Document not found.');
    return reply
      .header('content-type', document.mimeType)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
