import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './backup-error';

/**
 * An archive on disk: a header, the AES-256-GCM ciphertext of the gzipped tar, and GCM's tag.
 * The key is derived from the operator's passphrase (BACKUP_KEY) with scrypt and a salt of its
 * own; a check value in the header tells a wrong key from a damaged archive.
 *
 *   "ZSBK" 0x01 | salt (16) | iv (12) | key check (32) | ciphertext … | tag (16)
 */
const MAGIC = Buffer.from('ZSBK\x01', 'latin1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + CHECK_BYTES;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function keyCheck(key: Buffer): Buffer {
  return createHmac('sha256', key).update('zamalek backup key check').digest();
}

/**
 * Compresses and encrypts `plain` into a new file (never over an existing one), readable by its
 * owner only.
 */
export async function sealArchive(file: string, plain: AsyncIterable<unknown>, passphrase: string) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await deriveKey(passphrase, salt);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  await pipeline(
    plain,
    createGzip(),
    cipher,
    async function* framed(chunks: AsyncIterable<Buffer>) {
      yield Buffer.concat([MAGIC, salt, iv, keyCheck(key)]);
      for await (const chunk of chunks) yield chunk;
      yield cipher.getAuthTag();
    },
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
}

/**
 * Decrypts and decompresses an archive into `plain`. Refuses a wrong key before reading further,
 * and a damaged or truncated archive when its tag does not verify — after `plain` has seen the
 * text, so whoever reads it must not act on it until this resolves.
 */
export async function openArchive(
  file: string,
  passphrase: string,
  plain: (chunks: AsyncIterable<Buffer>) => Promise<void>,
) {
  const { size } = await stat(file);
  const handle = await open(file, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, Math.min(HEADER_BYTES, size), 0);
    if (size >= HEADER_BYTES + TAG_BYTES) {
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    }
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError('NOT_AN_ARCHIVE');
  if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError('DAMAGED');
  const saltAt = MAGIC.length;
  const ivAt = saltAt + SALT_BYTES;
  const checkAt = ivAt + IV_BYTES;
  const salt = header.subarray(saltAt, ivAt);
  const iv = header.subarray(ivAt, checkAt);
  const check = header.subarray(checkAt, checkAt + CHECK_BYTES);
  const key = await deriveKey(passphrase, salt);
  if (!timingSafeEqual(keyCheck(key), check)) throw new BackupError('WRONG_KEY');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createGunzip(),
      plain,
    );
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('DAMAGED', { cause: error });
  }
}
