import path from 'node:path';
import { folderShelf } from '../backup/archive-shelf';
import { BackupError } from '../backup/backup-error';
import { backupShelf } from '../backup/daily-backup';
import { makeBackup } from '../backup/make-backup';
import { DataDirInUseError } from '../data-dir-lock';
import { openConfiguredDatabase } from '../database';
import { objectStore, parseEnv } from '../env';

/**
 * `pnpm backup [folder]`: one encrypted archive of the database, documents and photos, in the
 * folder given, or where the daily backup puts them (the bucket's backups/, or BACKUP_DIR). On PostgreSQL it runs beside the server; the embedded database
 * allows one process, so there the server's own daily backup does it, or the server is stopped.
 */
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const passphrase = env.BACKUP_KEY;
const target = process.argv[2];
try {
  if (!passphrase) throw new BackupError('NO_KEY');
  const database = await openConfiguredDatabase(env);
  try {
    const files = objectStore(env);
    const shelf = target
      ? folderShelf(path.resolve(env.INIT_CWD ?? process.cwd(), target))
      : backupShelf(env, files);
    const written = await makeBackup(
      { database, files },
      { directory: await shelf.workFolder(), passphrase, now: new Date() },
    );
    const file = await shelf.shelve(written.file);
    const { manifest } = written;
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written: ${file}\n  schema ${manifest.schemaVersion}, ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.files).length} files`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
