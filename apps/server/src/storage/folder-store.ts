import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { systemErrorCode } from '../system-error';
import { assertObjectKey, type ObjectStore } from './object-store';

/** Objects as files under a folder (DATA_DIR by default): `documents/<key>` is a file there. */
export class FolderStore implements ObjectStore {
  constructor(private readonly root: string) {}

  describe() {
    return 'files in DATA_DIR';
  }

  async put(key: string, bytes: Buffer) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  async putFile(key: string, file: string) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target, constants.COPYFILE_EXCL);
  }

  async get(key: string) {
    const file = this.pathOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return { stream: createReadStream(file), size: found.size };
  }

  async remove(keys: readonly string[]) {
    const folders = new Set<string>();
    for (const key of keys) {
      const file = this.pathOf(key);
      await rm(file, { force: true });
      folders.add(path.dirname(file));
    }
    // A photo's folder goes with its last file; the kinds' own folders stay.
    for (const folder of folders) {
      if (path.dirname(folder) === this.root) continue;
      await rmdir(folder).catch(() => undefined);
    }
  }

  async *list(prefix: string) {
    // Only the folder the prefix names is read (DATA_DIR also holds the embedded database).
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? this.pathOf(folder) : this.root;
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (systemErrorCode(error) === 'ENOENT') return [];
        throw error;
      },
    );
    const keys = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)))
      .map((relative) => relative.split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
    for (const key of keys) {
      const { size } = await stat(this.pathOf(key));
      yield { key, size };
    }
  }

  private pathOf(key: string) {
    return path.join(this.root, ...assertObjectKey(key).split('/'));
  }
}
