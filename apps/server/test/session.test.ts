import { sessions, users } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_SESSION_MS,
  createSession,
  generateSessionToken,
  PERSISTENT_SESSION_MS,
  sessionIdFromToken,
  validateSessionToken,
} from '../src/auth/session';
import { createTestUser } from './support/users';

const HOUR = 60 * 60 * 1000;

describe.each(testDrivers)('sessions (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('ends a browser session after 12 hours, whatever the activity', async () => {
    const db = database.client.db;
    const user = await createTestUser(db, 'front_desk');
    const token = generateSessionToken();
    const start = new Date();
    await createSession(db, token, user.id, false, start);
    expect(
      await validateSessionToken(db, token, { now: new Date(start.getTime() + 11 * HOUR) }),
    ).not.toBeNull();
    expect(
      await validateSessionToken(db, token, {
        now: new Date(start.getTime() + BROWSER_SESSION_MS),
      }),
    ).toBeNull();
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(token)));
    expect(rows).toHaveLength(0);
  });

  it('slides a "stay signed in" session forward once half of it has passed', async () => {
    const db = database.client.db;
    const user = await createTestUser(db, 'manager');
    const token = generateSessionToken();
    const start = new Date();
    const created = await createSession(db, token, user.id, true, start);
    const later = new Date(start.getTime() + PERSISTENT_SESSION_MS / 2 + HOUR);
    const renewed = await validateSessionToken(db, token, { now: later });
    expect(renewed?.session.expiresAt.getTime()).toBe(later.getTime() + PERSISTENT_SESSION_MS);
    expect(renewed?.session.expiresAt.getTime()).toBeGreaterThan(created.expiresAt.getTime());
  });

  it('rejects a token of a disabled user', async () => {
    const db = database.client.db;
    const user = await createTestUser(db, 'admin');
    const token = generateSessionToken();
    await createSession(db, token, user.id, true);
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect(await validateSessionToken(db, token)).toBeNull();
  });

  it('rejects an unknown token', async () => {
    expect(await validateSessionToken(database.client.db, generateSessionToken())).toBeNull();
  });
});
