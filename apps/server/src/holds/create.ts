import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertHold } from '@zamalek/db/queries/holds';
import { findUnit } from '@zamalek/db/queries/units';
import type { IsoDate } from '@zamalek/domain/dates';
import { type HoldFields, holdHorizonProblem } from '@zamalek/domain/holds';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { holdValues, holdWriteError } from './write-errors';

/**
 * Blocks a room for the half-open nights [from, to), audited; the unit_holds trigger tells open
 * screens. The occupancy constraint refuses nights a stay or another hold already has
 * (HOLD_OVERLAPS_STAY / HOLD_OVERLAPS_HOLD), also when a booking races it.
 */
export async function createHold(
  db: Db,
  actor: Actor,
  input: HoldFields,
  services: { today: IsoDate },
) {
  const tooFar = holdHorizonProblem(input.from, services.today);
  if (tooFar) throw new AppError('INVALID_STAY', tooFar);
  const values = holdValues(input);
  if (!(await findUnit(db, { propertyId: actor.propertyId, id: values.unitId })))
    throw new AppError('UNIT_GONE');
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
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
          action: 'create',
          after: values,
        });
        return hold;
      }),
    );
  } catch (error) {
    throw await holdWriteError(db, error, { values });
  }
}
