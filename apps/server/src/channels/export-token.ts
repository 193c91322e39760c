import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the secret part of a room's export URL. */
export function newExportToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a string of the token's shape is looked up; anything else is not found at once. */
export const EXPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function exportTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
