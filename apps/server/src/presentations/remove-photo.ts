import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deletePhoto } from '@zamalek/db/queries/suite-presentations';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import type { PhotoStore } from './photo-store';

/** Removes a photo: its row (audited), then, once that is committed, its files. */
export async function removePhoto(
  db: Db,
  actor: Actor,
  input: { id: string },
  services: { photos: PhotoStore },
) {
  const photo = await db.transaction(async (tx) => {
    const removed = await deletePhoto(tx, { ...input, propertyId: actor.propertyId });
    if (!removed) throw new AppError('PHOTO_GONE');
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'suite_photo',
      entityId: removed.id,
      action: 'delete',
      before: { roomTypeId: removed.roomTypeId, position: removed.position },
    });
    return removed;
  });
  await services.photos.remove(photo.storageKey);
  return { id: photo.id };
}
