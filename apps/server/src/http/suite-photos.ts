import { can } from '@zamalek/domain/roles';
import { MAX_PHOTO_BYTES, type PhotoFormat } from '@zamalek/domain/suite-presentation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, appErrorMessage, httpStatusOf } from '../errors';
import { addPhoto } from '../presentations/add-photo';
import type { AppServices } from '../services';
import { requestActor, sendRefusal } from './request-user';

const uploadQuery = z.object({ roomTypeId: z.uuid() });
const fileParams = z.object({
  key: z.uuid(),
  file: z
    .string()
    .regex(/^\d{1,4}\.(avif|webp)$/)
    .transform((file) => {
      const [width, format] = file.split('.');
      const type: PhotoFormat = format === 'avif' ? 'avif' : 'webp';
      return { width: Number(width), format: type };
    }),
});
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: message });
}

/**
 * Suite photos: upload (those who present rooms) and the public, immutable files. Needs the
 * multipart parser, registered with the document routes (before these).
 */
export function registerSuitePhotoRoutes(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  const { photos } = services;

  app.post('/api/suite-photos', async (req, reply) => {
    const forbidden = 'You do not have permission to change how rooms are presented.';
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, forbidden);
    if (!can(actor, 'rooms.present')) return refuse(reply, 403, forbidden);
    const query = uploadQuery.safeParse(req.query);
    if (!query.success) return refuse(reply, 404, appErrorMessage('ROOM_TYPE_GONE'));
    const file = await req.file({
      // One byte over the limit is enough to know the file is too large.
      limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 0 },
    });
    if (!file) return refuse(reply, 400, 'No file was sent.');
    const bytes = await file.toBuffer().catch(() => null);
    if (bytes === null || file.file.truncated) {
      return refuse(reply, 413, appErrorMessage('PHOTO_TOO_LARGE'));
    }
    try {
      const photo = await addPhoto(
        db,
        actor,
        { roomTypeId: query.data.roomTypeId, bytes },
        { photos },
      );
      return reply.code(201).send({ id: photo.id });
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, httpStatusOf(error), error.message);
      throw error;
    }
  });

  app.get('/api/suite-photos/:key/:file', async (req, reply) => {
    const params = fileParams.safeParse(req.params);
    if (!params.success) return refuse(reply, 404, 'Not found');
    const { width, format } = params.data.file;
    const found = await photos.open(params.data.key, width, format);
    if (!found) return refuse(reply, 404, 'Not found');
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.stream);
  });
}
