import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoFormat } from '@zamalek/domain/suite-presentation';
import type { PhotoFile } from './photo-pipeline';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Public suite photos on local disk, beside the private documents but apart from them: one
 * folder per photo under a server-generated key, one file per size and format
 * (`<key>/960.avif`). A photo's files never change, so they are served with immutable caching.
 */
export class PhotoStore {
  constructor(private readonly directory: string) {}

  async save(files: readonly PhotoFile[]): Promise<string> {
    const key = crypto.randomUUID();
    const folder = this.folderOf(key);
    await mkdir(folder, { recursive: true });
    try {
      await Promise.all(
        files.map((file) =>
          writeFile(path.join(folder, fileName(file.width, file.format)), file.bytes, {
            flag: 'wx',
          }),
        ),
      );
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return key;
  }

  /** The stream and size of one file, or null when there is no such photo or size. */
  async open(key: string, width: number, format: PhotoFormat) {
    if (!KEY.test(key)) return null;
    const file = path.join(this.folderOf(key), fileName(width, format));
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return { stream: createReadStream(file), size: found.size };
  }

  async remove(key: string) {
    await rm(this.folderOf(key), { recursive: true, force: true });
  }

  private folderOf(key: string) {
    if (!KEY.test(key)) throw new Error('invalid photo key');
    return path.join(this.directory, key);
  }
}

function fileName(width: number, format: PhotoFormat) {
  return `${Math.trunc(width)}.${format}`;
}
