import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findPresentation,
  roomTypeExists,
  upsertPresentation,
} from '@zamalek/db/queries/suite-presentations';
import type { SuitePresentation } from '@zamalek/domain/suite-presentation';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** Saves how the public site presents a room type (all its texts at once), audited. */
export async function savePresentation(db: Db, actor: Actor, input: SuitePresentation) {
  const { unitType } = input;
  if (!(await roomTypeExists(db, { propertyId: actor.propertyId, unitType }))) {
    throw new AppError('NOT_FOUND', 'Room type not found.');
  }
  await db.transaction(async (tx) => {
    const before = await findPresentation(tx, { propertyId: actor.propertyId, unitType });
    await upsertPresentation(tx, { ...input, propertyId: actor.propertyId, updatedBy: actor.id });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'suite_presentation',
      entityId: unitType,
      action: before ? 'update' : 'create',
      before: before ?? null,
      after: input,
    });
  });
  return { unitType };
}
