import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockHold, updateHold } from '@zamalek/db/queries/holds';
import { findUnit } from '@zamalek/db/queries/units';
import type { IsoDate } from '@zamalek/domain/dates';
import { type HoldUpdate, holdHorizonProblem } from '@zamalek/domain/holds';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';
import { holdValues, holdWriteError } from './write-errors';

const HOLD_NOT_FOUND = 'This hold was removed. Please refresh.';

/**
 * Changes a hold's room, kind, reason or nights on its locked row, audited with the fields
 * changed. New nights are checked by the occupancy constraint like a new hold's.
 */
export async function editHold(
  db: Db,
  actor: Actor,
  input: HoldUpdate,
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
        const hold = await lockHold(tx, { propertyId: actor.propertyId, id: input.id });
        if (!hold) throw new AppError('NOT_FOUND', HOLD_NOT_FOUND);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(values)) {
          const old: unknown = Reflect.get(hold, field);
          if (old === value) continue;
          before[field] = old;
          after[field] = value;
        }
        if (Object.keys(after).length === 0) return { id: input.id, changed: false };
        await updateHold(tx, { propertyId: actor.propertyId, id: input.id, values });
        await recordAudit(tx, {
          propertyId: actor.propertyId,
          actorId: actor.id,
          entity: 'hold',
          entityId: input.id,
          action: 'update',
          before,
          after,
        });
        return { id: input.id, changed: true };
      }),
    );
  } catch (error) {
    throw await holdWriteError(db, error, { id: input.id, values });
  }
}
