import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockRoomType } from '@zamalek/db/queries/room-types';
import { setPhotoOrder } from '@zamalek/db/queries/suite-presentations';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * Puts a room type's photos in the given order; the first becomes the cover. Every id must be
 * one of the type's photos (a photo removed meanwhile refuses the whole order).
 */
export async function orderPhotos(
  db: Db,
  actor: Actor,
  input: { roomTypeId: string; photoIds: string[] },
) {
  if (new Set(input.photoIds).size !== input.photoIds.length) throw new AppError('INVALID_ROW');
  await db.transaction(async (tx) => {
    const scoped = { ...input, propertyId: actor.propertyId };
    if (!(await lockRoomType(tx, { propertyId: actor.propertyId, id: input.roomTypeId }))) {
      throw new AppError('ROOM_TYPE_GONE');
    }
    const moved = await setPhotoOrder(tx, scoped);
    if (moved !== input.photoIds.length) throw new AppError('PHOTO_GONE');
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'room_type',
      entityId: input.roomTypeId,
      action: 'order_photos',
      after: { photoIds: input.photoIds },
    });
  });
  return { roomTypeId: input.roomTypeId };
}
