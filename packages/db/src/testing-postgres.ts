import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Every database the test harness creates is named `zamalek_test_<pid>_<run>…`, where `<pid>` is the
 * Vitest main process. Runs of several people against one server never share a name, and a later
 * run can tell which leftovers belong to a run that no longer exists.
 */
export const TEST_DATABASE_PREFIX = 'zamalek_test_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the global setup when TEST_DATABASE_URL is set: what every test database is cloned from. */
    postgresTemplate: { name: string; runPrefix: string } | null;
  }
}

export function newRunPrefix(): string {
  return `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
}

export function uniqueDatabaseName(runPrefix: string): string {
  return `${runPrefix}_${randomBytes(5).toString('hex')}`;
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs `work` on a connection to the server in TEST_DATABASE_URL, then closes it. */
export async function withAdminConnection<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  // Tests that kill connections must not take their own admin connection down with an 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
}

/** Pid of the Vitest process that created a harness database, or null for other names. */
export function ownerPid(database: string): number | null {
  const match = /^zamalek_test_(\d+)_/.exec(database);
  return match?.[1] ? Number(match[1]) : null;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
