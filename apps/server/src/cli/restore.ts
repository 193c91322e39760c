import path from 'node:path';
import { BackupError } from '../backup/backup-error';
import { restoreBackup } from '../backup/restore-backup';
import { DataDirInUseError } from '../data-dir-lock';
import { openConfiguredDatabase } from '../database';
import { objectStore, parseEnv } from '../env';

/**
 * `pnpm restore <archive>`: restores an archive into an empty data directory (DATA_DIR) or an
 * empty PostgreSQL database (DATABASE_URL), with BACKUP_KEY. Start the server afterwards.
 */
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const passphrase = env.BACKUP_KEY;
const archive = process.argv[2];
if (!archive) {
  console.error('Usage: pnpm restore <archive>');
  process.exit(2);
}
try {
  if (!passphrase) throw new BackupError('NO_KEY');
  const database = await openConfiguredDatabase(env);
  try {
    const file = path.resolve(env.INIT_CWD ?? process.cwd(), archive);
    const manifest = await restoreBackup(file, passphrase, { database, files: objectStore(env) });
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored the archive of ${manifest.createdAt}: ${rows} rows, ${Object.keys(manifest.files).length} files (schema ${manifest.schemaVersion}, now up to date).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
