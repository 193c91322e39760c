import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { idPhotoKeysPastRetention } from '@zamalek/db/queries/registration-photos';
import { eraseExpiredRegistrations } from '@zamalek/db/queries/registrations';
import type { DocumentStore } from '../documents/store';
import { removeRegistrationFiles } from './registration-files';

/**
 * Registrations are kept as long as the property says after departure, then erased with their
 * signatures' and ID photos' files (rows first, so no row points at a missing file; the photos'
 * rows go with their registrations). Each property's erasure is in its audit log, by count.
 * Safe to repeat.
 */
export async function eraseRegistrationsPastRetention(db: Db, documents: DocumentStore) {
  // One transaction: its now() is the erasure's, so the photos read are those of the
  // registrations erased, and no photo is added to them in between (they are locked).
  const { signatureKeys, photoKeys, perProperty } = await db.transaction(async (tx) => {
    const photoKeys = await idPhotoKeysPastRetention(tx);
    return { ...(await eraseExpiredRegistrations(tx)), photoKeys };
  });
  await removeRegistrationFiles(documents, [...signatureKeys, ...photoKeys]);
  for (const [propertyId, count] of perProperty) {
    await recordAudit(db, {
      propertyId,
      actorId: null,
      entity: 'registrations',
      entityId: propertyId,
      action: 'erase_after_retention',
      after: { count },
    });
  }
  return [...perProperty.values()].reduce((total, count) => total + count, 0);
}
