import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockRoomType, updateRoomType } from '@zamalek/db/queries/room-types';
import type { SuitePresentation } from '@zamalek/domain/suite-presentation';
import { keysOf } from '@zamalek/domain/type-guards';
import type { Actor } from '../actors';
import { AppError, sqlState } from '../errors';

/**
 * Saves a room type's name as staff know it and how the public site presents it (all its texts
 * at once), audited with what changed. Renaming never touches its rooms, seasons or photos: they
 * point at the type, not at its name.
 */
export async function savePresentation(db: Db, actor: Actor, input: SuitePresentation) {
  const { roomTypeId, ...values } = input;
  try {
    await db.transaction(async (tx) => {
      const before = await lockRoomType(tx, { propertyId: actor.propertyId, id: roomTypeId });
      if (!before) throw new AppError('ROOM_TYPE_GONE');
      await updateRoomType(tx, {
        propertyId: actor.propertyId,
        id: roomTypeId,
        changes: { ...values, updatedBy: actor.id },
      });
      const same = (key: keyof typeof values) =>
        JSON.stringify(before[key]) === JSON.stringify(values[key]);
      const changed = keysOf(values).filter((key) => !same(key));
      if (changed.length === 0) return;
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'room_type',
        entityId: roomTypeId,
        action: 'update',
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, values[key]])),
      });
    });
  } catch (error) {
    throw sqlState(error) === '23505' ? new AppError('ROOM_TYPE_CODE_TAKEN') : error;
  }
  return { roomTypeId };
}
