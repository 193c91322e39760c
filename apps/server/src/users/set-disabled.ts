import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteUserSessions } from '@zamalek/db/queries/sessions';
import { countOtherActiveAdmins, findUserRow, setUserDisabled } from '@zamalek/db/queries/users';
import { USER_MESSAGES } from '@zamalek/domain/users';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';

/**
 * Disables or enables an account, audited. Disabling ends every session of that user at once;
 * nobody disables themselves, and the last enabled admin stays enabled.
 */
export async function setUserDisabledState(
  db: Db,
  actor: Actor,
  input: { id: string; disabled: boolean },
) {
  if (input.disabled && input.id === actor.id) {
    throw new AppError('CONFLICT', USER_MESSAGES.notYourself);
  }
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const before = await findUserRow(tx, { propertyId: actor.propertyId, userId: input.id });
      if (!before) throw new AppError('NOT_FOUND', 'User not found');
      if (
        input.disabled &&
        before.role === 'admin' &&
        (await countOtherActiveAdmins(tx, {
          propertyId: actor.propertyId,
          exceptUserId: input.id,
        })) === 0
      ) {
        throw new AppError('CONFLICT', USER_MESSAGES.lastAdmin);
      }
      await setUserDisabled(tx, { userId: input.id, disabled: input.disabled });
      if (input.disabled) await deleteUserSessions(tx, { userId: input.id });
      await recordAudit(tx, {
        propertyId: null,
        actorId: actor.id,
        entity: 'user',
        entityId: input.id,
        action: input.disabled ? 'disable' : 'enable',
      });
    }),
  );
  return { ok: true as const };
}
