import type { Db } from '@zamalek/db/client';
import { housekeepingBoard } from '@zamalek/db/queries/room-status';
import type { IsoDate } from '@zamalek/domain/dates';
import { roomReady, roomStatusChoices } from '@zamalek/domain/room-status';
import type { Actor } from '../actors';

/**
 * The housekeeping board: every room with today's departure, arrival and stay-over, whether it is
 * ready for a guest, and the statuses this actor may give it with one tap.
 */
export async function housekeepingBoardFor(db: Db, actor: Actor, services: { today: IsoDate }) {
  const rooms = await housekeepingBoard(db, { today: services.today });
  return {
    today: services.today,
    rooms: rooms.map((room) => ({
      ...room,
      ready: roomReady(room.roomStatus),
      /** An arrival expected today waits for this room while it is not ready. */
      arrivalWaiting: room.arrivalStatus === 'confirmed' && !roomReady(room.roomStatus),
      choices: roomStatusChoices(actor, room.roomStatus),
    })),
  };
}
