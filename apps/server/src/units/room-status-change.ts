import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockRoomStatus, writeRoomStatus } from '@zamalek/db/queries/room-status';
import type { RoomStatus } from '@zamalek/domain/room-status';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * Records a room's status inside the caller's transaction: the unit's row locked, the status
 * written with when and by whom, audited as `action` with before and after. `allow` may refuse
 * (a code) after seeing the current status. The units trigger tells open screens.
 */
export async function changeRoomStatus(
  tx: Db,
  actor: Actor,
  { unitId, status, action }: { unitId: string; status: RoomStatus; action: string },
  allow: (from: RoomStatus) => AppError | null = () => null,
) {
  const before = await lockRoomStatus(tx, { propertyId: actor.propertyId, unitId });
  if (!before) throw new AppError('NOT_FOUND', 'Room not found');
  const refusal = allow(before.roomStatus);
  if (refusal) throw refusal;
  const written = await writeRoomStatus(tx, { unitId, status, actorId: actor.id });
  await recordAudit(tx, {
    propertyId: actor.propertyId,
    actorId: actor.id,
    entity: 'unit',
    entityId: unitId,
    action,
    before: { roomStatus: before.roomStatus },
    after: { roomStatus: status },
  });
  return { id: unitId, name: before.name, roomStatus: status, roomStatusAt: written?.roomStatusAt };
}
