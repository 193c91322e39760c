import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockRoomTypePhotos, setPhotoOrder } from '@zamalek/db/queries/suite-presentations';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * Puts a room type's photos in the given order; the first becomes the cover. Every id must be
 * one of the type's photos (a photo removed meanwhile refuses the whole order).
 */
export async function orderPhotos(
  db: Db,
  actor: Actor,
  input: { unitType: string; photoIds: string[] },
) {
  if (new Set(input.photoIds).size !== input.photoIds.length) throw new AppError('INVALID_ROW');
  await db.transaction(async (tx) => {
    const scoped = { ...input, propertyId: actor.propertyId };
    await lockRoomTypePhotos(tx, scoped);
    const moved = await setPhotoOrder(tx, scoped);
    if (moved !== input.photoIds.length) throw new AppError('PHOTO_GONE');
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'suite_presentation',
      entityId: input.unitType,
      action: 'order_photos',
      after: { photoIds: input.photoIds },
    });
  });
  return { unitType: input.unitType };
}
