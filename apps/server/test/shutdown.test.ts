import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_RESTART_CLOSE_CODE } from '../src/app';
import { startApp } from './support/app';
import { createSocketClient } from './support/socket-client';

describe('shutting down', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('tells open sockets the server restarts (1012), stops the job queue and then the server', async () => {
    const app = await startApp(database);
    const ready = await fetch(`${app.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, live: true, jobs: true });
    const socket = createSocketClient(app.url, () => '');
    await socket.trpc.public.today.query();

    await app.close();
    await vi.waitFor(() => expect(socket.closeCodes[0]).toBe(SERVICE_RESTART_CLOSE_CODE));
    expect(app.jobs.running).toBe(false);
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();
    socket.close();
  });
});
