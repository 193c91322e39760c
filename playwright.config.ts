import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_CHANNEX_KEY, FAKE_CHANNEX_SECRET, fakeChannexPort } from './e2e/fake-channex-address';

// Two servers on two ports from this one; another lets two runs share a machine:
// ZAMALEK_E2E_PORT=4320 pnpm exec playwright test
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local convenience, not a build input
const PORT = Number(process.env.ZAMALEK_E2E_PORT ?? 4310);

const DATA_DIR_PREFIX = 'zamalek-e2e-';
const STALE_AFTER_MS = 60 * 60_000;

function withoutFakeClock(env: NodeJS.ProcessEnv): Record<string, string> {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...rest } = env;
  return Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** How far scripts/e2e.sh's pinned clock is from the real one; files keep real times. */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/e2e.sh, not a build input
const fakeClockOffsetMs = Number(process.env.FAKETIME ?? 0) * 1000;

/** Each run leaves a ~40 MB database behind; sweep those of runs more than an hour old. */
function sweepOldDataDirs() {
  const now = Date.now() - fakeClockOffsetMs;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), name);
    if (name.startsWith(DATA_DIR_PREFIX) && now - fs.statSync(dir).mtimeMs > STALE_AFTER_MS) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
sweepOldDataDirs();

// A fresh embedded database per run and server, so the demo data is seeded every time. Workers
// load this file too: they inherit the main process's environment, so they read the same
// directory back (e2e/data-dir.ts), e.g. to find the e-mails a server wrote to DATA_DIR/mail.
const runDir =
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: passed to the workers, not a build input
  process.env.ZAMALEK_E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), DATA_DIR_PREFIX));
process.env.ZAMALEK_E2E_DATA_DIR = runDir;

/**
 * The suite runs on two servers at once, each with its own database, one worker each: a spec
 * shares its server only with the specs before it in its half, as when the suite ran on one.
 * The halves take about as long: the accessibility sweep, the public site, rooms, housekeeping
 * and settings in one, the desk's screens in the other.
 */
const FIRST_HALF = [
  'accessibility',
  'public-*',
  'suite-presentation',
  'rooms-users',
  'housekeeping',
  'settings',
].map((name) => `**/${name}.spec.ts`);
const halves = [
  { name: 'first', port: PORT, match: { testMatch: FIRST_HALF } },
  { name: 'second', port: PORT + 1, match: { testIgnore: FIRST_HALF } },
].map((half) => ({
  ...half,
  baseURL: `http://127.0.0.1:${half.port}`,
  dataDir: path.join(runDir, half.name),
}));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: halves.length,
  forbidOnly: Boolean(process.env.CI),
  // Tests that only take pictures for a human to look at (e2e/.screenshots) run on request:
  // `pnpm screenshots`.
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: a local switch, not a build input
  grepInvert: process.env.E2E_SCREENSHOTS ? undefined : /@screenshots/,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Two halves, two servers and PostgreSQL share a CI machine's two cores: a test that takes
  // 20 s alone can take three times that there, so its limits allow for the slower machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // Recording a trace costs a third of a test's time on a 2-core machine, and nobody opens
    // one from a CI log: traces are recorded where someone can look at them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: halves.map((half) => ({
    name: half.name,
    ...half.match,
    workers: 1,
    metadata: { dataDir: half.dataDir },
    use: {
      ...devices['Desktop Chrome'],
      baseURL: half.baseURL,
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        // The pinned clock of scripts/e2e.sh is for the specs and the server: Chromium under
        // libfaketime paints nothing, and the web takes its today from the server anyway.
        env: withoutFakeClock(process.env),
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  })),
  webServer: halves.map((half) => ({
    // Serves the built web app (apps/web/dist): `pnpm test:e2e` builds it first.
    command: 'pnpm --filter @zamalek/server start',
    url: `${half.baseURL}/healthz`,
    env: {
      PORT: String(half.port),
      DATA_DIR: half.dataDir,
      NODE_ENV: 'production',
      // The channel specs serve their feeds from this machine, and run a fake Channex on it.
      CHANNEL_FETCH_ALLOW_PRIVATE: 'true',
      CHANNEX_URL: `http://127.0.0.1:${fakeChannexPort(half.port)}`,
      CHANNEX_API_KEY: FAKE_CHANNEX_KEY,
      CHANNEX_WEBHOOK_SECRET: FAKE_CHANNEX_SECRET,
      CHANNEX_ALLOW_PRIVATE: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
