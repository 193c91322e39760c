import path from 'node:path';
import { BackupError } from '../backup/backup-error';
import { makeBackup } from '../backup/make-backup';
import { DataDirInUseError } from '../data-dir-lock';
import { openConfiguredDatabase } from '../database';
import { backupDir, fileFolders, parseEnv } from '../env';

/**
 * `pnpm backup [folder]`: one encrypted archive of the database, documents and photos, in the
 * folder given or BACKUP_DIR. On PostgreSQL it runs beside the server; the embedded database
 * allows one process, so there the server's own daily backup does it, or the server is stopped.
 */
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const passphrase = env.BACKUP_KEY;
const target = process.argv[2];
try {
  if (!passphrase) throw new BackupError('NO_KEY');
  const database = await openConfiguredDatabase(env);
  try {
    const directory = target ? path.resolve(env.INIT_CWD ?? process.cwd(), target) : backupDir(env);
    const { file, manifest } = await makeBackup(
      { database, folders: fileFolders(env) },
      { directory, passphrase, now: new Date() },
    );
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
