import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseClient, type Db, openPglite, openPostgres } from './client';
import { roomTypeForCode } from './queries/room-types';
import { properties } from './schema';
import { pgliteTemplate } from './testing-pglite';
import {
  databaseUrl,
  dropDatabase,
  newRunPrefix,
  quoteIdentifier,
  uniqueDatabaseName,
  withAdminConnection,
} from './testing-postgres';

export type TestDriver = 'pglite' | 'postgres';

/** ['pglite'] always, plus 'postgres' when process.env.TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  client: DatabaseClient;
  driver: TestDriver;
  /** connection URL for postgres, null for pglite */
  url: string | null;
  dispose(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** false gives a blank database with no migrations applied, to test migrating itself. */
  migrated?: boolean;
}

/** A fresh, migrated, empty database. */
export async function createTestDatabase(
  driver: TestDriver,
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  return driver === 'pglite' ? createPglite(migrated) : createPostgres(migrated);
}

async function createPglite(migrated: boolean): Promise<TestDatabase> {
  // Without the global setup (another Vitest config), fall back to migrating each database.
  const template = migrated ? (inject('pgliteTemplate') ?? null) : null;
  const client = template
    ? await openPglite(undefined, await pgliteTemplate(template))
    : await openPglite();
  if (migrated && !template) await client.migrate();
  return { client, driver: 'pglite', url: null, dispose: () => client.close() };
}

async function createPostgres(migrated: boolean): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set; PostgreSQL tests cannot run.');

  // Without the global setup (another Vitest config), fall back to migrating each database.
  const template = inject('postgresTemplate') ?? null;
  const name = uniqueDatabaseName(template?.runPrefix ?? newRunPrefix());
  const cloneTemplate = migrated && template !== null;
  await withAdminConnection(serverUrl, (admin) =>
    admin.query(
      cloneTemplate
        ? `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template.name)}`
        : `CREATE DATABASE ${quoteIdentifier(name)}`,
    ),
  );

  const url = databaseUrl(serverUrl, name);
  const client = openPostgres(url, { max: 4 });
  if (migrated && !cloneTemplate) await client.migrate();

  return {
    client,
    driver: 'postgres',
    url,
    async dispose() {
      await client.close();
      await withAdminConnection(serverUrl, (admin) => dropDatabase(admin, name));
    },
  };
}

/** The property a migrated test database holds: the one migration 0023 made of its settings. */
export const FIRST_PROPERTY = sql<string>`(select id from properties order by created_at, id limit 1)`;

/** The id of that property. */
export async function firstPropertyId(db: Db): Promise<string> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .orderBy(properties.createdAt, properties.id)
    .limit(1);
  if (!row) throw new Error('no property: the test database is not migrated');
  return row.id;
}

/** The property of a unit: a row written with it is in its unit's building. */
export const propertyOfUnit = (unitId: string) =>
  sql<string>`(select property_id from units where id = ${unitId})`;

/** The id of a property's room type with this code (any case), made when missing. */
export async function roomTypeIdFor(
  db: Db,
  code = 'Standard',
  propertyId?: string,
): Promise<string> {
  return roomTypeForCode(db, {
    propertyId: propertyId ?? (await firstPropertyId(db)),
    code,
    updatedBy: null,
  });
}
