import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { checkedInStayOf } from '@zamalek/db/queries/check-in-room';
import { endMaintenanceTonight, insertHold } from '@zamalek/db/queries/holds';
import { closeOpenProblemOutOfOrder } from '@zamalek/db/queries/room-problems';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  type RoomStatus,
  roomStatusRefusal,
  type SetRoomStatusInput,
} from '@zamalek/domain/room-status';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { holdWriteError } from '../holds/write-errors';
import { changeRoomStatus } from './room-status-change';

/**
 * Housekeeping marks a room clean or dirty; a supervisor marks it inspected, out of order or back
 * into service (`roomStatusCapability`). Audited, announced live. Two people setting one room at
 * once queue on its row: the last write wins and both are audited. Setting the status a room
 * already has is recorded too (who looked at it last, and when).
 *
 * Out of order takes the room off sale: a maintenance hold from today until the day it is
 * expected back, in the same transaction and under the same occupancy constraint as every stay
 * (so /book, walk-ins, staff bookings and channels stop selling it), never while a guest is
 * checked in to it, never over nights already sold (HOLD_OVERLAPS_STAY); a problem reported in
 * the room closes with it. Back in service, the hold that covers tonight ends today.
 */
export async function setHousekeepingStatus(
  db: Db,
  actor: Actor,
  input: SetRoomStatusInput,
  services: { today: IsoDate },
) {
  const { today } = services;
  const off =
    input.status === 'out_of_order' && input.reason && input.returnOn
      ? { reason: input.reason, fromDate: today, toDate: input.returnOn }
      : null;
  if (off && off.toDate <= today) throw new AppError('RETURN_NOT_AFTER_TODAY');
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        let previous: RoomStatus | null = null;
        const room = await changeRoomStatus(
          tx,
          actor,
          { unitId: input.unitId, status: input.status, action: 'room_status' },
          (from) => {
            previous = from;
            const refusal = roomStatusRefusal(actor, from, input.status);
            return refusal ? new AppError(refusal) : null;
          },
        );
        if (off && previous !== 'out_of_order') {
          if (await checkedInStayOf(tx, { unitId: input.unitId })) {
            throw new AppError('GUEST_IN_ROOM');
          }
          const values = { unitId: input.unitId, kind: 'maintenance' as const, ...off };
          const hold = await insertHold(tx, {
            ...values,
            propertyId: actor.propertyId,
            createdBy: actor.id,
          });
          await recordAudit(tx, {
            propertyId: actor.propertyId,
            actorId: actor.id,
            entity: 'hold',
            entityId: hold.id,
            action: 'out_of_order',
            after: values,
          });
          // A problem reported in the room is taken up by this: closed with the hold made for it.
          await closeOpenProblemOutOfOrder(tx, {
            unitId: input.unitId,
            holdId: hold.id,
            closedBy: actor.id,
          });
        }
        if (previous === 'out_of_order' && input.status !== 'out_of_order') {
          for (const id of await endMaintenanceTonight(tx, { unitId: input.unitId, today })) {
            await recordAudit(tx, {
              propertyId: actor.propertyId,
              actorId: actor.id,
              entity: 'hold',
              entityId: id,
              action: 'back_in_service',
              after: { endedOn: today },
            });
          }
        }
        return room;
      }),
    );
  } catch (error) {
    if (!off) throw error;
    throw await holdWriteError(db, error, {
      values: { unitId: input.unitId, kind: 'maintenance', ...off },
    });
  }
}
