import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exitOf, startServerProcess as startServer } from './support/server-process';

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, answers readiness, and shuts down cleanly on SIGTERM', async () => {
    const server = startServer(dataDir);
    const url = await server.url;
    await vi.waitFor(
      async () =>
        expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
          status: 'ready',
          database: true,
          live: true,
          jobs: true,
        }),
      { timeout: 30_000, interval: 200 },
    );
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    // Logs are JSON lines without cookies, e-mails or query strings.
    expect(server.output()).not.toMatch(/cookie|@/i);
  }, 90_000);

  it('warns at start-up while accounts still sign in with the demo password, naming no one', async () => {
    const demoDir = mkdtempSync(path.join(tmpdir(), 'zamalek-process-demo-'));
    const server = startServer(demoDir, { SEED_DEMO: 'true' });
    try {
      await server.url;
      const warning = () =>
        server
          .output()
          .split('\n')
          .find((line) => line.includes('demo password everyone knows'));
      await vi.waitFor(() => expect(warning()).toBeDefined(), { timeout: 30_000, interval: 100 });
      const line = warning() ?? '';
      expect(JSON.parse(line)).toMatchObject({
        level: 40,
        msg: expect.stringMatching(
          /^6 active accounts \(Admin, Manager, Front desk, Housekeeping, Owner, No role\)/,
        ),
      });
      expect(line).not.toMatch(/@|zamalek-demo/);
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      rmSync(demoDir, { recursive: true, force: true });
    }
  }, 90_000);
});
