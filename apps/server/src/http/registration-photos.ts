import { recordAudit } from '@zamalek/db/queries/audit';
import { findIdPhoto } from '@zamalek/db/queries/registration-photos';
import { MAX_ID_PHOTO_BYTES } from '@zamalek/domain/registrations/id-photos';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, httpStatusOf } from '../errors';
import { storeIdPhoto } from '../registrations/store-id-photo';
import type { AppServices } from '../services';
import { requestActor, sendRefusal } from './request-user';

const FORBIDDEN = 'You do not have permission to register guests.';
const uploadParams = z.object({ id: z.uuid() });
const photoParams = z.object({ photoId: z.uuid() });

/** A refusal with its words and, for screens that word it themselves, its code. */
function refuse(reply: FastifyReply, error: AppError) {
  return reply.code(httpStatusOf(error)).send({ error: error.message, code: error.code });
}

/**
 * Photos of a guest's ID at the desk, for those who register guests at its property: one photo a
 * request to `/api/registrations/:id/photos` (kept as `storeIdPhoto` keeps it; nothing is kept
 * when refused), each opened through `/api/registration-photos/:photoId`, every opening audited.
 * Never cached. Needs the multipart parser, registered with the document routes (before these).
 */
export function registerRegistrationPhotoRoutes(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  const { documents } = services;

  app.post('/api/registrations/:id/photos', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'registrations.manage')) return reply.code(403).send({ error: FORBIDDEN });
    const params = uploadParams.safeParse(req.params);
    if (!params.success) return refuse(reply, new AppError('NOT_FOUND'));
    const file = await req.file({
      // One byte over the limit is enough to know the file is too large.
      limits: { fileSize: MAX_ID_PHOTO_BYTES + 1, files: 1, fields: 0 },
    });
    if (!file) return reply.code(400).send({ error: 'No file was sent.' });
    const bytes = await file.toBuffer().catch(() => null);
    if (bytes === null || file.file.truncated) {
      return refuse(reply, new AppError('ID_PHOTO_TOO_LARGE'));
    }
    try {
      const photo = await storeIdPhoto(
        db,
        {
          propertyId: actor.propertyId,
          registrationId: params.data.id,
          bytes,
          via: 'desk',
          actorId: actor.id,
        },
        { documents },
      );
      return reply.code(201).send(photo);
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, error);
      throw error;
    }
  });

  app.get('/api/registration-photos/:photoId', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'registrations.manage')) return reply.code(403).send({ error: FORBIDDEN });
    const params = photoParams.safeParse(req.params);
    const photo = params.success
      ? await findIdPhoto(db, { propertyId: actor.propertyId, id: params.data.photoId })
      : undefined;
    const file = photo ? await documents.open(photo.storageKey) : null;
    if (!photo || !file) return reply.code(404).send({ error: 'Photo not found.' });
    await recordAudit(db, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'registration',
      entityId: photo.registrationId,
      action: 'read_id_photo',
      after: { photoId: photo.id },
    });
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
