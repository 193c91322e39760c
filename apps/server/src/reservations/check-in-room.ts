import type { Db } from '@zamalek/db/client';
import { readyRoomsOfType, roomForCheckIn } from '@zamalek/db/queries/check-in-room';
import { findReservation } from '@zamalek/db/queries/reservations';
import { AppError } from '../errors';

/**
 * What the desk is shown when a check-in is refused for its room: the room's state, the guests
 * still checked in to it (their check-out is the way out), and the free, ready rooms of the same
 * type the guests could be given instead.
 */
export async function checkInRoomOptions(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const stay = await findReservation(db, { propertyId, id });
  if (!stay) throw new AppError('NOT_FOUND', 'Reservation not found');
  const room = stay.unitId
    ? await roomForCheckIn(db, { propertyId, unitId: stay.unitId, stayId: id })
    : undefined;
  const alternatives = room
    ? await readyRoomsOfType(db, {
        propertyId,
        roomTypeId: room.roomTypeId,
        stay: { from: stay.checkInDate, to: stay.checkOutDate },
        stayId: id,
      })
    : [];
  return {
    room: room ? { id: room.id, name: room.name, roomStatus: room.roomStatus } : null,
    occupant: room?.occupant ?? null,
    alternatives: alternatives.filter((unit) => unit.id !== room?.id),
  };
}
