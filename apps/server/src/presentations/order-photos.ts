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
    await lockRoomTypePhotos(tx, input);
    const moved = await setPhotoOrder(tx, input);
    if (moved !== input.photoIds.length) throw new AppError('PHOTO_GONE');
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'suite_presentation',
      entityId: input.unitType,
      action: 'order_photos',
      after: { photoIds: input.photoIds },
    });
  });
  return { unitType: input.unitType };
}
