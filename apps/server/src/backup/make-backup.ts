import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dumpTables, knownMigrations } from '@zamalek/db/backup';
import type { DatabaseClient } from '@zamalek/db/client';
import tar from 'tar-stream';
import type { ObjectStore } from '../storage/object-store';
import { sealArchive } from './archive-cipher';
import { FILE_KINDS, fileEntry, MANIFEST_ENTRY, type Manifest, tableEntry } from './manifest';

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
  /** Where the documents and photos are (their keys start with the kind: `documents/…`). */
  files: ObjectStore;
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
      tables[table] =
        rows > 0 ? { rows, ...(await checksumOf(createReadStream(staged))) } : { rows, ...EMPTY };
    }
    const files: Manifest['files'] = {};
    const keysByEntry = new Map<string, string>();
    for (const kind of FILE_KINDS) {
      for await (const { key } of sources.files.list(`${kind}/`)) {
        const found = await sources.files.get(key);
        if (!found) continue;
        files[fileEntry(key)] = await checksumOf(found.stream);
        keysByEntry.set(fileEntry(key), key);
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
      for (const [entry, key] of keysByEntry) {
        const found = await sources.files.get(key);
        // A file deleted since it was listed: the archive cannot match its manifest.
        if (!found) throw new Error('a file went away while the backup was written');
        await pipeline(
          found.stream,
          pack.entry({ name: entry, size: files[entry]?.bytes, mode: 0o600 }),
        );
      }
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

async function checksumOf(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
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
