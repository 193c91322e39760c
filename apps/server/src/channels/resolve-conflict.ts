import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { resolveConflict } from '@zamalek/db/queries/channel-feeds';
import { announceChange } from '@zamalek/db/queries/live';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * Marks a conflict handled (staff moved a stay or closed the dates on the channel). If the
 * channel still has the event on nights now free, the next poll imports it.
 */
export async function resolveChannelConflict(
  db: Db,
  actor: Actor,
  input: { conflictId: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await resolveConflict(tx, {
      propertyId: actor.propertyId,
      id: input.conflictId,
      now,
      resolvedBy: actor.id,
    });
    if (!row) throw new AppError('CONFLICT_GONE');
    await announceChange(tx, {
      entity: 'channel_conflicts',
      id: row.id,
      op: 'UPDATE',
      property: actor.propertyId,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'channel_conflict',
      entityId: row.id,
      action: 'resolve',
    });
  });
}
