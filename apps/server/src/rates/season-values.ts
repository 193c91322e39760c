import type { Db } from '@zamalek/db/client';
import type { RateSeasonValues } from '@zamalek/db/queries/rate-seasons';
import { unitsOfType } from '@zamalek/db/queries/rate-seasons';
import { findRoomType } from '@zamalek/db/queries/room-types';
import type { SeasonFields } from '@zamalek/domain/pricing/rate-forms';
import { AppError, sqlState } from '../errors';

/** What a season's write sets, from the shared schema's fields (dollars already cents). */
export function seasonValues(input: SeasonFields): RateSeasonValues {
  return {
    name: input.name,
    roomTypeId: input.roomTypeId,
    unitId: input.unitId,
    startDate: input.startDate,
    endDate: input.endDate,
    nightlyCents: input.nightly,
    weekendCents: input.weekend,
    minStay: input.minStay,
    maxStay: input.maxStay,
    closedToArrival: input.closedToArrival,
    closedToDeparture: input.closedToDeparture,
  };
}

/** A season prices a room type of the property, or one room of that type. */
export async function checkSeasonTarget(
  db: Db,
  {
    propertyId,
    roomTypeId,
    unitId,
  }: { propertyId: string; roomTypeId: string; unitId: string | null },
) {
  if (!(await findRoomType(db, { propertyId, id: roomTypeId })))
    throw new AppError('ROOM_TYPE_GONE');
  const rooms = await unitsOfType(db, { propertyId, roomTypeId });
  if (unitId !== null && !rooms.some((room) => room.id === unitId)) {
    throw new AppError('UNIT_NOT_OF_TYPE');
  }
}

/** A room removed between the check and the write (its foreign key) reads as gone. */
export function seasonWriteError(error: unknown): unknown {
  return sqlState(error) === '23503' ? new AppError('UNIT_GONE') : error;
}
