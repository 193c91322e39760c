import type { Db } from '@zamalek/db/client';
import { registrationsOf } from '@zamalek/db/queries/registrations';
import type { LinkAccess } from '@zamalek/domain/registrations/link';
import type { DocumentStore } from '../documents/store';
import { AppError } from '../errors';
import { enterRegistrationLink } from './registration-link-access';
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
  const link = await enterRegistrationLink(db, { ...input, now });
  const { propertyId, reservationId } = link;
  const registration = (await registrationsOf(db, { propertyId, reservationId })).find(
    (entry) => entry.guestNo === input.guestNo,
  );
  if (!registration) throw new AppError('REGISTRATION_INCOMPLETE');
  const photo = await storeIdPhoto(
    db,
    { propertyId, registrationId: registration.id, bytes: input.bytes, via: 'link', actorId: null },
    { documents },
  );
  return { id: photo.id };
}
