import type { Db } from '@zamalek/db/client';
import type { HoldValues } from '@zamalek/db/queries/holds';
import { occupantsOf } from '@zamalek/db/queries/occupancy';
import { AppError, sqlState } from '../errors';

/** What a hold's write sets, from the shared schema's fields. */
export function holdValues(input: {
  unitId: string;
  kind: HoldValues['kind'];
  reason: string;
  from: string;
  to: string;
}): HoldValues {
  return {
    unitId: input.unitId,
    kind: input.kind,
    reason: input.reason,
    fromDate: input.from,
    toDate: input.to,
  };
}

/**
 * Maps the database's refusal of a hold's write to a code. A refusal by the one occupancy
 * constraint (23P01) says which kind of occupant is in the way: read after the failed transaction,
 * when a racing winner has committed (the loser only fails once the winner's row is final).
 */
export async function holdWriteError(
  db: Db,
  error: unknown,
  hold: { id?: string; values: HoldValues },
): Promise<unknown> {
  switch (sqlState(error)) {
    case '23P01': {
      const occupants = await occupantsOf(db, {
        unitId: hold.values.unitId,
        range: { from: hold.values.fromDate, to: hold.values.toDate },
      });
      return occupants.stays.length > 0 || occupants.holds.every((id) => id === hold.id)
        ? new AppError('HOLD_OVERLAPS_STAY')
        : new AppError('HOLD_OVERLAPS_HOLD');
    }
    case '23503':
      return new AppError('UNIT_GONE');
    default:
      return error;
  }
}
