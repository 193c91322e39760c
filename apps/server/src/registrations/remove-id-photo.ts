import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteIdPhoto, lockIdPhoto } from '@zamalek/db/queries/registration-photos';
import type { Actor } from '../actors';
import type { DocumentStore } from '../documents/store';
import { AppError, sqlState } from '../errors';

/**
 * The desk removes a photo of a guest's ID while the registration is not signed (a signed one
 * keeps its photos: the database refuses it too, ZL021). The file goes after the commit.
 */
export async function removeIdPhoto(
  db: Db,
  actor: Actor,
  { photoId }: { photoId: string },
  services: { documents: DocumentStore },
) {
  const { propertyId } = actor;
  const storageKey = await db
    .transaction(async (tx) => {
      const photo = await lockIdPhoto(tx, { propertyId, id: photoId });
      if (!photo) throw new AppError('NOT_FOUND');
      if (photo.signedAt) throw new AppError('REGISTRATION_SIGNED');
      if (!(await deleteIdPhoto(tx, { propertyId, id: photoId }))) throw new AppError('NOT_FOUND');
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'registration',
        entityId: photo.registrationId,
        action: 'remove_id_photo',
        before: { photoId },
      });
      return photo.storageKey;
    })
    .catch((error: unknown) => {
      if (sqlState(error) === 'ZL021') {
        throw new AppError('REGISTRATION_SIGNED', undefined, { cause: error });
      }
      throw error;
    });
  await services.documents.remove(storageKey);
  return { removed: true };
}
