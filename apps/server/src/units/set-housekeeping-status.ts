import type { Db } from '@zamalek/db/client';
import { roomStatusRefusal, type SetRoomStatusInput } from '@zamalek/domain/room-status';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { changeRoomStatus } from './room-status-change';

/**
 * Housekeeping marks a room clean or dirty; a supervisor marks it inspected, out of order or back
 * into service (`roomStatusCapability`). Audited, announced live. Two people setting one room at
 * once queue on its row: the last write wins and both are audited. Setting the status a room
 * already has is recorded too (who looked at it last, and when).
 */
export async function setHousekeepingStatus(db: Db, actor: Actor, input: SetRoomStatusInput) {
  return db.transaction((tx) =>
    changeRoomStatus(
      tx,
      actor,
      { unitId: input.unitId, status: input.status, action: 'room_status' },
      (from) => {
        const refusal = roomStatusRefusal(actor, from, input.status);
        return refusal ? new AppError(refusal) : null;
      },
    ),
  );
}
