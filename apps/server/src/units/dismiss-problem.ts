import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { closeRoomProblem } from '@zamalek/db/queries/room-problems';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * A supervisor closes a report without taking the room out of order (fixed on the spot, or not a
 * problem). Only an open report closes: the second of two supervisors gets PROBLEM_NOT_OPEN.
 */
export async function dismissRoomProblem(db: Db, actor: Actor, { id }: { id: string }) {
  return db.transaction(async (tx) => {
    const closed = await closeRoomProblem(tx, {
      propertyId: actor.propertyId,
      id,
      closedBy: actor.id,
    });
    if (!closed) throw new AppError('PROBLEM_NOT_OPEN');
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'unit',
      entityId: closed.unitId,
      action: 'problem_dismissed',
      after: { problemId: id },
    });
    return closed;
  });
}
