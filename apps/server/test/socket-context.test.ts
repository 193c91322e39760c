import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  validateSessionToken,
} from '../src/auth/session';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { testServices } from './support/services';
import { createTestUser, signedInSession } from './support/users';

/**
 * The tRPC adapter builds a WebSocket's context once, when it connects, and every call over the
 * socket uses it. Here one such context serves calls made before and after the user's authority
 * changes, with no socket closing in between: each call must see the session as it is now.
 */
async function socketCaller(database: TestDatabase, userId: string) {
  const token = generateSessionToken();
  await createSession(database.client.db, token, userId, true);
  const session = await validateSessionToken(database.client.db, token);
  const ctx = createInnerContext({
    services: testServices(database.client).services,
    session,
    sessionToken: token,
    cookie: { set() {}, clear() {} },
    ip: '127.0.0.1',
    overWebSocket: true,
  });
  return { caller: createCaller(ctx), token };
}

async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
  } catch (error) {
    return error instanceof Error && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  }
  throw new Error('the call succeeded');
}

describe.each(testDrivers)('calls over one WebSocket context (%s)', (driver) => {
  let database: TestDatabase;
  let admin: ReturnType<typeof callerFor>['caller'];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const adminUser = await createTestUser(database.client.db, 'admin');
    admin = callerFor(
      database.client,
      await signedInSession(database.client.db, adminUser.id),
    ).caller;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('see a demotion at once: no user management as manager, no contact details as housekeeping', async () => {
    const target = await createTestUser(database.client.db, 'admin');
    const unit = await insertUnit(database.client.db);
    const stay = await insertStay(database.client.db, unit.id, '2031-05-01', '2031-05-03');
    const { caller } = await socketCaller(database, target.id);
    const demote = (role: 'manager' | 'housekeeping') =>
      admin.users.update({ id: target.id, email: target.email, fullName: target.fullName, role });
    expect((await caller.reservations.byId({ id: stay.id })).reservation.contactEmail).toBe(
      'existing@example.com',
    );

    await demote('manager');
    const create = caller.users.create({
      fullName: 'Should Not Exist',
      email: `never-context-${driver}@example.com`,
      password: 'a-long-password',
      role: 'admin',
    });
    expect(await codeOf(create)).toBe('FORBIDDEN');
    expect((await caller.auth.session())?.role).toBe('manager');

    await demote('housekeeping');
    const detail = await caller.reservations.byId({ id: stay.id });
    expect(detail.reservation.contactEmail).toBeNull();
    expect(detail.reservation.contactPhone).toBeNull();
    expect(detail.permissions).toEqual({ edit: false, delete: false, downloadDocuments: false });
  });

  it('see a sign-out at once', async () => {
    const target = await createTestUser(database.client.db, 'front_desk');
    const { caller, token } = await socketCaller(database, target.id);
    expect(await caller.reservations.dashboard()).toBeDefined();

    await invalidateSession(database.client.db, token);
    expect(await codeOf(caller.reservations.dashboard())).toBe('UNAUTHORIZED');
    expect(await caller.auth.session()).toBeNull();
  });

  it('see a disabled account at once', async () => {
    const target = await createTestUser(database.client.db, 'manager');
    const { caller } = await socketCaller(database, target.id);
    expect(await caller.reservations.dashboard()).toBeDefined();

    await admin.users.setDisabled({ id: target.id, disabled: true });
    expect(await codeOf(caller.reservations.dashboard())).toBe('UNAUTHORIZED');
    expect(await codeOf(caller.myReservations.overview())).toBe('UNAUTHORIZED');
  });
});
