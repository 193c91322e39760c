import { createHash } from 'node:crypto';
import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertIdPhoto, registrationForPhotos } from '@zamalek/db/queries/registration-photos';
import {
  foreignContentIn,
  ID_PHOTO_MAX_SIDE,
  isIdPhotoType,
  MAX_ID_PHOTO_BYTES,
  MAX_ID_PHOTOS,
} from '@zamalek/domain/registrations/id-photos';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentStore } from '../documents/store';
import { AppError, sqlState } from '../errors';

/** A phone camera's photo is under 50 megapixels; more is refused before decoding. */
const MAX_ID_PHOTO_PIXELS = 50_000_000;

export interface IdPhotoInput {
  propertyId: string;
  registrationId: string;
  bytes: Buffer;
  /** At the desk (a member of staff, `actorId`), or by the guest from the registration link. */
  via: 'desk' | 'link';
  actorId?: string | null;
}

/**
 * The photo decoded and drawn again by sharp as a JPEG: turned upright by its EXIF orientation,
 * at most 2000 px on its longest side, without any metadata (sharp writes none unless asked).
 */
async function redrawn(bytes: Buffer): Promise<Buffer> {
  // Loaded on first use: libvips is memory an idle server does not need.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_ID_PHOTO_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
      throw new AppError('ID_PHOTO_TYPE_REFUSED');
    }
    return await image
      .rotate()
      .resize({
        width: ID_PHOTO_MAX_SIDE,
        height: ID_PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ID_PHOTO_UNREADABLE', undefined, { cause: error });
  }
}

/**
 * Keeps a photo of a guest's ID with their registration, from the desk or the guest's link: at
 * most 10 MB, a JPEG, PNG or WebP by its bytes (never its name), refused when it also carries
 * another kind of file, then kept only as sharp draws it again. At most four per registration
 * (the database counts them, so two at once for the last place keep one); the file goes again
 * when its row cannot be written. Audited without anything of the photo but its id.
 */
export async function storeIdPhoto(
  db: Db,
  input: IdPhotoInput,
  services: { documents: DocumentStore },
) {
  const { propertyId, registrationId, bytes, via } = input;
  if (bytes.length > MAX_ID_PHOTO_BYTES) throw new AppError('ID_PHOTO_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('ID_PHOTO_UNREADABLE');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!isIdPhotoType(sniffed?.mime)) throw new AppError('ID_PHOTO_TYPE_REFUSED');
  if (foreignContentIn(bytes) !== null) throw new AppError('ID_PHOTO_POLYGLOT');
  const registration = await registrationForPhotos(db, { propertyId, registrationId });
  if (!registration) throw new AppError('NOT_FOUND');
  if (registration.photos >= MAX_ID_PHOTOS) throw new AppError('ID_PHOTOS_FULL');

  const image = await redrawn(bytes);
  const storageKey = await services.documents.save(image);
  try {
    return await db.transaction(async (tx) => {
      const photo = await insertIdPhoto(tx, {
        propertyId,
        registrationId,
        storageKey,
        sizeBytes: image.length,
        sha256: createHash('sha256').update(image).digest('hex'),
        uploadedVia: via,
      });
      await recordAudit(tx, {
        propertyId,
        actorId: input.actorId ?? null,
        entity: 'registration',
        entityId: registrationId,
        action: 'add_id_photo',
        after: { photoId: photo.id, via },
      });
      return photo;
    });
  } catch (error) {
    await services.documents.remove(storageKey);
    const state = sqlState(error);
    if (state === 'ZL021') throw new AppError('ID_PHOTOS_FULL', undefined, { cause: error });
    // The registration went meanwhile (its stay removed, or erased).
    if (state === '23503') throw new AppError('NOT_FOUND', undefined, { cause: error });
    throw error;
  }
}
