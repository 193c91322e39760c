import type { Db } from '@zamalek/db/client';
import { findUnit } from '@zamalek/db/queries/units';
import { AppError, sqlConstraint, sqlState } from '../errors';

/** The exclusion constraint over stays and holds together (migration 0008). */
const OCCUPANCY_CONSTRAINT = 'unit_occupancy_no_overlap';
/** One checked-in stay per room (migration 0018). */
const IN_HOUSE_CONSTRAINT = 'reservations_one_in_house_per_unit';

/**
 * Maps the database's refusals of a reservation write to the spec's create-error catalogue, and
 * a second party checked in to one room to `ROOM_OCCUPIED`. A
 * stay in the way fails on `reservations_no_overlap` (checked as the row is written, before the
 * occupancy trigger runs), so the one occupancy constraint refusing a stay means a hold is there.
 */
export function reservationWriteError(error: unknown): unknown {
  switch (sqlState(error)) {
    case '23P01':
      return new AppError(
        sqlConstraint(error) === OCCUPANCY_CONSTRAINT ? 'ROOM_HELD' : 'ROOM_TAKEN',
      );
    case '23503':
      return new AppError('UNIT_GONE');
    case '23505':
      return sqlConstraint(error) === IN_HOUSE_CONSTRAINT ? new AppError('ROOM_OCCUPIED') : error;
    default:
      return error;
  }
}

/** Whether a write was refused because another stay or a hold has those nights. */
export function isNightsRefusal(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'ROOM_TAKEN' || error.code === 'ROOM_HELD');
}

/** The unit staff book a stay in: it must exist and not be under maintenance. */
export async function bookableUnit(db: Db, propertyId: string, unitId: string) {
  const unit = await findUnit(db, { propertyId, id: unitId });
  if (!unit) throw new AppError('UNIT_GONE');
  if (unit.status === 'maintenance') throw new AppError('ROOM_UNDER_MAINTENANCE');
  return unit;
}
