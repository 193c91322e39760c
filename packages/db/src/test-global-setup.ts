import type postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres } from './client';
import {
  databaseUrl,
  dropDatabase,
  isProcessAlive,
  newRunPrefix,
  ownerPid,
  quoteIdentifier,
  TEST_DATABASE_PREFIX,
  withAdminConnection,
} from './testing-postgres';

/**
 * Vitest global setup: when TEST_DATABASE_URL is set, migrate one template database per run, so
 * each test's PostgreSQL database is a cheap `CREATE DATABASE … TEMPLATE` instead of a migration.
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return undefined;
  }

  const runPrefix = newRunPrefix();
  const template = `${runPrefix}_template`;

  await withAdminConnection(serverUrl, async (sql) => {
    await dropLeftoversOfDeadRuns(sql);
    await dropDatabase(sql, template);
    await sql.unsafe(`CREATE DATABASE ${quoteIdentifier(template)}`);
  });

  const client = openPostgres(databaseUrl(serverUrl, template), { max: 1 });
  try {
    await client.migrate();
  } finally {
    await client.close();
  }

  await withAdminConnection(serverUrl, async (sql) => {
    // A template with a connection open cannot be cloned; nothing should connect to it again.
    await sql.unsafe(`ALTER DATABASE ${quoteIdentifier(template)} WITH ALLOW_CONNECTIONS false`);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${template}`;
  });

  project.provide('postgresTemplate', { name: template, runPrefix });

  return async () => {
    await withAdminConnection(serverUrl, (sql) => dropDatabase(sql, template));
  };
}

/** Databases of runs that were killed before their teardown (Ctrl-C, crash). */
async function dropLeftoversOfDeadRuns(sql: postgres.Sql): Promise<void> {
  const rows = await sql<{ datname: string }[]>`
    select datname from pg_database where starts_with(datname, ${TEST_DATABASE_PREFIX})`;
  for (const { datname } of rows) {
    const pid = ownerPid(datname);
    if (pid !== null && !isProcessAlive(pid)) await dropDatabase(sql, datname);
  }
}
