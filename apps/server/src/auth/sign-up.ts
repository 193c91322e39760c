import type { Db } from '@zamalek/db/client';
import { emailExists, insertUser } from '@zamalek/db/queries/users';
import type { SignUp } from '@zamalek/domain/auth';
import type { Visitor } from '../actors';
import { AppError, sqlState } from '../errors';
import { hashPassword } from './password';
import { throttleSignUp } from './throttle';

/** Self sign-up (throttled per e-mail and IP) never grants a role; an admin assigns one. */
export async function signUp(db: Db, visitor: Visitor, input: SignUp) {
  await throttleSignUp(db, input.email, visitor.ip);
  if (await emailExists(db, { email: input.email })) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction((tx) =>
      insertUser(tx, { email: input.email, passwordHash, fullName: input.fullName, role: null }),
    );
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  return { ok: true as const };
}
