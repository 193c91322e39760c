import type { Db } from '@zamalek/db/client';
import { findCredentialsByEmail, lockCredentials } from '@zamalek/db/queries/users';
import type { SignIn } from '@zamalek/domain/auth';
import type { Visitor } from '../actors';
import { AppError } from '../errors';
import { burnPasswordCheck, verifyPassword } from './password';
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  validateSessionToken,
} from './session';
import { sessionView } from './session-view';
import { beginPasswordAttempt } from './throttle';

/**
 * Checks the credentials (throttled per address and account, per address and per account; an
 * unknown e-mail costs the same time as a wrong password), ends the browser's previous session
 * and opens a new one. The caller sets the cookie: `expiresAt` null means a browser-session
 * cookie.
 */
export async function signIn(
  db: Db,
  visitor: Visitor & { sessionToken: string | null },
  input: SignIn,
) {
  const attempt = await beginPasswordAttempt(
    db,
    input.email,
    visitor.ip,
    'TOO_MANY_SIGN_IN_ATTEMPTS',
  );
  const account = await findCredentialsByEmail(db, { email: input.email });
  if (!account) {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  const token = generateSessionToken();
  // The session opens only while the password just checked is still the account's: a password
  // changed or reset (or the account disabled) meanwhile is not outrun by this sign-in.
  const session = await db.transaction(async (tx) => {
    const current = await lockCredentials(tx, { userId: account.id, mode: 'share' });
    if (!current || current.disabledAt || current.passwordHash !== account.passwordHash) {
      return null;
    }
    return createSession(tx, token, account.id, input.staySignedIn);
  });
  if (!session) {
    await attempt.withdrawn();
    throw new AppError('INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  if (visitor.sessionToken) await invalidateSession(db, visitor.sessionToken);
  // What the user may do where they landed: their only property, or none until they choose.
  const opened = await validateSessionToken(db, token);
  if (!opened) throw new AppError('INVALID_CREDENTIALS');
  return {
    token,
    expiresAt: session.persistent ? session.expiresAt : null,
    ...sessionView(opened.user, opened.property),
  };
}
