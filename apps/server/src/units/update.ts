import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findUnit, updateUnit } from '@zamalek/db/queries/units';
import type { UnitUpdate } from '@zamalek/domain/units';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { unitValues } from './values';

/** Saves one unit inside the caller's transaction, before/after audited; `missing` names it when gone. */
export async function saveUnit(tx: Db, actor: Actor, input: UnitUpdate, missing: string) {
  const { id, ...fields } = input;
  const values = await unitValues(tx, actor, fields);
  const before = await findUnit(tx, { propertyId: actor.propertyId, id });
  if (!before) throw new AppError('NOT_FOUND', missing);
  await updateUnit(tx, { propertyId: actor.propertyId, id, values });
  await recordAudit(tx, {
    propertyId: actor.propertyId,
    actorId: actor.id,
    entity: 'unit',
    entityId: id,
    action: 'update',
    before,
    after: { ...values, unitType: fields.unitType },
  });
}

/** Edits one unit, audited. */
export async function editUnit(db: Db, actor: Actor, input: UnitUpdate) {
  await db.transaction((tx) => saveUnit(tx, actor, input, 'Room not found'));
  return { id: input.id };
}
