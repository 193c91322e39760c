import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { countOtherActiveAdmins, findUserRow, updateUserAccount } from '@zamalek/db/queries/users';
import { type EditUser, USER_MESSAGES } from '@zamalek/domain/users';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { assertSalesSourceFree, uniqueViolation } from './sales-source-rules';

/**
 * Edits name, e-mail, role and sales source together, audited; the last enabled admin cannot be
 * demoted. Concurrent edits of admins can deadlock on PostgreSQL; the loser runs again.
 */
export async function updateUser(db: Db, actor: Actor, input: EditUser) {
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const before = await findUserRow(tx, { propertyId: actor.propertyId, userId: input.id });
        if (!before) throw new AppError('NOT_FOUND', 'User not found');
        const demoting = before.role === 'admin' && input.role !== 'admin';
        if (
          demoting &&
          (await countOtherActiveAdmins(tx, {
            propertyId: actor.propertyId,
            exceptUserId: input.id,
          })) === 0
        ) {
          throw new AppError('CONFLICT', USER_MESSAGES.lastAdmin);
        }
        const salesSource =
          input.salesSource === undefined ? before.salesSource : input.salesSource;
        if (salesSource !== before.salesSource) {
          await assertSalesSourceFree(tx, salesSource, input.id);
        }
        await updateUserAccount(tx, {
          propertyId: actor.propertyId,
          userId: input.id,
          changes: input,
        });
        await recordAudit(tx, {
          propertyId: null,
          actorId: actor.id,
          entity: 'user',
          entityId: input.id,
          action: 'update',
          before,
          after: { email: input.email, fullName: input.fullName, role: input.role, salesSource },
        });
      }),
    );
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  return { ok: true as const };
}
