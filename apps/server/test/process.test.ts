import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, startServerProcess as startServer } from './support/server-process';

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, answers readiness, and shuts down cleanly on SIGTERM', async () => {
    const server = startServer(dataDir);
    const url = await server.url;
    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, live: true });
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    // Logs are JSON lines without cookies, e-mails or query strings.
    expect(server.output()).not.toMatch(/cookie|@/i);
  }, 90_000);
});
