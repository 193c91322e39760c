import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1), as OWASP recommends.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Verifying against a fixed hash when the e-mail is unknown keeps response times alike. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, plain);
}
