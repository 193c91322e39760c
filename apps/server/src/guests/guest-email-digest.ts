import { createHash } from 'node:crypto';

/**
 * How the audit log names a guest's data request: the SHA-256 of the lower-cased address, so
 * requests about one guest can be told apart and matched without the log holding the address.
 */
export function guestEmailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
