import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The production server over the built web app on `port`, with a fresh embedded database (the
 * demo property) under a new temporary directory named `prefix…`; resolves once it is healthy.
 */
export async function startServer(
  port: number,
  prefix: string,
): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = spawn('pnpm', ['--filter', '@zamalek/server', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server exited while starting');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return { server, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within 2 minutes');
}

export function stopServer(server: ChildProcess) {
  // The server runs under pnpm: end the whole group this script started.
  if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}

/** Refuses to measure a stale or missing build; `command` is the script that builds first. */
export function requireWebBuild(command: string) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error(`apps/web/dist is missing: build the web app first (${command} does).`);
  }
}

/** Debian's Chromium where installed (as the browser tests use), else Playwright's own. */
export function launchChromium(): Promise<Browser> {
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}
