import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { backupDir, type Env } from '../env';
import { ARCHIVE_NAME, type BackupSources, makeBackup } from './make-backup';

export const BACKUP_JOB = 'daily-backup';

/**
 * The daily job: one archive, then the oldest beyond `keep` are deleted (names sort by when they
 * were made). Archives of other names in the folder are left alone.
 */
export async function runDailyBackup(
  sources: BackupSources,
  options: { directory: string; passphrase: string; keep: number; now: Date },
): Promise<{ file: string; deleted: string[] }> {
  const { file } = await makeBackup(sources, options);
  const archives = (await readdir(options.directory)).filter((name) => ARCHIVE_NAME.test(name));
  const deleted = archives.sort().slice(0, Math.max(0, archives.length - options.keep));
  for (const name of deleted) await rm(path.join(options.directory, name), { force: true });
  return { file, deleted };
}

/** The daily backup job's schedule and run, or none without a backup key. */
export function dailyBackup(
  env: Env,
  sources: BackupSources,
  clock: () => Date,
  log: { info(details: object, message: string): void },
) {
  const passphrase = env.BACKUP_KEY;
  if (!passphrase) return undefined;
  return {
    schedule: env.BACKUP_SCHEDULE,
    run: async () => {
      const options = {
        directory: backupDir(env),
        passphrase,
        keep: env.BACKUP_KEEP,
        now: clock(),
      };
      const { file, deleted } = await runDailyBackup(sources, options);
      log.info({ archive: path.basename(file), deleted: deleted.length }, 'backup written');
    },
  };
}
