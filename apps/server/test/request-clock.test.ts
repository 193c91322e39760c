import { properties } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { type RunningApp, startApp } from './support/app';
import { createSocketClient } from './support/socket-client';
import { createTestUser } from './support/users';

/**
 * A signed-in request reads the property's No-Show cut-off with its session (one statement, not
 * two): what its statuses use must still be the settings as they are at that request.
 */
describe('the clock of a request', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let cookie: string;

  const clock = async (headers: Record<string, string>) => {
    const response = await fetch(`${app.url}/trpc/public.today`, { headers });
    const body = (await response.json()) as {
      result: { data: { json: { today: string; time: string; noShowCutoff: string } } };
    };
    return body.result.data.json;
  };
  const setCutoff = (noShowCutoff: string) =>
    database.client.db
      .update(properties)
      .set({ noShowCutoff })
      .where(eq(properties.slug, 'zamalek'));

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startApp(database);
    const user = await createTestUser(database.client.db, 'front_desk');
    const token = generateSessionToken();
    await createSession(database.client.db, token, user.id, false);
    cookie = `${SESSION_COOKIE}=${token}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('follows a change of the No-Show cut-off from the next request, signed in or not', async () => {
    expect((await clock({ cookie })).noShowCutoff).toBe('12:00');
    await setCutoff('15:30');
    expect((await clock({ cookie })).noShowCutoff).toBe('15:30');
    expect((await clock({})).noShowCutoff).toBe('15:30');
    const { today, time } = await clock({ cookie });
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('follows it over an open WebSocket, whose context outlives the change', async () => {
    const socket = createSocketClient(app.url, () => cookie);
    try {
      await setCutoff('11:00');
      expect((await socket.trpc.public.today.query()).noShowCutoff).toBe('11:00');
      await setCutoff('13:15');
      expect((await socket.trpc.public.today.query()).noShowCutoff).toBe('13:15');
    } finally {
      socket.close();
    }
  });
});
