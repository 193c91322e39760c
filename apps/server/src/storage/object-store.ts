import type { Readable } from 'node:stream';

/**
 * Where the product keeps its files — guest documents (`documents/<key>`), suite photos
 * (`photos/<key>/<width>.<format>`) and backup archives (`backups/<name>`): a folder under
 * DATA_DIR, or an S3-compatible bucket. Nothing in it is ever served directly: documents go out
 * through the product's permission checks, photos through its own route.
 */
export interface ObjectStore {
  /** What it is, for the log (no secret). */
  describe(): string;
  /** Writes a new object; an existing key is never overwritten (keys are fresh UUIDs). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Writes a new object from a file on disk, streamed (a backup archive). */
  putFile(key: string, file: string): Promise<void>;
  /** The object's bytes as a stream and its size, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

/** Keys are paths of plain segments: letters, digits, dots, dashes, underscores. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertObjectKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..')) {
    throw new Error('invalid storage key');
  }
  return key;
}
