import { MAX_ID_PHOTO_BYTES } from '@zamalek/domain/registrations/id-photos';
import { linkAccessSchema } from '@zamalek/domain/registrations/link';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, httpStatusOf } from '../errors';
import { addPhotoByLink } from '../registrations/add-photo-by-link';
import type { AppServices } from '../services';

const linkPhotoFields = linkAccessSchema.extend({
  guestNo: z.coerce.number().int().min(1).max(50),
});

/**
 * A photo of a guest's ID from the registration link (`/api/registration-link/photos`): the
 * link's secret, the booking's last name and the guest's place in the stay come as form fields
 * before the file. Refusals carry their code for the guest's page to word in its language.
 */
export function registerRegistrationLinkPhotoRoute(
  app: FastifyInstance,
  services: AppServices,
  clock: () => Date,
) {
  const { db } = services.database;
  app.post('/api/registration-link/photos', async (req, reply) => {
    const refuse = (error: AppError) =>
      reply.code(httpStatusOf(error)).send({ error: error.message, code: error.code });
    const file = await req
      .file({ limits: { fileSize: MAX_ID_PHOTO_BYTES + 1, files: 1, fields: 3, fieldSize: 200 } })
      .catch(() => undefined);
    if (!file) return reply.code(400).send({ error: 'No file was sent.' });
    const fields = linkPhotoFields.safeParse(
      Object.fromEntries(
        Object.entries(file.fields).map(([name, field]) => [
          name,
          field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined,
        ]),
      ),
    );
    if (!fields.success) {
      file.file.resume();
      return reply.code(400).send({ error: 'The link’s details are missing.' });
    }
    const bytes = await file.toBuffer().catch(() => null);
    if (bytes === null || file.file.truncated) return refuse(new AppError('ID_PHOTO_TOO_LARGE'));
    try {
      const photo = await addPhotoByLink(
        db,
        { ...fields.data, bytes },
        { now: clock(), documents: services.documents },
      );
      return reply.code(201).send(photo);
    } catch (error) {
      if (error instanceof AppError) return refuse(error);
      throw error;
    }
  });
}
