import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseClient, openDatabase } from '@zamalek/db/client';
import { isDatabaseEmpty, seedDemoData } from '@zamalek/db/seed';
import { hashPassword } from './auth/password';
import { claimDataDir } from './data-dir-lock';
import { dataDir, type Env } from './env';
import { propertyToday } from './property-today';

/**
 * Opens the configured database as it is: PostgreSQL at DATABASE_URL, or the embedded one under
 * DATA_DIR, which this process then holds (one process at a time).
 */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseClient> {
  const directory = path.join(dataDir(env), 'pglite');
  if (!env.DATABASE_URL) {
    claimDataDir(directory);
    mkdirSync(directory, { recursive: true });
  }
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: directory });
}

/** Opens the configured database and brings its schema up to date. */
export async function connectDatabase(env: Env): Promise<DatabaseClient> {
  const database = await openConfiguredDatabase(env);
  await database.migrate();
  return database;
}

/**
 * Seeds the demo property on an empty database when configured to (by default: embedded only)
 * and prints how to sign in. Returns whether it seeded.
 */
export async function seedIfWanted(
  database: DatabaseClient,
  env: Env,
  log: { info(message: string): void },
): Promise<boolean> {
  const wanted = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && !env.DATABASE_URL);
  if (!wanted || !(await isDatabaseEmpty(database.db))) return false;
  const accounts = await seedDemoData(database.db, {
    hashPassword,
    today: propertyToday(env.PROPERTY_TIMEZONE),
  });
  const lines = accounts.map(
    (account) =>
      `  ${(account.role ?? 'no role').padEnd(13)} ${account.email}  /  ${account.password}`,
  );
  log.info(`Demo property seeded. Sign in at /auth with:\n${lines.join('\n')}`);
  return true;
}
