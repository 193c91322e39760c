import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Private document storage on local disk under server-generated names; nothing here is ever
 * served statically. Swap for object storage by keeping this interface.
 */
export class DocumentStore {
  constructor(private readonly directory: string) {}

  async save(bytes: Buffer): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const key = crypto.randomUUID();
    await writeFile(this.pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  open(key: string) {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string) {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.directory, key);
  }
}
