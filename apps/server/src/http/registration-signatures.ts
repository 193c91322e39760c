import { recordAudit } from '@zamalek/db/queries/audit';
import { signatureOf } from '@zamalek/db/queries/registrations';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../services';
import { requestActor, sendRefusal } from './request-user';

const FORBIDDEN = 'You do not have permission to register guests.';
const params = z.object({ id: z.uuid() });

/**
 * A guest's signature (`/api/registrations/:id/signature`), for those who register guests at its
 * property; each reading is audited. Never cached.
 */
export function registerRegistrationSignatureRoute(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  const store = services.documents;
  app.get('/api/registrations/:id/signature', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'registrations.manage')) return reply.code(403).send({ error: FORBIDDEN });
    const parsed = params.safeParse(req.params);
    const key = parsed.success
      ? await signatureOf(db, { propertyId: actor.propertyId, id: parsed.data.id })
      : null;
    const file = key ? await store.open(key) : null;
    if (!parsed.success || !file) return reply.code(404).send({ error: 'Signature not found.' });
    await recordAudit(db, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'registration',
      entityId: parsed.data.id,
      action: 'read_signature',
    });
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
