import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database; a transaction is one too, so query functions accept both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_120_001;

export interface DatabaseClient {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite persisted in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<DatabaseClient> {
  const pg = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite(pg, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, onPayload);
      return unsubscribe;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pg.close(),
  };
}

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseClient {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // One dedicated connection, so the session-level advisory lock covers the whole migration.
      const migrationClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(drizzlePostgres(migrationClient, { schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await migrationClient.end({ timeout: 5 });
      }
    },
    async listen(channel, onPayload) {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
    async ping() {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseClient> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
