import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteHold, lockHold } from '@zamalek/db/queries/holds';
import type { Actor } from '../actors';

/**
 * Removes a hold, audited; its nights are free again at once. Idempotent like deleting a stay:
 * a hold already gone succeeds without a second audit entry.
 */
export async function removeHold(db: Db, actor: Actor, { id }: { id: string }) {
  const removed = await db.transaction(async (tx) => {
    const hold = await lockHold(tx, { propertyId: actor.propertyId, id });
    if (!hold || !(await deleteHold(tx, { propertyId: actor.propertyId, id }))) return false;
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'hold',
      entityId: id,
      action: 'delete',
      before: hold,
    });
    return true;
  });
  return { removed };
}
