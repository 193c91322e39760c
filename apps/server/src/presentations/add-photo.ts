import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  countPhotos,
  insertPhoto,
  lockRoomTypePhotos,
  roomTypeExists,
} from '@zamalek/db/queries/suite-presentations';
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
  input: { unitType: string; bytes: Buffer },
  services: { photos: PhotoStore },
) {
  const { unitType } = input;
  if (!(await roomTypeExists(db, { propertyId: actor.propertyId, unitType })))
    throw new AppError('NOT_FOUND', 'Room type not found.');
  if ((await countPhotos(db, { propertyId: actor.propertyId, unitType })) >= MAX_PHOTOS_PER_TYPE) {
    throw new AppError('TOO_MANY_PHOTOS');
  }
  const processed = await processPhoto(input.bytes);
  const storageKey = await services.photos.save(processed.files);
  try {
    return await db.transaction(async (tx) => {
      await lockRoomTypePhotos(tx, { propertyId: actor.propertyId, unitType });
      if (
        (await countPhotos(tx, { propertyId: actor.propertyId, unitType })) >= MAX_PHOTOS_PER_TYPE
      ) {
        throw new AppError('TOO_MANY_PHOTOS');
      }
      const photo = await insertPhoto(tx, {
        propertyId: actor.propertyId,
        unitType,
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
        after: { unitType, widths: processed.widths, width: photo.width, height: photo.height },
      });
      return photo;
    });
  } catch (error) {
    await services.photos.remove(storageKey);
    throw error;
  }
}
