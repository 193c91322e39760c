import type { Db } from '@zamalek/db/client';
import type { RateSeasonValues } from '@zamalek/db/queries/rate-seasons';
import { unitsOfType } from '@zamalek/db/queries/rate-seasons';
import type { SeasonFields } from '@zamalek/domain/pricing/rate-forms';
import { AppError, sqlState } from '../errors';

/** What a season's write sets, from the shared schema's fields (dollars already cents). */
export function seasonValues(input: SeasonFields): RateSeasonValues {
  return {
    name: input.name,
    unitType: input.unitType,
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

/** A season prices a room type some room has, or one room of that type. */
export async function checkSeasonTarget(
  db: Db,
  { propertyId, unitType, unitId }: { propertyId: string; unitType: string; unitId: string | null },
) {
  const rooms = await unitsOfType(db, { propertyId, unitType });
  if (rooms.length === 0) throw new AppError('UNIT_TYPE_UNKNOWN');
  if (unitId !== null && !rooms.some((room) => room.id === unitId)) {
    throw new AppError('UNIT_NOT_OF_TYPE');
  }
}

/** A room removed between the check and the write (its foreign key) reads as gone. */
export function seasonWriteError(error: unknown): unknown {
  return sqlState(error) === '23503' ? new AppError('UNIT_GONE') : error;
}
