import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { setLandlordUser } from '@zamalek/db/queries/landlord-portal';
import { findLandlord } from '@zamalek/db/queries/owners';
import { emailExists, findCredentialsByEmail, insertUser } from '@zamalek/db/queries/users';
import type { LandlordAccessInput } from '@zamalek/domain/owners/portal';
import { USER_MESSAGES } from '@zamalek/domain/users';
import type { Actor } from '../actors';
import { hashPassword } from '../auth/password';
import { AppError, sqlConstraint } from '../errors';

/** The account to link: the one with that address, or a new one without any staff role. */
async function accountFor(db: Db, input: LandlordAccessInput, fullName: string) {
  const existing = await findCredentialsByEmail(db, { email: input.email });
  if (existing) return { id: existing.id, created: false };
  if (await emailExists(db, { email: input.email })) {
    throw new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
  }
  if (input.password === '') throw new AppError('LANDLORD_PASSWORD_REQUIRED');
  const user = await insertUser(db, {
    email: input.email,
    fullName,
    role: null,
    passwordHash: await hashPassword(input.password),
  });
  return { id: user.id, created: true };
}

/**
 * An admin gives a landlord their own login: an account with that address is linked as it is
 * (its password and any role unchanged), or one is made with the first password given. It opens
 * only the landlord's own pages. Audited.
 */
export async function grantLandlordAccess(db: Db, actor: Actor, input: LandlordAccessInput) {
  const { propertyId } = actor;
  const landlord = await findLandlord(db, { propertyId, id: input.landlordId });
  if (!landlord) throw new AppError('NOT_FOUND');
  try {
    return await db.transaction(async (tx) => {
      const account = await accountFor(tx, input, landlord.name);
      await setLandlordUser(tx, { propertyId, landlordId: landlord.id, userId: account.id });
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'landlord',
        entityId: landlord.id,
        action: 'grant_access',
        after: { userId: account.id, created: account.created },
      });
      return { created: account.created };
    });
  } catch (error) {
    if (sqlConstraint(error) === 'landlords_user_key') {
      throw new AppError('ACCOUNT_IS_ANOTHER_LANDLORD');
    }
    if (sqlConstraint(error) === 'users_email_key') {
      throw new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
    }
    throw error;
  }
}

/** An admin ends a landlord's login: their pages close at their next call. Audited. */
export async function revokeLandlordAccess(
  db: Db,
  actor: Actor,
  { landlordId }: { landlordId: string },
) {
  const { propertyId } = actor;
  const landlord = await findLandlord(db, { propertyId, id: landlordId });
  if (!landlord) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    await setLandlordUser(tx, { propertyId, landlordId, userId: null });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'landlord',
      entityId: landlordId,
      action: 'revoke_access',
      before: { userId: landlord.userId },
    });
  });
}
