import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { eraseExpiredRegistrations } from '@zamalek/db/queries/registrations';
import type { DocumentStore } from '../documents/store';

/**
 * Registrations are kept as long as the property says after departure, then erased with their
 * signatures' files (rows first, so no row points at a missing file). Each property's erasure is
 * in its audit log, by count. Safe to repeat.
 */
export async function eraseRegistrationsPastRetention(db: Db, documents: DocumentStore) {
  const { signatureKeys, perProperty } = await eraseExpiredRegistrations(db);
  await Promise.all(signatureKeys.map((key) => documents.remove(key)));
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
