import { mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migratedPgliteDataDir } from './client';
import { isProcessAlive } from './testing-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Set by the global setup: where the run's migrated PGlite data directory (a tarball) is kept.
     * The first test that needs it makes it; every PGlite test database starts from it.
     */
    pgliteTemplate: string | null;
  }
}

const DIR_PREFIX = 'zamalek-test-pglite-';

/** A directory for this run's template; the returned function removes it. */
export async function pgliteTemplateDir(): Promise<{ file: string; remove(): Promise<void> }> {
  await removeLeftoversOfDeadRuns();
  const dir = await mkdtemp(path.join(tmpdir(), `${DIR_PREFIX}${process.pid}-`));
  return {
    file: path.join(dir, 'migrated.tar'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Templates of runs that were killed before their teardown (Ctrl-C, crash): ~40 MB each. */
async function removeLeftoversOfDeadRuns(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(/^zamalek-test-pglite-(\d+)-/.exec(name)?.[1]);
    if (pid && !isProcessAlive(pid)) {
      await rm(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

let loaded: { file: string; tarball: Promise<Blob> } | undefined;

/**
 * The template's tarball, read once per worker. Made on first use rather than in the global
 * setup, so a run without PGlite tests (the web's, say) does not pay for it: one worker makes it
 * under a lock file holding its pid, the others wait for it.
 */
export function pgliteTemplate(file: string): Promise<Blob> {
  if (loaded?.file !== file) loaded = { file, tarball: readOrMake(file) };
  return loaded.tarball;
}

async function readOrMake(file: string): Promise<Blob> {
  const lock = `${file}.lock`;
  for (;;) {
    const existing = await readIfThere(file);
    if (existing) return existing;
    const handle = await open(lock, 'wx').catch((error: unknown) => {
      if (errorCode(error) === 'EEXIST') return null;
      throw error;
    });
    if (handle) {
      try {
        await handle.writeFile(String(process.pid));
        // Another worker may have finished between the read and the lock.
        const made = (await readIfThere(file)) ?? (await make(file));
        return made;
      } finally {
        await handle.close();
        await rm(lock, { force: true });
      }
    }
    const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
    // A worker killed while making it leaves its lock behind.
    if (holder && !isProcessAlive(holder)) await rm(lock, { force: true });
    await sleep(100);
  }
}

async function make(file: string): Promise<Blob> {
  const tarball = await migratedPgliteDataDir();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
  await rename(partial, file);
  return tarball;
}

async function readIfThere(file: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
