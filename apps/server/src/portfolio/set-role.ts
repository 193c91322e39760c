import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  accountExists,
  listProperties,
  lockRoleAt,
  setRoleAt,
} from '@zamalek/db/queries/portfolio';
import type { SetPropertyRole } from '@zamalek/domain/portfolio';
import { AppError } from '../errors';

/**
 * An owner gives someone a role at a property, changes it, or takes it away (they keep their
 * account and their roles elsewhere). Their open sessions take the change on their next call.
 * Audited.
 */
export async function setPropertyRole(db: Db, owner: { id: string }, input: SetPropertyRole) {
  const property = (await listProperties(db)).find((row) => row.id === input.propertyId);
  if (!property) throw new AppError('NOT_FOUND', 'Property not found.');
  return db.transaction(async (tx) => {
    if (!(await accountExists(tx, { id: input.userId }))) {
      throw new AppError('NOT_FOUND', 'User not found.');
    }
    const before = await lockRoleAt(tx, input);
    if (before === input.role) return { changed: false };
    await setRoleAt(tx, input);
    await recordAudit(tx, {
      // An account is the organisation's: its entries name no property, the change names it.
      propertyId: null,
      actorId: owner.id,
      entity: 'user',
      entityId: input.userId,
      action: 'role',
      before: { propertyId: property.id, role: before },
      after: { propertyId: property.id, role: input.role },
    });
    return { changed: true };
  });
}
