import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertRoomProblem } from '@zamalek/db/queries/room-problems';
import { findUnit } from '@zamalek/db/queries/units';
import type { ReportRoomProblem } from '@zamalek/domain/room-problems';
import type { Actor } from '../actors';
import { AppError, sqlState } from '../errors';

/**
 * A housekeeper reports a problem in a room from the board. One report is open per room (the
 * database's index): a second one, or two phones sending at once, get "already reported" and the
 * board shows the first. Audited without the words (they go to the report, not to the log).
 */
export async function reportRoomProblem(db: Db, actor: Actor, input: ReportRoomProblem) {
  try {
    return await db.transaction(async (tx) => {
      // Another building's room is not found, before its open report could say otherwise.
      if (!(await findUnit(tx, { propertyId: actor.propertyId, id: input.unitId }))) {
        throw new AppError('NOT_FOUND', 'Room not found');
      }
      const row = await insertRoomProblem(tx, {
        ...input,
        propertyId: actor.propertyId,
        reportedBy: actor.id,
      });
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'unit',
        entityId: input.unitId,
        action: 'problem_reported',
        after: { problemId: row.id },
      });
      return { id: row.id };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('PROBLEM_ALREADY_REPORTED');
    if (sqlState(error) === '23503') throw new AppError('NOT_FOUND', 'Room not found');
    throw error;
  }
}
