import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { AppPgClient, AppPgPool } from './pg-client';
import { PgNotificationListener } from './pg-listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database; a transaction is one too, so query functions accept both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_120_001;

/** A request waits at most this long for a connection, so an unreachable server fails fast. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long one statement may run on the server, and how long the client waits for its answer
 * (a little longer): a network partition that drops packets silently would otherwise hold a
 * request, and its pool connection, until TCP gives up many minutes later.
 */
const QUERY_TIMEOUT_MS = 30_000;
const ANSWER_GRACE_MS = 5_000;

export interface DatabaseClient {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied (of `migrationsFolder`: a restore's first part). */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * Subscribes to NOTIFY on a channel. All channels share one dedicated connection; when it drops
   * it is opened again, every channel is listened again, and `onResync` runs, since what was
   * notified in between is lost. Resolves (to an unsubscribe function) once LISTEN is in place,
   * or once the first attempt failed while the database is unreachable.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  /** Whether the listening connection is up (always on PGlite, where it cannot drop). */
  listenerConnected(): boolean;
  /** Connection failures the client recovers from by itself, for the log. Returns an unsubscribe. */
  onConnectionError(handler: (error: unknown) => void): () => void;
  ping(): Promise<void>;
  /** Connections to the database: open, idle, and requests waiting for one (for metrics). */
  poolStats(): { open: number; idle: number; waiting: number; max: number };
  /**
   * Raw SQL for the job queue (pg-boss's `db` adapter). With values: one statement. Without: the
   * text may hold several statements (pg-boss's own transactions, `BEGIN; …; COMMIT`), run in one
   * round; a failure part-way is rolled back and never leaves a connection inside a transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/**
 * The embedded database's code, loaded when it is used: a server on PostgreSQL never holds it
 * (about 10 MiB).
 */
async function loadPglite() {
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, extensions: { btree_gist, pg_trgm }, drizzle, migrate };
}

/**
 * PGlite persisted in `dataDir`, or in memory when `dataDir` is undefined. `loadDataDir` (from
 * `migratedPgliteDataDir`) starts it from a copy of that data directory instead of an empty one.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseClient> {
  const { PGlite, extensions, drizzle, migrate } = await loadPglite();
  const pglite = await PGlite.create({ dataDir, loadDataDir, extensions });
  const db = drizzle(pglite, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder }),
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    listenerConnected: () => !pglite.closed,
    onConnectionError: () => () => {},
    async ping() {
      await db.execute(sql`select 1`);
    },
    // One in-process connection, always open; its queue is PGlite's own.
    poolStats: () => ({ open: pglite.closed ? 0 : 1, idle: 0, waiting: 0, max: 1 }),
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      // PGlite's transaction holds its one connection for the whole text, and rolls back on a
      // failure, so nothing else runs inside (or after) a half-done `BEGIN; …; COMMIT`.
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    close: () => pglite.close(),
  };
}

/**
 * The data directory of a freshly migrated in-memory PGlite, as an uncompressed tarball. Starting
 * from it skips PGlite's initdb and the migrations, which cost several times the load itself.
 */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const { PGlite, extensions, drizzle, migrate } = await loadPglite();
  const pglite = await PGlite.create({ extensions });
  try {
    const db = drizzle(pglite, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

/** A PostgreSQL server through node-postgres: a pool for queries, one connection for LISTEN. */
export function openPostgres(
  url: string,
  options: {
    max?: number;
    /** null: no limit (bulk loads of the benchmarks); tests shorten it. */
    queryTimeoutMs?: number | null;
  } = {},
): DatabaseClient {
  const errorHandlers = new Set<(error: unknown) => void>();
  const reportError = (error: unknown) => {
    for (const handler of errorHandlers) handler(error);
  };
  const clientConfig = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const queryTimeout =
    options.queryTimeoutMs === undefined ? QUERY_TIMEOUT_MS : options.queryTimeoutMs;
  const pool = new AppPgPool({
    ...clientConfig,
    max: options.max ?? 10,
    ...(queryTimeout === null
      ? {}
      : { statement_timeout: queryTimeout, query_timeout: queryTimeout + ANSWER_GRACE_MS }),
  });
  // An idle client whose connection dies is dropped by the pool; unhandled, this would crash.
  pool.on('error', reportError);
  const listener = new PgNotificationListener(() => new AppPgClient(clientConfig), reportError);
  const db = drizzleNodePg(pool, { schema });

  return {
    db,
    driver: 'postgres',
    async migrate(migrationsFolder = MIGRATIONS_FOLDER) {
      // One dedicated connection, so the session-level advisory lock covers the whole migration.
      const client = new AppPgClient(clientConfig);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    listen: (channel, onPayload, onResync) => listener.listen(channel, onPayload, onResync),
    listenerConnected: () => listener.connected,
    onConnectionError(handler) {
      errorHandlers.add(handler);
      return () => errorHandlers.delete(handler);
    },
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.max ?? 10,
    }),
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        client.release();
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        // The connection may be inside the failed `BEGIN`: discard it rather than reuse it.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseClient> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
