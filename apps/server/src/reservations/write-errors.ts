import type { Db } from '@zamalek/db/client';
import { findUnit } from '@zamalek/db/queries/units';
import { AppError, sqlState } from '../errors';

/** Maps the database's refusals of a reservation write to the spec's create-error catalogue. */
export function reservationWriteError(error: unknown): unknown {
  switch (sqlState(error)) {
    case '23P01':
      return new AppError('ROOM_TAKEN');
    case '23503':
      return new AppError('UNIT_GONE');
    default:
      return error;
  }
}

/** The unit staff book a stay in: it must exist and not be under maintenance. */
export async function bookableUnit(db: Db, unitId: string) {
  const unit = await findUnit(db, { id: unitId });
  if (!unit) throw new AppError('UNIT_GONE');
  if (unit.status === 'maintenance') throw new AppError('ROOM_UNDER_MAINTENANCE');
  return unit;
}
