import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { setUnitPublicName } from '@zamalek/db/queries/suite-presentations';
import { findUnit } from '@zamalek/db/queries/units';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** Gives one room its own public name over its type's (blank: the type's again), audited. */
export async function setPublicName(
  db: Db,
  actor: Actor,
  input: { unitId: string; publicName: string | null; publicNameAr: string | null },
) {
  const { unitId, ...names } = input;
  await db.transaction(async (tx) => {
    const before = await findUnit(tx, { propertyId: actor.propertyId, id: unitId });
    if (!before) throw new AppError('NOT_FOUND', 'Room not found');
    await setUnitPublicName(tx, { propertyId: actor.propertyId, id: unitId, ...names });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'unit',
      entityId: unitId,
      action: 'update',
      before: { publicName: before.publicName, publicNameAr: before.publicNameAr },
      after: names,
    });
  });
  return { id: unitId };
}
