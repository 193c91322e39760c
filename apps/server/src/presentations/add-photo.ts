import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findRoomType, lockRoomType } from '@zamalek/db/queries/room-types';
import { countPhotos, insertPhoto } from '@zamalek/db/queries/suite-presentations';
import { MAX_PHOTOS_PER_TYPE } from '@zamalek/domain/suite-presentation';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { processPhoto } from './photo-pipeline';
import type { PhotoStore } from './photo-store';

/**
 * Adds a photo to a room type's gallery, after its others (the first is the cover). The upload
 * is checked and resized before any transaction starts; the files are removed again if the row
 * cannot be written.
 */
export async function addPhoto(
  db: Db,
  actor: Actor,
  input: { roomTypeId: string; bytes: Buffer },
  services: { photos: PhotoStore },
) {
  const type = { propertyId: actor.propertyId, roomTypeId: input.roomTypeId };
  if (!(await findRoomType(db, { propertyId: actor.propertyId, id: input.roomTypeId })))
    throw new AppError('ROOM_TYPE_GONE');
  if ((await countPhotos(db, type)) >= MAX_PHOTOS_PER_TYPE) {
    throw new AppError('TOO_MANY_PHOTOS');
  }
  const processed = await processPhoto(input.bytes);
  const storageKey = await services.photos.save(processed.files);
  try {
    return await db.transaction(async (tx) => {
      // Serialises the type's photo writes: the count and the position hold until commit.
      if (!(await lockRoomType(tx, { propertyId: actor.propertyId, id: input.roomTypeId }))) {
        throw new AppError('ROOM_TYPE_GONE');
      }
      if ((await countPhotos(tx, type)) >= MAX_PHOTOS_PER_TYPE)
        throw new AppError('TOO_MANY_PHOTOS');
      const photo = await insertPhoto(tx, {
        ...type,
        storageKey,
        width: processed.width,
        height: processed.height,
        widths: processed.widths,
        uploadedBy: actor.id,
      });
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'suite_photo',
        entityId: photo.id,
        action: 'create',
        after: {
          roomTypeId: input.roomTypeId,
          widths: processed.widths,
          width: photo.width,
          height: photo.height,
        },
      });
      return photo;
    });
  } catch (error) {
    await services.photos.remove(storageKey);
    throw error;
  }
}
