import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase, type TestDriver } from '@zamalek/db/testing';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Env, parseEnv } from '../../src/env';
import type { JobEngine } from '../../src/jobs/engine';

export interface RunningApp {
  url: string;
  env: Env;
  jobs: JobEngine;
  close(): Promise<void>;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zamalek-test-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'zamalek-no-web-build'),
    ...overrides,
  });
}

/**
 * A real server on a loopback port over the given database. Its job queue runs (mail is kicked
 * after each commit) but fires no cron schedules unless asked: tests run timed jobs themselves.
 */
export async function startApp(
  database: Pick<TestDatabase, 'client'>,
  overrides: Record<string, string> = {},
  options: BuildOptions = {},
) {
  const env = testEnv(overrides);
  const app = await buildApp(env, database.client, { schedules: false, ...options });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Its first attempt to start the job queue is over (readiness says which way it went).
  await app.jobs.whenStarted();
  return {
    url,
    env,
    jobs: app.jobs,
    async close() {
      await app.close();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  } satisfies RunningApp;
}

/** A fresh database and a server on it, torn down together. */
export async function startTestServer(driver: TestDriver) {
  const database = await createTestDatabase(driver);
  const app = await startApp(database);
  return {
    ...app,
    database,
    db: database.client.db,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
