import { backupDir, type Env } from '../env';
import type { ObjectStore } from '../storage/object-store';
import { type ArchiveShelf, folderShelf, objectStoreShelf } from './archive-shelf';
import { type BackupSources, makeBackup } from './make-backup';

export const BACKUP_JOB = 'daily-backup';

/** Archives go to the bucket when there is one (backups/), else to BACKUP_DIR. */
export function backupShelf(env: Env, objects: ObjectStore): ArchiveShelf {
  return env.S3_BUCKET ? objectStoreShelf(objects) : folderShelf(backupDir(env));
}

/** One archive, put on the shelf; then the oldest beyond `keep` are deleted. */
export async function runDailyBackup(
  sources: BackupSources,
  options: { shelf: ArchiveShelf; passphrase: string; keep: number; now: Date },
): Promise<{ archive: string; deleted: string[] }> {
  const { file } = await makeBackup(sources, {
    directory: await options.shelf.workFolder(),
    passphrase: options.passphrase,
    now: options.now,
  });
  const archive = await options.shelf.shelve(file);
  const names = await options.shelf.names();
  const deleted = names.slice(0, Math.max(0, names.length - options.keep));
  for (const name of deleted) await options.shelf.remove(name);
  return { archive, deleted };
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
  const shelf = backupShelf(env, sources.files);
  return {
    schedule: env.BACKUP_SCHEDULE,
    run: async () => {
      const options = { shelf, passphrase, keep: env.BACKUP_KEEP, now: clock() };
      const { archive, deleted } = await runDailyBackup(sources, options);
      log.info({ archive: archive.split('/').at(-1), deleted: deleted.length }, 'backup written');
    },
  };
}
