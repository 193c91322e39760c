import type { Db } from '@zamalek/db/client';
import { registrationsOf } from '@zamalek/db/queries/registrations';
import type { linkSignatureSchema } from '@zamalek/domain/registrations/link';
import type { z } from 'zod';
import type { DocumentStore } from '../documents/store';
import { AppError } from '../errors';
import { enterRegistrationLink } from './registration-link-access';
import { signGuestRegistration } from './sign-registration';

/** A guest signs a registration of their own stay on their phone, from its link. */
export async function signByLink(
  db: Db,
  input: z.infer<typeof linkSignatureSchema>,
  { now, documents }: { now: Date; documents: DocumentStore },
) {
  const link = await enterRegistrationLink(db, { ...input, now });
  const { propertyId, reservationId } = link;
  const registration = (await registrationsOf(db, { propertyId, reservationId })).find(
    (entry) => entry.guestNo === input.guestNo,
  );
  if (!registration) throw new AppError('REGISTRATION_INCOMPLETE');
  await signGuestRegistration(
    db,
    { propertyId, id: null, via: 'link' },
    { registrationId: registration.id, signature: input.signature },
    { documents },
  );
}
