import type { Db } from '@zamalek/db/client';
import { listCapabilityOverrides } from '@zamalek/db/queries/settings';
import { findCredentialsByEmail } from '@zamalek/db/queries/users';
import type { SignIn } from '@zamalek/domain/auth';
import { capabilitiesOf } from '@zamalek/domain/roles';
import type { Visitor } from '../actors';
import { AppError } from '../errors';
import { burnPasswordCheck, verifyPassword } from './password';
import { createSession, generateSessionToken, invalidateSession } from './session';
import { forgetSignInFailures, recordSignInFailure, throttleSignIn } from './throttle';

/**
 * Checks the credentials (throttled per e-mail and IP; an unknown e-mail costs the same time as a
 * wrong password), ends the browser's previous session and opens a new one. The caller sets the
 * cookie: `expiresAt` null means a browser-session cookie.
 */
export async function signIn(
  db: Db,
  visitor: Visitor & { sessionToken: string | null },
  input: SignIn,
) {
  await throttleSignIn(db, input.email, visitor.ip);
  const account = await findCredentialsByEmail(db, { email: input.email });
  if (!account) {
    await burnPasswordCheck(input.password);
    await recordSignInFailure(db, input.email, visitor.ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordSignInFailure(db, input.email, visitor.ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await forgetSignInFailures(db, input.email);
  if (visitor.sessionToken) await invalidateSession(db, visitor.sessionToken);
  const token = generateSessionToken();
  const session = await createSession(db, token, account.id, input.staySignedIn);
  return {
    token,
    expiresAt: session.persistent ? session.expiresAt : null,
    user: { id: account.id, email: account.email, fullName: account.fullName },
    role: account.role,
    capabilities: capabilitiesOf(account.role, await listCapabilityOverrides(db)),
  };
}
