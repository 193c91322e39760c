import { quoteIdentifier, withAdminConnection } from './testing-postgres';

/**
 * A PostgreSQL outage, played on one test database of the server in TEST_DATABASE_URL: its
 * connections terminated (as in a restart), new ones refused for a while.
 */
export function databaseNameOf(url: string | null): string {
  return new URL(url ?? '').pathname.slice(1);
}

/** Ends every connection to the database but the admin's own. */
export function terminateConnections(serverUrl: string, name: string) {
  return withAdminConnection(serverUrl, (admin) =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    ),
  );
}

export function allowConnections(serverUrl: string, name: string, allowed: boolean) {
  return withAdminConnection(serverUrl, (admin) =>
    admin.query(`ALTER DATABASE ${quoteIdentifier(name)} WITH ALLOW_CONNECTIONS ${allowed}`),
  );
}
