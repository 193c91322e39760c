/**
 * What the production server costs to start and to keep: the time from `node dist/main.js` to a
 * ready `/readyz` (warm: the database already migrated and seeded) and its resident memory after
 * five idle seconds, the medians of three starts — on PGlite, and on PostgreSQL when
 * FOOTPRINT_DATABASE_URL (or TEST_DATABASE_URL) names a server to make a scratch database on.
 * The same figures for the TypeScript source run through tsx, for comparison.
 *
 *   pnpm footprint        (builds the server and the web app, then runs this)
 *
 * Goals (docs/performance.md): warm start ≤ 1.5 s on PostgreSQL and ≤ 2.5 s on PGlite, idle
 * memory ≤ 150 MiB on PostgreSQL. Run it on an idle machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  databaseUrl,
  dropDatabase,
  quoteIdentifier,
  withAdminConnection,
} from '../packages/db/src/testing-postgres';
import { root } from './built-server';

const serverDir = path.join(root, 'apps/server');
const PORT = 4390;
const IDLE_MS = 5_000;
const STARTS = 3;

type Runner = { name: string; args: string[] };
const RUNNERS: Runner[] = [
  { name: 'built (node dist/main.js)', args: ['--enable-source-maps', 'dist/main.js'] },
  { name: 'source (tsx src/main.ts)', args: ['--import', 'tsx', 'src/main.ts'] },
];

function start(runner: Runner, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, runner.args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function readyAfter(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return performance.now() - started;
    await sleep(20);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function residentMiB(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

async function measure(runner: Runner, env: Record<string, string>) {
  // The first start migrates and seeds: not a warm start.
  const first = start(runner, env);
  await readyAfter(first, performance.now());
  await stop(first);
  const starts: number[] = [];
  const memory: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const began = performance.now();
    const child = start(runner, env);
    starts.push(await readyAfter(child, began));
    await sleep(IDLE_MS);
    memory.push(residentMiB(child.pid));
    await stop(child);
  }
  return { startMs: median(starts), memory: median(memory) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function scratchDatabase(serverUrl: string) {
  const name = `zamalek_footprint_${process.pid}`;
  await withAdminConnection(serverUrl, (admin) =>
    admin.query(`create database ${quoteIdentifier(name)}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdminConnection(serverUrl, (admin) => dropDatabase(admin, name)),
  };
}

if (!fs.existsSync(path.join(serverDir, 'dist/main.js'))) {
  console.error('No server build: run `pnpm footprint` (it builds first).');
  process.exit(1);
}
// biome-ignore lint/suspicious/noUndeclaredEnvVars: where to measure, not a build input
const serverUrl = process.env.FOOTPRINT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rows: string[] = [];
for (const runner of RUNNERS) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zamalek-footprint-'));
  try {
    const pglite = await measure(runner, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
    });
    rows.push(
      `| ${runner.name} | PGlite | ${pglite.startMs.toFixed(0)} ms | ${pglite.memory.toFixed(0)} MiB |`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl);
    const files = fs.mkdtempSync(path.join(os.tmpdir(), 'zamalek-footprint-'));
    try {
      const postgres = await measure(runner, {
        DATABASE_URL: scratch.url,
        DATA_DIR: files,
        SEED_DEMO: 'true',
      });
      rows.push(
        `| ${runner.name} | PostgreSQL | ${postgres.startMs.toFixed(0)} ms | ${postgres.memory.toFixed(0)} MiB |`,
      );
    } finally {
      await scratch.drop();
      fs.rmSync(files, { recursive: true, force: true });
    }
  }
}
console.log('| server | database | warm start to ready | idle memory (RSS) |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
