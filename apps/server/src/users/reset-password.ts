import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteUserSessions } from '@zamalek/db/queries/sessions';
import { findUserRow, lockCredentials, setPasswordHash } from '@zamalek/db/queries/users';
import { type ResetPassword, USER_MESSAGES } from '@zamalek/domain/users';
import type { Actor } from '../actors';
import { hashPassword } from '../auth/password';
import { AppError } from '../errors';

/**
 * An admin sets a new password for someone else (who forgot theirs, or still has the demo one):
 * every session of that person ends at once, on every instance. A disabled account may be given
 * one too; it still cannot sign in until enabled. Your own password is changed with your current
 * one (Change password), not reset. Audited with who did it, never the password or its hash.
 */
export async function resetUserPassword(db: Db, actor: Actor, input: ResetPassword) {
  if (input.id === actor.id) throw new AppError('CONFLICT', USER_MESSAGES.resetYourself);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Locked first, so a sign-in opening a session meanwhile either waits and sees the new
    // password, or commits its session before it is ended here.
    const target = await lockCredentials(tx, { userId: input.id, mode: 'update' });
    // Someone who works only at other properties is theirs to manage, not found here.
    if (!target || !(await findUserRow(tx, { propertyId: actor.propertyId, userId: input.id }))) {
      throw new AppError('NOT_FOUND', 'User not found');
    }
    await setPasswordHash(tx, { userId: input.id, passwordHash });
    await deleteUserSessions(tx, { userId: input.id });
    await recordAudit(tx, {
      propertyId: null,
      actorId: actor.id,
      entity: 'user',
      entityId: input.id,
      action: 'password_reset',
    });
  });
  return { ok: true as const };
}
