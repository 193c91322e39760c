import fs from 'node:fs';
import path from 'node:path';
import { systemErrorCode } from './system-error';

/** Another process has the embedded database open: PGlite allows one at a time. */
export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(
      `Another process (pid ${pid}) has this data directory's embedded database open. Stop it first: the embedded database allows one process at a time.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return systemErrorCode(error) === 'EPERM';
  }
}

/**
 * Claims the embedded database's folder for this process (`<folder>.pid`), so a second server, a
 * backup or a restore never opens it beside a running one. A claim left by a process that died
 * is taken over. Released when the process exits.
 */
export function claimDataDir(folder: string): void {
  const file = `${folder}.pid`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (systemErrorCode(error) !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (holder === process.pid) return;
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  process.once('exit', () => {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
  });
}
