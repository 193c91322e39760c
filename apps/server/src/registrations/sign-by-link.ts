import type { Db } from '@zamalek/db/client';
import type { linkSignatureSchema } from '@zamalek/domain/registrations/link';
import type { z } from 'zod';
import type { DocumentStore } from '../documents/store';
import { linkRegistration } from './registration-link-access';
import { signGuestRegistration } from './sign-registration';

/** A guest signs a registration of their own stay on their phone, from its link. */
export async function signByLink(
  db: Db,
  input: z.infer<typeof linkSignatureSchema>,
  { now, documents }: { now: Date; documents: DocumentStore },
) {
  const { propertyId, registrationId } = await linkRegistration(db, { ...input, now });
  await signGuestRegistration(
    db,
    { propertyId, id: null, via: 'link' },
    { registrationId, signature: input.signature },
    { documents },
  );
}
