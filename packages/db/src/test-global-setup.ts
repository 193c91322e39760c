import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from './client';
import { pgliteTemplateDir } from './testing-pglite';
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
 * Vitest global setup: one migrated template database per run, so each test's database is a copy
 * of it instead of a migration: a PGlite data directory loaded from a tarball (testing-pglite.ts),
 * and, when TEST_DATABASE_URL is set, a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await pgliteTemplateDir();
  project.provide('pgliteTemplate', pglite.file);
  const postgres = await setUpPostgresTemplate(project, process.env.TEST_DATABASE_URL);
  return async () => {
    await Promise.all([pglite.remove(), postgres?.()]);
  };
}

async function setUpPostgresTemplate(
  project: TestProject,
  serverUrl: string | undefined,
): Promise<(() => Promise<void>) | undefined> {
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return undefined;
  }

  const runPrefix = newRunPrefix();
  const template = `${runPrefix}_template`;

  await withAdminConnection(serverUrl, async (admin) => {
    await dropLeftoversOfDeadRuns(admin);
    await dropDatabase(admin, template);
    await admin.query(`CREATE DATABASE ${quoteIdentifier(template)}`);
  });

  const client = openPostgres(databaseUrl(serverUrl, template), { max: 1 });
  try {
    await client.migrate();
  } finally {
    await client.close();
  }

  await withAdminConnection(serverUrl, async (admin) => {
    // A template with a connection open cannot be cloned; nothing should connect to it again.
    await admin.query(`ALTER DATABASE ${quoteIdentifier(template)} WITH ALLOW_CONNECTIONS false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      template,
    ]);
  });

  project.provide('postgresTemplate', { name: template, runPrefix });

  return async () => {
    await withAdminConnection(serverUrl, (admin) => dropDatabase(admin, template));
  };
}

/** Databases of runs that were killed before their teardown (Ctrl-C, crash). */
async function dropLeftoversOfDeadRuns(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [TEST_DATABASE_PREFIX],
  );
  for (const { datname } of rows) {
    const pid = ownerPid(datname);
    if (pid !== null && !isProcessAlive(pid)) await dropDatabase(admin, datname);
  }
}
