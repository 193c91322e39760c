import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findRepackMove,
  markRepackUndone,
  moveConfirmedStay,
} from '@zamalek/db/queries/channex-bookings';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { reservationWriteError } from '../reservations/write-errors';

/**
 * Moves a stay moved for a channel booking back to its room — while that room is free on its
 * nights (else ROOM_TAKEN or ROOM_HELD, nothing written) and the stay is still where the move put
 * it and not yet arrived (else REPACK_NOT_UNDOABLE).
 */
export async function undoRepackMove(db: Db, actor: Actor, { id }: { id: number }) {
  const { propertyId } = actor;
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const move = await findRepackMove(tx, { propertyId, id });
        if (!move) throw new AppError('REPACK_NOT_UNDOABLE');
        const moved = await moveConfirmedStay(tx, {
          propertyId,
          id: move.reservationId,
          fromUnitId: move.toUnitId,
          toUnitId: move.fromUnitId,
        });
        if (!moved) throw new AppError('REPACK_NOT_UNDOABLE');
        await markRepackUndone(tx, { propertyId, id });
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'reservation',
          entityId: move.reservationId,
          action: 'undo_repack_move',
          before: { unitId: move.toUnitId },
          after: { unitId: move.fromUnitId },
        });
      }),
    );
  } catch (error) {
    throw reservationWriteError(error);
  }
}
