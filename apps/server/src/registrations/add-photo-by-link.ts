import type { Db } from '@zamalek/db/client';
import type { LinkAccess } from '@zamalek/domain/registrations/link';
import type { DocumentStore } from '../documents/store';
import { linkRegistration } from './registration-link-access';
import { storeIdPhoto } from './store-id-photo';

/**
 * A guest adds a photo of their ID from the registration link, to the registration of their
 * place in the stay (filled in first), kept as the desk's photos are.
 */
export async function addPhotoByLink(
  db: Db,
  input: LinkAccess & { guestNo: number; bytes: Buffer },
  { now, documents }: { now: Date; documents: DocumentStore },
) {
  const { propertyId, registrationId } = await linkRegistration(db, { ...input, now });
  const photo = await storeIdPhoto(
    db,
    { propertyId, registrationId, bytes: input.bytes, via: 'link', actorId: null },
    { documents },
  );
  return { id: photo.id };
}
