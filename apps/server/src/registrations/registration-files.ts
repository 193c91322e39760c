import type { Db } from '@zamalek/db/client';
import { registrationFileKeys } from '@zamalek/db/queries/registration-photos';
import type { DocumentStore } from '../documents/store';

/**
 * The files of some registrations of a property (their signatures and ID photos), to be read
 * before the registrations are erased, in the erasure's transaction, and removed after its commit
 * with `removeRegistrationFiles`.
 */
export function filesOfRegistrations(
  db: Db,
  scope: { propertyId: string; registrationIds: readonly string[] },
) {
  return registrationFileKeys(db, scope);
}

/**
 * Removes erased registrations' files from the document store. Each is tried: one that cannot
 * be removed now leaves the others removed (a file without its row is never served). Returns how
 * many could not be removed.
 */
export async function removeRegistrationFiles(documents: DocumentStore, keys: readonly string[]) {
  const results = await Promise.allSettled(keys.map((key) => documents.remove(key)));
  return results.filter((result) => result.status === 'rejected').length;
}
