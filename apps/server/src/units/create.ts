import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertUnit } from '@zamalek/db/queries/units';
import type { UnitFields } from '@zamalek/domain/units';
import type { Actor } from '../actors';
import { unitValues } from './values';

/** Adds a unit, audited. */
export async function createUnit(db: Db, actor: Actor, input: UnitFields) {
  return db.transaction(async (tx) => {
    const values = await unitValues(tx, actor, input);
    const unit = await insertUnit(tx, { ...values, propertyId: actor.propertyId });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'unit',
      entityId: unit.id,
      action: 'create',
      after: { ...values, unitType: input.unitType },
    });
    return unit;
  });
}
