import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  appliedMigrations,
  DatabaseNotBlankError,
  isDatabaseBlank,
  knownMigrations,
  loadTables,
  migrationsFolderUpTo,
} from '@zamalek/db/backup';
import type { DatabaseClient } from '@zamalek/db/client';
import tar from 'tar-stream';
import type { ObjectStore } from '../storage/object-store';
import { openArchive } from './archive-cipher';
import { BackupError } from './backup-error';
import {
  FILE_KINDS,
  isKnownEntry,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  tableEntry,
} from './manifest';

const LINES_PER_READ = 1_000;

export interface RestoreTarget {
  database: DatabaseClient;
  /** Where the documents and photos go (the bucket, or DATA_DIR). */
  files: ObjectStore;
}

/**
 * Restores an archive into an empty database and an object store without documents or photos. Nothing is written to the
 * target before the whole archive has been decrypted, its tag verified and every entry matched
 * against the manifest; the tables then load in one transaction at the archive's schema, and
 * the migrations that came after it run on top.
 */
export async function restoreBackup(
  archive: string,
  passphrase: string,
  target: RestoreTarget,
): Promise<Manifest> {
  if (!(await isDatabaseBlank(target.database.db))) throw new BackupError('NOT_EMPTY');
  for (const kind of FILE_KINDS) {
    for await (const _ of target.files.list(`${kind}/`)) throw new BackupError('NOT_EMPTY');
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'zamalek-restore-'));
  try {
    const manifest = await unpack(archive, passphrase, staging);
    if (manifest.schemaVersion > knownMigrations().length) throw new BackupError('NEWER_SCHEMA');
    // A database already past the archive's schema would take its rows without the data
    // migrations in between.
    if ((await appliedMigrations(target.database.db)) > manifest.schemaVersion) {
      throw new BackupError('NOT_EMPTY');
    }

    const atArchiveSchema = migrationsFolderUpTo(manifest.schemaVersion);
    try {
      await target.database.migrate(atArchiveSchema);
    } finally {
      await rm(atArchiveSchema, { recursive: true, force: true });
    }
    const loaded = await loadTables(target.database.db, (table) =>
      linesOf(path.join(staging, tableEntry(table)), manifest.tables[table]?.rows ?? 0),
    ).catch((error: unknown) => {
      throw error instanceof DatabaseNotBlankError ? new BackupError('NOT_EMPTY') : error;
    });
    for (const [table, { rows }] of Object.entries(manifest.tables)) {
      if (loaded[table] !== rows) throw new BackupError('DAMAGED');
    }
    await target.database.migrate();

    for (const entry of Object.keys(manifest.files)) {
      const key = entry.slice('files/'.length);
      await target.files.putFile(key, path.join(staging, entry));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Decrypts the archive into `staging`, entry by entry, hashing as it writes; resolves with the
 * manifest once the tag verified and every entry is the one the manifest lists.
 */
async function unpack(archive: string, passphrase: string, staging: string): Promise<Manifest> {
  const extract = tar.extract();
  const written = new Map<string, { bytes: number; sha256: string }>();
  const reading = openArchive(archive, passphrase, async (chunks) => {
    for await (const chunk of chunks) {
      if (!extract.write(chunk))
        await new Promise<void>((resolve) => extract.once('drain', resolve));
    }
    extract.end(undefined);
  });
  // A wrong key or a damaged archive ends the reading: the entries stop there too.
  reading.catch((error: unknown) => extract.destroy(error instanceof Error ? error : undefined));
  const consuming = (async () => {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !isKnownEntry(name) || written.has(name)) {
        throw new BackupError('DAMAGED');
      }
      const destination = path.join(staging, name);
      await mkdir(path.dirname(destination), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        entry,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(destination, { flags: 'wx', mode: 0o600 }),
      );
      written.set(name, { bytes, sha256: hash.digest('hex') });
    }
  })();
  const [read, consumed] = await Promise.allSettled([reading, consuming]);
  if (read.status === 'rejected') throw read.reason;
  if (consumed.status === 'rejected') {
    if (consumed.reason instanceof BackupError) throw consumed.reason;
    throw new BackupError('DAMAGED', { cause: consumed.reason });
  }

  const parsed = manifestSchema.safeParse(
    await readFile(path.join(staging, MANIFEST_ENTRY), 'utf8')
      .then((text): unknown => JSON.parse(text))
      .catch(() => null),
  );
  if (!parsed.success) throw new BackupError('DAMAGED');
  const manifest = parsed.data;
  const expected = new Map<string, { bytes: number; sha256: string }>(
    Object.entries(manifest.files),
  );
  for (const [table, { rows, bytes, sha256 }] of Object.entries(manifest.tables)) {
    if (rows > 0) expected.set(tableEntry(table), { bytes, sha256 });
  }
  written.delete(MANIFEST_ENTRY);
  if (written.size !== expected.size) throw new BackupError('DAMAGED');
  for (const [name, sum] of expected) {
    const found = written.get(name);
    if (found?.bytes !== sum.bytes || found.sha256 !== sum.sha256) {
      throw new BackupError('DAMAGED');
    }
  }
  return manifest;
}

/** A staged table's rows, a thousand lines at a time (none when the table was empty). */
async function* linesOf(file: string, rows: number): AsyncIterable<string[]> {
  if (rows === 0) return;
  let batch: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === LINES_PER_READ) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
