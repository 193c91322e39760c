import type { Db } from '@zamalek/db/client';
import { insertUser } from '@zamalek/db/queries/users';
import { firstPropertyId } from '@zamalek/db/testing';
import type { Role } from '@zamalek/domain/roles';
import { hashPassword } from '../../src/auth/password';
import { createSession, generateSessionToken, validateSessionToken } from '../../src/auth/session';

export const TEST_PASSWORD = 'correct-horse-battery';

let counter = 0;

export async function createTestUser(
  db: Db,
  role: Role | null,
  fullName = `Test ${role ?? 'agent'}`,
) {
  counter += 1;
  const email = `${role ?? 'agent'}-${counter}-${Date.now()}@example.com`;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const propertyId = await firstPropertyId(db);
  const { id } = await db.transaction((tx) =>
    insertUser(tx, {
      email,
      passwordHash,
      fullName,
      role: role && { propertyId, role },
    }),
  );
  return { id, email, fullName, role, password: TEST_PASSWORD };
}

/** A validated session for the user, as the context would build it from a cookie. */
export async function signedInSession(db: Db, userId: string) {
  const token = generateSessionToken();
  await createSession(db, token, userId, true);
  const session = await validateSessionToken(db, token);
  if (!session) throw new Error('fresh session did not validate');
  return session;
}
