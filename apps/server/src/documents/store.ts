import type { Readable } from 'node:stream';
import type { ObjectStore } from '../storage/object-store';

const KEY = /^[0-9a-f-]{36}$/;

/**
 * Private guest documents under server-generated names (`documents/<key>` in the object store);
 * nothing here is ever served except through the download route's permission checks.
 */
export class DocumentStore {
  constructor(private readonly objects: ObjectStore) {}

  async save(bytes: Buffer): Promise<string> {
    const key = crypto.randomUUID();
    await this.objects.put(objectKey(key), bytes);
    return key;
  }

  /** The document's bytes, or null when its file is gone. */
  async open(key: string): Promise<Readable | null> {
    return (await this.objects.get(objectKey(key)))?.stream ?? null;
  }

  async remove(key: string) {
    await this.objects.remove([objectKey(key)]);
  }
}

function objectKey(key: string) {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return `documents/${key}`;
}
