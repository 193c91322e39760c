import { findOwnerExpense } from '@zamalek/db/queries/owners';
import { MAX_DOCUMENT_BYTES } from '@zamalek/domain/documents';
import { ownerExpenseSchema } from '@zamalek/domain/ledger/forms';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, appErrorMessage, httpStatusOf } from '../errors';
import { recordOwnerExpense } from '../owners/record-expense';
import type { AppServices } from '../services';
import { requestActor, sendRefusal } from './request-user';

const FORBIDDEN = 'You do not have permission to manage landlords.';
const receiptParams = z.object({ id: z.uuid() });

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: message });
}

/** The expense's fields as the query string carries them beside its receipt file. */
function expenseOf(query: unknown) {
  const fields = z.record(z.string(), z.string()).safeParse(query);
  if (!fields.success) return ownerExpenseSchema.safeParse(undefined);
  const { amountMinor, unitId, ...rest } = fields.data;
  return ownerExpenseSchema.safeParse({
    ...rest,
    unitId: unitId ? unitId : null,
    amountMinor: Number(amountMinor),
  });
}

/**
 * A landlord's expense with its receipt (`POST /api/landlord-expenses?<fields>`, the photo or PDF
 * as the one file), and the receipt's download (`/api/landlord-expenses/:id/receipt`): admins.
 */
export function registerLandlordExpenseRoutes(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  const store = services.documents;

  app.post('/api/landlord-expenses', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'landlords.manage')) return refuse(reply, 403, FORBIDDEN);
    const input = expenseOf(req.query);
    if (!input.success) {
      return refuse(reply, 400, input.error.issues[0]?.message ?? 'Invalid expense.');
    }
    const file = await req.file({
      limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 0 },
    });
    if (!file) return refuse(reply, 400, appErrorMessage('RECEIPT_REQUIRED'));
    const bytes = await file.toBuffer().catch(() => null);
    if (bytes === null || file.file.truncated) {
      return refuse(reply, 413, appErrorMessage('DOCUMENT_TOO_LARGE'));
    }
    try {
      const expense = await recordOwnerExpense(db, actor, input.data, bytes, { documents: store });
      return reply.code(201).send({ id: expense.journalId, posted: expense.posted });
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, httpStatusOf(error), error.message);
      throw error;
    }
  });

  app.get('/api/landlord-expenses/:id/receipt', async (req, reply) => {
    const { actor, refused } = await requestActor(db, req);
    if (!actor) return sendRefusal(reply, refused, FORBIDDEN);
    if (!can(actor, 'landlords.manage')) return refuse(reply, 403, FORBIDDEN);
    const params = receiptParams.safeParse(req.params);
    const expense = params.success
      ? await findOwnerExpense(db, { propertyId: actor.propertyId, journalId: params.data.id })
      : undefined;
    const file = expense ? await store.open(expense.receiptKey) : null;
    if (!expense || !file) return refuse(reply, 404, 'Receipt not found.');
    return reply
      .header('content-type', expense.receiptMime)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
