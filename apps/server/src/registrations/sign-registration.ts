import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  currentHouseRules,
  lockRegistration,
  signRegistration,
} from '@zamalek/db/queries/registrations';
import {
  missingFacts,
  SIGNATURE_MAX_BYTES,
  type SignatureInput,
} from '@zamalek/domain/registrations/registration';
import type { DocumentStore } from '../documents/store';
import { AppError } from '../errors';
import type { RegistrationAuthor } from './registration-author';

/** A signature pad's drawing is small; anything larger is not one. */
const MAX_SIGNATURE_PIXELS = 2000 * 1000;

/**
 * The pad's PNG, decoded and drawn again by sharp: only its pixels are kept (a file that is not a
 * PNG, or hides anything else, is refused or left behind).
 */
async function cleanSignature(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > SIGNATURE_MAX_BYTES) {
    throw new AppError('SIGNATURE_UNREADABLE');
  }
  // Loaded on first use, as for photos: libvips is memory an idle server does not need.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== 'png') throw new AppError('SIGNATURE_UNREADABLE');
    return await image.png().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SIGNATURE_UNREADABLE', undefined, { cause: error });
  }
}

/**
 * A guest signs their registration and the house rules in force, on the desk's tablet or on
 * their own phone from the registration link: once, only when it is complete. The signature is kept in the private document store;
 * two signing at once sign once (the other's drawing is removed).
 */
export async function signGuestRegistration(
  db: Db,
  actor: RegistrationAuthor,
  input: SignatureInput,
  services: { documents: DocumentStore },
) {
  const { propertyId, via } = actor;
  const image = await cleanSignature(input.signature);
  const signatureKey = await services.documents.save(image);
  try {
    await db.transaction(async (tx) => {
      const registration = await lockRegistration(tx, { propertyId, id: input.registrationId });
      if (!registration) throw new AppError('NOT_FOUND');
      if (registration.signedAt) throw new AppError('REGISTRATION_SIGNED');
      const missing = missingFacts(registration);
      if (missing.length > 0) {
        throw new AppError('REGISTRATION_INCOMPLETE', `Fill in the ${missing.join(', ')} first.`);
      }
      const rules = await currentHouseRules(tx, { propertyId });
      if (!rules) throw new AppError('NOT_FOUND');
      const signed = await signRegistration(tx, {
        propertyId,
        id: registration.id,
        rulesVersion: rules.version,
        signatureKey,
        signedVia: via,
      });
      if (!signed) throw new AppError('REGISTRATION_SIGNED');
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'registration',
        entityId: registration.id,
        action: 'sign',
        after: { rulesVersion: rules.version, via },
      });
    });
  } catch (error) {
    await services.documents.remove(signatureKey);
    throw error;
  }
}
