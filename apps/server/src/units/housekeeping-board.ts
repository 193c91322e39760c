import type { Db } from '@zamalek/db/client';
import { housekeepingBoard } from '@zamalek/db/queries/room-status';
import type { IsoDate } from '@zamalek/domain/dates';
import { can } from '@zamalek/domain/roles';
import { roomReady, roomStatusChoices } from '@zamalek/domain/room-status';
import type { Actor } from '../actors';

/**
 * The housekeeping board: every room with today's departure, arrival and stay-over, whether it is
 * ready for a guest, the problem reported in it, and the statuses this actor may give it with one
 * tap.
 */
export async function housekeepingBoardFor(db: Db, actor: Actor, services: { today: IsoDate }) {
  const rooms = await housekeepingBoard(db, {
    propertyId: actor.propertyId,
    today: services.today,
  });
  return {
    today: services.today,
    /** Supervisors take a reported problem up (out of order) or dismiss it. */
    mayHandleProblems: can(actor, 'rooms.inspect'),
    rooms: rooms.map(
      ({ problemId, problemDescription, problemReportedAt, problemReportedByName, ...room }) => ({
        ...room,
        /** The problem a housekeeper reported in the room, open until a supervisor deals with it. */
        problem:
          problemId && problemDescription && problemReportedAt
            ? {
                id: problemId,
                description: problemDescription,
                reportedAt: problemReportedAt,
                reportedByName: problemReportedByName,
              }
            : null,
        ready: roomReady(room.roomStatus),
        /** An arrival expected today waits for this room while it is not ready. */
        arrivalWaiting: room.arrivalStatus === 'confirmed' && !roomReady(room.roomStatus),
        choices: roomStatusChoices(actor, room.roomStatus),
      }),
    ),
  };
}
