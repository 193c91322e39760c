import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { emailExists, insertUser } from '@zamalek/db/queries/users';
import { type AddUser, USER_MESSAGES } from '@zamalek/domain/users';
import type { Actor } from '../actors';
import { hashPassword } from '../auth/password';
import { AppError } from '../errors';
import { assertSalesSourceFree, uniqueViolation } from './sales-source-rules';

/** An admin adds a user on the server (their own session untouched), audited. */
export async function createUser(db: Db, actor: Actor, input: AddUser) {
  if (await emailExists(db, { email: input.email })) {
    throw new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
  }
  await assertSalesSourceFree(db, input.salesSource, null);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        ...input,
        role: input.role && { propertyId: actor.propertyId, role: input.role },
        passwordHash,
      });
      await recordAudit(tx, {
        propertyId: null,
        actorId: actor.id,
        entity: 'user',
        entityId: user.id,
        action: 'create',
        after: {
          email: input.email,
          fullName: input.fullName,
          role: input.role,
          salesSource: input.salesSource,
        },
      });
      return user;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}
