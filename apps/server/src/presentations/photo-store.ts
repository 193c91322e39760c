import type { PhotoFormat } from '@zamalek/domain/suite-presentation';
import type { ObjectStore } from '../storage/object-store';
import type { PhotoFile } from './photo-pipeline';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Public suite photos in the object store, apart from the private documents: one folder per photo
 * under a server-generated key, one file per size and format (`photos/<key>/960.avif`). A
 * photo's files never change, so they are served with immutable caching.
 */
export class PhotoStore {
  constructor(private readonly objects: ObjectStore) {}

  async save(files: readonly PhotoFile[]): Promise<string> {
    const key = crypto.randomUUID();
    try {
      await Promise.all(
        files.map((file) => this.objects.put(fileKey(key, file.width, file.format), file.bytes)),
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
    return this.objects.get(fileKey(key, width, format));
  }

  async remove(key: string) {
    const keys: string[] = [];
    for await (const object of this.objects.list(`${folderOf(key)}/`)) keys.push(object.key);
    await this.objects.remove(keys);
  }
}

function folderOf(key: string) {
  if (!KEY.test(key)) throw new Error('invalid photo key');
  return `photos/${key}`;
}

function fileKey(key: string, width: number, format: PhotoFormat) {
  return `${folderOf(key)}/${Math.trunc(width)}.${format}`;
}
