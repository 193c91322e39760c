import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { dumpTables, knownMigrations } from '@zamalek/db/backup';
import type { DatabaseClient } from '@zamalek/db/client';
import tar from 'tar-stream';
import { systemErrorCode } from '../system-error';
import { sealArchive } from './archive-cipher';
import {
  FILE_KINDS,
  type FileFolders,
  fileEntry,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from './manifest';

/** `zamalek-backup-20261127T033000Z.zsb`: archives sort by when they were made. */
export const ARCHIVE_NAME = /^zamalek-backup-\d{8}T\d{6}Z\.zsb$/;

function archiveName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `zamalek-backup-${stamp}.zsb`;
}

export interface BackupSources {
  database: DatabaseClient;
  folders: FileFolders;
}

/**
 * Writes one encrypted archive of the database, the documents and the photos into `directory`:
 * the tables are dumped from one snapshot, every entry is listed with its checksum in the
 * manifest, and the file appears under its final name only once it is whole.
 */
export async function makeBackup(
  sources: BackupSources,
  options: { directory: string; passphrase: string; now: Date },
): Promise<{ file: string; manifest: Manifest }> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'zamalek-backup-'));
  try {
    const dumped = await dumpTables(sources.database.db, (table, lines) =>
      appendFile(path.join(staging, `${table}.ndjson`), `${lines.join('\n')}\n`, { mode: 0o600 }),
    );
    const tables: Manifest['tables'] = {};
    for (const [table, rows] of Object.entries(dumped.rows)) {
      const staged = path.join(staging, `${table}.ndjson`);
      tables[table] = rows > 0 ? { rows, ...(await checksumOf(staged)) } : { rows, ...EMPTY };
    }
    const files: Manifest['files'] = {};
    const sourcesByEntry = new Map<string, string>();
    for (const kind of FILE_KINDS) {
      for (const relative of await filesUnder(sources.folders[kind])) {
        const source = path.join(sources.folders[kind], relative);
        files[fileEntry(kind, relative)] = await checksumOf(source);
        sourcesByEntry.set(fileEntry(kind, relative), source);
      }
    }
    const migrations = knownMigrations();
    const manifest: Manifest = {
      product: 'zamalek-suites',
      format: 1,
      createdAt: options.now.toISOString(),
      schemaVersion: dumped.schemaVersion,
      lastMigration: migrations[dumped.schemaVersion - 1] ?? null,
      driver: sources.database.driver,
      tables,
      files,
    };

    await mkdir(options.directory, { recursive: true });
    const file = path.join(options.directory, archiveName(options.now));
    const partial = `${file}.partial`;
    const pack = tar.pack();
    const sealing = sealArchive(partial, pack, options.passphrase);
    try {
      await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const [table, { rows }] of Object.entries(tables)) {
        if (rows > 0) {
          await addFile(pack, tableEntry(table), path.join(staging, `${table}.ndjson`));
        }
      }
      for (const [entry, source] of sourcesByEntry) await addFile(pack, entry, source);
      pack.finalize();
    } catch (error) {
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
      await sealing.catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    await sealing.catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What the manifest says of a table with no rows (no entry is written for it). */
const EMPTY = { bytes: 0, sha256: createHash('sha256').digest('hex') };

async function checksumOf(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every file under a folder, as paths relative to it (none when it does not exist yet). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if (systemErrorCode(error) === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

function addEntry(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function addFile(pack: tar.Pack, name: string, source: string): Promise<void> {
  const { size } = await stat(source);
  await pipeline(createReadStream(source), pack.entry({ name, size, mode: 0o600 }));
}
