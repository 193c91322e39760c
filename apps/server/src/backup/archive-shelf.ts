import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStore } from '../storage/object-store';
import { ARCHIVE_NAME } from './make-backup';

/** Where archives are kept: a folder, or `backups/` in the object store. */
export interface ArchiveShelf {
  describe(): string;
  /** The folder an archive is written into before it is shelved. */
  workFolder(): Promise<string>;
  /** Puts a written archive on the shelf; returns where it is now. */
  shelve(file: string): Promise<string>;
  /** The archives on the shelf, oldest first. */
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export function folderShelf(directory: string): ArchiveShelf {
  return {
    describe: () => directory,
    workFolder: async () => directory,
    shelve: async (file) => file,
    names: async () =>
      (await readdir(directory).catch(() => [])).filter((name) => ARCHIVE_NAME.test(name)).sort(),
    remove: (name) => rm(path.join(directory, name), { force: true }),
  };
}

export function objectStoreShelf(objects: ObjectStore): ArchiveShelf {
  return {
    describe: () => `backups/ in ${objects.describe()}`,
    workFolder: () => mkdtemp(path.join(os.tmpdir(), 'zamalek-archive-')),
    async shelve(file) {
      const key = `backups/${path.basename(file)}`;
      try {
        await objects.putFile(key, file);
      } finally {
        await rm(path.dirname(file), { recursive: true, force: true });
      }
      return key;
    },
    async names() {
      const names: string[] = [];
      for await (const { key } of objects.list('backups/')) {
        const name = key.slice('backups/'.length);
        if (ARCHIVE_NAME.test(name)) names.push(name);
      }
      return names.sort();
    },
    remove: (name) => objects.remove([`backups/${name}`]),
  };
}
