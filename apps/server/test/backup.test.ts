import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appliedMigrations, knownMigrations, productTables } from '@zamalek/db/backup';
import { type Db, openPglite } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { seedDemoData } from '@zamalek/db/seed';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { folderShelf } from '../src/backup/archive-shelf';
import { BACKUP_MESSAGES, BackupError, type BackupErrorCode } from '../src/backup/backup-error';
import { runDailyBackup } from '../src/backup/daily-backup';
import { makeBackup } from '../src/backup/make-backup';
import { restoreBackup } from '../src/backup/restore-backup';
import { claimDataDir, DataDirInUseError } from '../src/data-dir-lock';
import { backupDir, parseEnv } from '../src/env';
import { FolderStore } from '../src/storage/folder-store';
import { PDF_BYTES, PNG_BYTES } from './support/files';
import { insertStay } from './support/fixtures';

const KEY = 'correct horse battery staple';
const TODAY = '2026-11-27';
const temporary: string[] = [];
const disposables: TestDatabase[] = [];

function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zamalek-${label}-`));
  temporary.push(dir);
  return dir;
}

function folders(root: string) {
  return { documents: path.join(root, 'documents'), photos: path.join(root, 'photos') };
}

/** Every row of every product table, as sorted JSON lines: two databases equal row for row. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await productTables(db)) {
    const result = await db.execute(
      sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
    );
    rows[table] = executedRows(result)
      .map((row) => String(row.line))
      .sort();
  }
  return rows;
}

/** Every file under a folder, by relative path, as base64. */
function everyFile(root: string): Record<string, string> {
  if (!fs.existsSync(root)) return {};
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(root, entry);
    if (fs.statSync(full).isFile()) files[entry] = fs.readFileSync(full).toString('base64');
  }
  return files;
}

async function codeOf(promise: Promise<unknown>): Promise<BackupErrorCode | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (error instanceof BackupError) return error.code;
    throw error;
  }
}

afterEach(async () => {
  for (const database of disposables.splice(0)) await database.dispose();
});
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(testDrivers)('backup and restore (%s)', (driver) => {
  let source: TestDatabase;
  let sourceRoot = '';
  let archive = '';

  async function blankTarget(options: { migrated?: boolean } = {}) {
    const database = await createTestDatabase(driver, { migrated: options.migrated ?? false });
    disposables.push(database);
    const root = tempDir('target');
    return { database: database.client, files: new FolderStore(root), root };
  }

  beforeAll(async () => {
    source = await createTestDatabase(driver);
    await seedDemoData(source.client.db, {
      hashPassword: async () => 'not-a-real-hash',
      today: TODAY,
    });
    await source.client.db.transaction(async (tx) => {
      for (const action of ['backup_test_a', 'backup_test_b']) {
        await recordAudit(tx, {
          propertyId: null,
          actorId: null,
          entity: 'user',
          entityId: randomUUID(),
          action,
        });
      }
    });
    sourceRoot = tempDir('source');
    const { documents, photos } = folders(sourceRoot);
    fs.mkdirSync(documents, { recursive: true });
    fs.writeFileSync(path.join(documents, randomUUID()), PDF_BYTES);
    fs.writeFileSync(path.join(documents, randomUUID()), PNG_BYTES);
    const photo = path.join(photos, randomUUID());
    fs.mkdirSync(photo, { recursive: true });
    fs.writeFileSync(path.join(photo, '480.webp'), Buffer.from('webp bytes'));
    fs.writeFileSync(path.join(photo, '960.avif'), Buffer.from('avif bytes'));
    ({ file: archive } = await makeBackup(
      { database: source.client, files: new FolderStore(sourceRoot) },
      { directory: tempDir('archives'), passphrase: KEY, now: new Date('2026-11-27T01:30:00Z') },
    ));
  });
  afterAll(async () => {
    await source?.dispose();
  });

  it('restores every table row for row and every file byte for byte into a new database', async () => {
    const target = await blankTarget();
    const manifest = await restoreBackup(archive, KEY, target);

    expect(manifest.schemaVersion).toBe(knownMigrations().length);
    expect(manifest.tables.reservations?.rows).toBeGreaterThan(0);
    expect(Object.keys(manifest.files)).toHaveLength(4);
    const restored = await everyRow(target.database.db);
    expect(restored).toEqual(await everyRow(source.client.db));
    expect(restored.audit_log?.length).toBeGreaterThanOrEqual(2);
    expect(everyFile(folders(target.root).documents)).toEqual(
      everyFile(folders(sourceRoot).documents),
    );
    expect(everyFile(folders(target.root).photos)).toEqual(everyFile(folders(sourceRoot).photos));
    expect(await appliedMigrations(target.database.db)).toBe(knownMigrations().length);

    // The restored database goes on: its sequences continue after the restored ids, and its
    // triggers are awake again (a stay over a restored one is refused).
    await target.database.db.transaction((tx) =>
      recordAudit(tx, {
        propertyId: null,
        actorId: null,
        entity: 'user',
        entityId: randomUUID(),
        action: 'after',
      }),
    );
    const [stay] = executedRows(
      await target.database.db.execute(sql`
        select unit_id, check_in_date::text as check_in, check_out_date::text as check_out
        from reservations where unit_id is not null and status <> 'cancelled' limit 1`),
    );
    await expect(
      insertStay(
        target.database.db,
        String(stay?.unit_id),
        String(stay?.check_in),
        String(stay?.check_out),
      ),
    ).rejects.toThrow();
  });

  it('restores into a database the app has only migrated (its default settings give way)', async () => {
    const target = await blankTarget({ migrated: true });
    await restoreBackup(archive, KEY, target);
    expect(await everyRow(target.database.db)).toEqual(await everyRow(source.client.db));
  });

  it('refuses a wrong key, a damaged or truncated archive and another file, writing nothing', async () => {
    const target = await blankTarget();
    expect(await codeOf(restoreBackup(archive, 'another passphrase entirely', target))).toBe(
      'WRONG_KEY',
    );

    const bytes = fs.readFileSync(archive);
    const truncated = path.join(tempDir('bad'), 'truncated.zsb');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await codeOf(restoreBackup(truncated, KEY, target))).toBe('DAMAGED');

    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    const damaged = path.join(tempDir('bad'), 'damaged.zsb');
    fs.writeFileSync(damaged, flipped);
    expect(await codeOf(restoreBackup(damaged, KEY, target))).toBe('DAMAGED');

    const other = path.join(tempDir('bad'), 'notes.zsb');
    fs.writeFileSync(other, 'not an archive at all, just some text that is long enough to read');
    expect(await codeOf(restoreBackup(other, KEY, target))).toBe('NOT_AN_ARCHIVE');

    expect(await productTables(target.database.db)).toEqual([]);
    expect(everyFile(target.root)).toEqual({});
  });

  it('refuses a target that holds data', async () => {
    const target = await blankTarget();
    await restoreBackup(archive, KEY, target);
    const again = { ...target, files: new FolderStore(tempDir('empty')) };
    expect(await codeOf(restoreBackup(archive, KEY, again))).toBe('NOT_EMPTY');
    const files = { database: (await blankTarget()).database, files: target.files };
    expect(await codeOf(restoreBackup(archive, KEY, files))).toBe('NOT_EMPTY');
  });

  it('refuses an archive made by a newer schema', async () => {
    const newer = await createTestDatabase(driver);
    disposables.push(newer);
    await newer.client.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from a newer version', 0)`,
    );
    const { file } = await makeBackup(
      { database: newer.client, files: new FolderStore(tempDir('newer')) },
      { directory: tempDir('archives'), passphrase: KEY, now: new Date() },
    );
    const target = await blankTarget();
    expect(await codeOf(restoreBackup(file, KEY, target))).toBe('NEWER_SCHEMA');
    expect(await productTables(target.database.db)).toEqual([]);
  });

  it('lands one of two restores racing into the same database, whole', async () => {
    const target = await blankTarget({ migrated: true });
    const results = await Promise.allSettled([
      restoreBackup(archive, KEY, target),
      restoreBackup(archive, KEY, { ...target, files: new FolderStore(tempDir('second')) }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await everyRow(target.database.db)).toEqual(await everyRow(source.client.db));
  });
});

describe('the daily backup', () => {
  it('keeps the newest archives, as many as configured', async () => {
    const database = await createTestDatabase('pglite');
    disposables.push(database);
    const directory = tempDir('daily');
    fs.writeFileSync(path.join(directory, 'keep-me.txt'), 'not an archive');
    const sources = { database: database.client, files: new FolderStore(tempDir('files')) };
    const shelf = folderShelf(directory);
    const made: string[] = [];
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      const now = new Date(`${day}T01:30:00Z`);
      made.push(
        path.basename(
          (await runDailyBackup(sources, { shelf, passphrase: KEY, keep: 2, now })).archive,
        ),
      );
    }
    expect(fs.readdirSync(directory).sort()).toEqual([...made.slice(1), 'keep-me.txt'].sort());
  });
});

describe('backup settings', () => {
  it('take a passphrase of 16 characters or more, and keep two weeks at 03:30 by default', () => {
    expect(() => parseEnv({ BACKUP_KEY: 'short' })).toThrow(
      'BACKUP_KEY: use a passphrase of at least 16 characters',
    );
    const env = parseEnv({ BACKUP_KEY: KEY, DATA_DIR: '/srv/zamalek' });
    expect(env).toMatchObject({ BACKUP_KEY: KEY, BACKUP_KEEP: 14, BACKUP_SCHEDULE: '30 3 * * *' });
    expect(backupDir(env)).toBe(path.join('/srv/zamalek', 'backups'));
    expect(parseEnv({}).BACKUP_KEY).toBeUndefined();
    expect(parseEnv({ BACKUP_KEY: '' }).BACKUP_KEY).toBeUndefined();
  });
});

describe('the embedded database folder', () => {
  it('is held by one process: a live holder is refused, a dead one is taken over', () => {
    const folder = path.join(tempDir('claim'), 'pglite');
    fs.writeFileSync(`${folder}.pid`, String(process.ppid));
    expect(() => claimDataDir(folder)).toThrow(DataDirInUseError);
    fs.writeFileSync(`${folder}.pid`, '2147483646');
    claimDataDir(folder);
    expect(fs.readFileSync(`${folder}.pid`, 'utf8')).toBe(String(process.pid));
  });
});

describe('pnpm backup and pnpm restore', () => {
  const run = promisify(execFile);
  const serverDir = path.resolve(import.meta.dirname, '..');
  const cli = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', INIT_CWD: serverDir, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );

  it('writes an archive of a data directory and restores it into another', async () => {
    const from = tempDir('cli-from');
    const pglite = await openPglite(path.join(from, 'pglite'));
    await pglite.migrate();
    await seedDemoData(pglite.db, { hashPassword: async () => 'not-a-real-hash', today: TODAY });
    const before = await everyRow(pglite.db);
    await pglite.close();
    fs.mkdirSync(path.join(from, 'documents'));
    fs.writeFileSync(path.join(from, 'documents', randomUUID()), PDF_BYTES);

    expect(await cli('backup', [], { DATA_DIR: from, BACKUP_KEY: '' })).toEqual({
      code: 1,
      out: `${BACKUP_MESSAGES.NO_KEY}\n`,
    });
    const archives = tempDir('cli-archives');
    const made = await cli('backup', [archives], { DATA_DIR: from, BACKUP_KEY: KEY });
    expect(made.out).toMatch(/^Backup written: .*zamalek-backup-\d{8}T\d{6}Z\.zsb/);
    const [archive] = fs.readdirSync(archives);
    if (!archive) throw new Error('no archive was written');

    const to = tempDir('cli-to');
    const wrong = await cli('restore', [path.join(archives, archive)], {
      DATA_DIR: to,
      BACKUP_KEY: 'a different passphrase',
    });
    expect(wrong).toEqual({ code: 1, out: `${BACKUP_MESSAGES.WRONG_KEY}\n` });
    const restored = await cli('restore', [path.join(archives, archive)], {
      DATA_DIR: to,
      BACKUP_KEY: KEY,
    });
    expect(restored.out).toMatch(/^Restored the archive of /);
    const reopened = await openPglite(path.join(to, 'pglite'));
    try {
      expect(await everyRow(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
    }
    expect(everyFile(path.join(to, 'documents'))).toEqual(everyFile(path.join(from, 'documents')));
  });
});
