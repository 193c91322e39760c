import { randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the secret of an address only its holder knows. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a string of a token's shape is looked up; anything else is not found at once. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
