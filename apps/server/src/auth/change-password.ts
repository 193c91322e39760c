import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteOtherUserSessions, sessionExists } from '@zamalek/db/queries/sessions';
import { findCredentialsById, lockCredentials, setPasswordHash } from '@zamalek/db/queries/users';
import type { ChangePassword } from '@zamalek/domain/auth';
import type { Visitor } from '../actors';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from './password';
import { beginPasswordAttempt } from './throttle';

/**
 * The signed-in user changes their own password: the current one is checked (a wrong one counts
 * against the same limits as a wrong sign-in from this address), the new one replaces it, and
 * every other session of the user ends; this one stays. Audited without any password or hash.
 *
 * Two changes at once: the user's row is locked and the new hash is written only if the hash is
 * still the one the current password was checked against, so exactly one takes effect; the other
 * is told its current password is not correct (it no longer is), or that it was signed out by
 * the first.
 */
export async function changePassword(
  db: Db,
  caller: Visitor & { userId: string; sessionId: string },
  input: ChangePassword,
) {
  const account = await findCredentialsById(db, { userId: caller.userId });
  if (!account) throw new AppError('NOT_SIGNED_IN');
  const attempt = await beginPasswordAttempt(
    db,
    account.email,
    caller.ip,
    'TOO_MANY_PASSWORD_ATTEMPTS',
  );
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = await db.transaction(async (tx) => {
    const current = await lockCredentials(tx, { userId: caller.userId, mode: 'update' });
    if (!current || current.disabledAt) return 'signed-out' as const;
    if (!(await sessionExists(tx, { sessionId: caller.sessionId }))) return 'signed-out' as const;
    if (current.passwordHash !== account.passwordHash) return 'changed-meanwhile' as const;
    await setPasswordHash(tx, { userId: caller.userId, passwordHash });
    await deleteOtherUserSessions(tx, { userId: caller.userId, keepSessionId: caller.sessionId });
    await recordAudit(tx, {
      propertyId: null,
      actorId: caller.userId,
      entity: 'user',
      entityId: caller.userId,
      action: 'password_change',
    });
    return 'changed' as const;
  });
  if (outcome === 'signed-out') {
    await attempt.withdrawn();
    throw new AppError('NOT_SIGNED_IN');
  }
  if (outcome === 'changed-meanwhile') {
    await attempt.withdrawn();
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  await attempt.succeeded();
  return { ok: true as const };
}
