import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteRateSeason, lockRateSeason } from '@zamalek/db/queries/rate-seasons';
import type { Actor } from '../actors';

/**
 * Removes a season: its nights fall back to the next season or the base rate. Idempotent: a
 * season already gone succeeds without a second audit entry.
 */
export async function deleteSeason(db: Db, actor: Actor, { id }: { id: string }) {
  const removed = await db.transaction(async (tx) => {
    const season = await lockRateSeason(tx, { propertyId: actor.propertyId, id });
    if (!season || !(await deleteRateSeason(tx, { propertyId: actor.propertyId, id })))
      return false;
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'rate_season',
      entityId: id,
      action: 'delete',
      before: season,
    });
    return true;
  });
  return { removed };
}
