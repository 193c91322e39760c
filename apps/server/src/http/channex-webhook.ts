import { createHash, timingSafeEqual } from 'node:crypto';
import { propertyOfChannex } from '@zamalek/db/queries/channex-bookings';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChannexError } from '../channex/client';
import type { ChannexClient } from '../channex/configured-client';
import { pullChannexRevisions } from '../channex/pull-revisions';
import type { AppServices } from '../services';

/** The header Channex's webhook is set to send the secret in (Channex: webhook → custom headers). */
export const CHANNEX_SECRET_HEADER = 'x-channex-secret';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** All a webhook is trusted for: which Channex property to read the revision feed of. */
const webhookSchema = z.object({ property_id: z.string().trim().min(1).max(64) });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the header holds the secret, compared in constant time. */
function holdsSecret(given: string | string[] | undefined, secret: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}

/**
 * `POST /api/channex/webhook`: Channex says a property has booking news. With the secret in its
 * header, the property's revision feed is read from Channex and each revision handled once —
 * nothing in the webhook's body is believed but the property it names, so a replayed or forged
 * body changes nothing. 404 without a channel manager and a secret configured; 401 without the
 * secret; 400 for a body that is not a webhook; 202 for a property not connected here.
 */
export function registerChannexWebhookRoute(
  app: FastifyInstance,
  services: AppServices,
  client: ChannexClient | null,
  clock: () => Date,
) {
  const secret = services.env.CHANNEX_WEBHOOK_SECRET;
  const { db } = services.database;
  app.post('/api/channex/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    if (!client || !secret) return reply.code(404).send({ error: 'Not found.' });
    if (!holdsSecret(request.headers[CHANNEX_SECRET_HEADER], secret)) {
      return reply.code(401).send({ error: 'Not signed.' });
    }
    const body = webhookSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'Not a webhook.' });
    const propertyId = await propertyOfChannex(db, { channexPropertyId: body.data.property_id });
    if (!propertyId) return reply.code(202).send({ ok: true });
    const { timeZone } = await findPropertySettings(db, { propertyId });
    try {
      const mailQueued = await pullChannexRevisions(
        db,
        client,
        { propertyId, channexPropertyId: body.data.property_id.toLowerCase(), timeZone },
        { now: clock(), log: request.log },
      );
      if (mailQueued) services.mail.kick();
    } catch (error) {
      if (!(error instanceof ChannexError)) throw error;
      // Channex could not be read: the minute's job reads the feed again.
      request.log.warn({ code: error.code }, 'channel manager feed not read');
      return reply.code(503).send({ error: 'Try again later.' });
    }
    return reply.code(200).send({ ok: true });
  });
}
