import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  lockStayForMove,
  recordStayMove,
  type StayMoveChanges,
} from '@zamalek/db/queries/stay-move';
import type { IsoDate } from '@zamalek/domain/dates';
import { staffCheckInHorizonProblem } from '@zamalek/domain/staff-stay';
import { isSameStay, type MoveTarget, moveRefusal, type StayMove } from '@zamalek/domain/stay-move';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { movedStayMoney } from './move-pricing';
import { bookableUnit, reservationWriteError } from './write-errors';

/**
 * Moves a stay to another room and/or other dates, or extends or shortens it, on its locked row:
 * its money priced again (move-pricing.ts); audited with the fields
 * changed. The exclusion constraint decides whether the nights are free (ROOM_TAKEN otherwise).
 * A move to where the stay already is writes nothing and answers `moved: false` (a repeated
 * Confirm is harmless). The reservations trigger tells open screens.
 */
export async function moveReservation(
  db: Db,
  actor: Actor,
  input: StayMove,
  services: { today: IsoDate },
) {
  const tooFar = staffCheckInHorizonProblem(input.checkIn, services.today);
  if (tooFar) throw new AppError('INVALID_STAY', tooFar);
  const target: MoveTarget = {
    unitId: input.unitId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
  };
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const stay = await lockStayForMove(tx, { propertyId: actor.propertyId, id: input.id });
        if (!stay) throw new AppError('NOT_FOUND', 'Reservation not found');
        const refusal = moveRefusal(stay, target);
        if (refusal) throw new AppError(refusal);
        if (isSameStay(stay, target)) return { id: input.id, moved: false };
        await bookableUnit(tx, actor.propertyId, target.unitId);

        const { changes: money } = await movedStayMoney(tx, stay, target);
        const changes: StayMoveChanges = {
          unitId: target.unitId,
          checkInDate: target.checkIn,
          checkOutDate: target.checkOut,
          ...money,
        };
        await recordStayMove(tx, { id: input.id, changes });
        const changed = changedFields(stay, changes);
        await recordAudit(tx, {
          propertyId: actor.propertyId,
          actorId: actor.id,
          entity: 'reservation',
          entityId: input.id,
          action: 'move',
          before: changed.before,
          after: changed.after,
        });
        return { id: input.id, moved: true };
      }),
    );
  } catch (error) {
    throw reservationWriteError(error);
  }
}

/** The fields a move changes, as they were and as they are now. */
function changedFields(stay: Record<string, unknown>, changes: StayMoveChanges) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (stay[field] === value) continue;
    before[field] = stay[field] ?? null;
    after[field] = value;
  }
  return { before, after };
}
