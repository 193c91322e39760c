import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import type { Role } from '@zamalek/domain/roles';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORITY_CHANGED_CLOSE_CODE as AUTHORITY_CHANGED } from '../src/live/socket-registry';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { createSocketClient, errorCode, rejectionCode } from './support/socket-client';
import { createTestUser } from './support/users';

/** Generous: the change travels through NOTIFY; no timing is asserted, only that it happens. */
const waitLong = { timeout: 10_000, interval: 50 };

type ApiClient = ReturnType<typeof createApiClient>;
type SocketClient = ReturnType<typeof createSocketClient>;

const cookieHeaderOf = (api: ApiClient) => () =>
  [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function signIn(app: RunningApp, user: { email: string; password: string }) {
  const api = createApiClient(app.url);
  await api.trpc.auth.signIn.mutate({
    email: user.email,
    password: user.password,
    staySignedIn: true,
  });
  return api;
}

/**
 * Waits until the server has closed the socket `closes` times and the client has connected
 * again (a call made while tRPC's client is still reconnecting may meet the closing socket).
 */
async function reconnectedAfter(socket: SocketClient, closes: number) {
  await vi.waitFor(() => {
    expect(socket.closeCodes).toEqual(Array(closes).fill(AUTHORITY_CHANGED));
    expect(socket.connections.opened).toBe(closes + 1);
  }, waitLong);
}

/** Follows one live.changes subscription: how often it started, and how it ended. */
function watchLive(socket: SocketClient) {
  const state = { started: 0, errors: [] as Array<string | undefined>, completed: false };
  const subscription = socket.trpc.live.changes.subscribe(undefined, {
    onStarted: () => {
      state.started += 1;
    },
    onError: (error) => {
      state.errors.push(errorCode(error));
    },
    onComplete: () => {
      state.completed = true;
    },
  });
  return { state, unsubscribe: () => subscription.unsubscribe() };
}

describe.each(testDrivers)(
  'an open WebSocket has no more power than its session (%s)',
  (driver) => {
    let database: TestDatabase;
    let app: RunningApp;
    let admin: ApiClient;
    const sockets: SocketClient[] = [];

    const openSocket = (api: ApiClient) => {
      const socket = createSocketClient(app.url, cookieHeaderOf(api));
      sockets.push(socket);
      return socket;
    };
    const setRole = (user: { id: string; email: string; fullName: string }, role: Role | null) =>
      admin.trpc.users.update.mutate({
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        role,
      });

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      app = await startApp(database);
      admin = await signIn(app, await createTestUser(database.client.db, 'admin'));
    });
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.close();
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('a demotion closes the socket; over the new one users.create is FORBIDDEN, contact hidden', async () => {
      const target = await createTestUser(database.client.db, 'admin');
      const unit = await insertUnit(database.client.db);
      const stay = await insertStay(database.client.db, unit.id, '2031-03-01', '2031-03-04');
      const socket = openSocket(await signIn(app, target));
      expect((await socket.trpc.users.list.query()).length).toBeGreaterThan(0);

      await setRole(target, 'manager');
      await reconnectedAfter(socket, 1);
      const create = socket.trpc.users.create.mutate({
        fullName: 'Should Not Exist',
        email: `never-${driver}@example.com`,
        password: 'a-long-password',
        role: 'admin',
      });
      expect(await rejectionCode(create)).toBe('FORBIDDEN');
      const asManager = await socket.trpc.reservations.byId.query({ id: stay.id });
      expect(asManager.reservation.contactEmail).toBe('existing@example.com');

      await setRole(target, 'housekeeping');
      await reconnectedAfter(socket, 2);
      const asHousekeeping = await socket.trpc.reservations.byId.query({ id: stay.id });
      expect(asHousekeeping.reservation.contactEmail).toBeNull();
      expect(asHousekeeping.reservation.contactPhone).toBeNull();
      expect(asHousekeeping.documents).toEqual([]);
      // The list never carries contact details, for any role.
      const list = await socket.trpc.reservations.list.query({});
      expect(list.rows.find((row) => row.id === stay.id)).not.toHaveProperty('contactEmail');
      expect(await rejectionCode(socket.trpc.users.list.query())).toBe('FORBIDDEN');
    });

    it('restarts the live subscription on a role change, so it passes its checks again', async () => {
      const target = await createTestUser(database.client.db, 'manager');
      const socket = openSocket(await signIn(app, target));
      const live = watchLive(socket);
      await vi.waitFor(() => expect(live.state.started).toBe(1), waitLong);

      await setRole(target, 'housekeeping');
      await vi.waitFor(() => expect(socket.closeCodes).toContain(AUTHORITY_CHANGED), waitLong);
      // Still signed in, and live refresh is for every signed-in user: it starts again.
      await vi.waitFor(() => expect(live.state.started).toBe(2), waitLong);
      expect(live.state.errors).toEqual([]);
      live.unsubscribe();
    });

    it('disabling a user ends their open socket and its live subscription', async () => {
      const target = await createTestUser(database.client.db, 'front_desk');
      const socket = openSocket(await signIn(app, target));
      const live = watchLive(socket);
      await vi.waitFor(() => expect(live.state.started).toBe(1), waitLong);
      expect(await socket.trpc.reservations.dashboard.query()).toBeDefined();

      await admin.trpc.users.setDisabled.mutate({ id: target.id, disabled: true });
      await vi.waitFor(() => expect(socket.closeCodes).toContain(AUTHORITY_CHANGED), waitLong);
      await vi.waitFor(() => expect(live.state.errors).toEqual(['UNAUTHORIZED']), waitLong);
      expect(await rejectionCode(socket.trpc.reservations.dashboard.query())).toBe('UNAUTHORIZED');
    });

    it('signing out over HTTP ends the same user’s open socket: nothing authed answers any more', async () => {
      const target = await createTestUser(database.client.db, 'front_desk');
      const api = await signIn(app, target);
      // Reconnections present the cookie the socket first had: keeping a token gains nothing.
      const cookieAtConnect = cookieHeaderOf(api)();
      const socket = createSocketClient(app.url, () => cookieAtConnect);
      sockets.push(socket);
      const live = watchLive(socket);
      await vi.waitFor(() => expect(live.state.started).toBe(1), waitLong);
      expect((await socket.trpc.auth.session.query())?.user.id).toBe(target.id);

      await api.trpc.auth.signOut.mutate();
      await vi.waitFor(() => expect(socket.closeCodes).toEqual([AUTHORITY_CHANGED]), waitLong);
      await vi.waitFor(() => expect(live.state.errors).toEqual(['UNAUTHORIZED']), waitLong);
      expect(await rejectionCode(socket.trpc.reservations.dashboard.query())).toBe('UNAUTHORIZED');
      expect(await socket.trpc.auth.session.query()).toBeNull();
    });

    it('the web app’s lazy socket learns of a sign-out in another tab: its live feed fails UNAUTHORIZED', async () => {
      const target = await createTestUser(database.client.db, 'housekeeping');
      // Like the browser: subscriptions over a lazy WebSocket, everything else over HTTP.
      const browser = await signIn(app, target);
      const errors: Array<string | undefined> = [];
      let started = 0;
      const subscription = browser.trpc.live.changes.subscribe(undefined, {
        onStarted: () => {
          started += 1;
        },
        onError: (error) => {
          errors.push(errorCode(error));
        },
      });
      await vi.waitFor(() => expect(started).toBe(1), waitLong);
      // Another tab of the same browser (same cookie jar) signs out over HTTP.
      await browser.trpc.auth.signOut.mutate();
      await vi.waitFor(() => expect(errors).toEqual(['UNAUTHORIZED']), waitLong);
      subscription.unsubscribe();
      browser.close();
    });

    it('serves no live changes as an HTTP event stream, which no sign-out could end', async () => {
      const api = await signIn(app, await createTestUser(database.client.db, 'front_desk'));
      const response = await fetch(`${app.url}/trpc/live.changes`, {
        headers: { cookie: cookieHeaderOf(api)(), accept: 'text/event-stream' },
        signal: AbortSignal.timeout(10_000),
      });
      const body = await response.text();
      expect(body).toContain('METHOD_NOT_SUPPORTED');
    });

    it('a second session of the same user keeps its socket when the first signs out', async () => {
      const target = await createTestUser(database.client.db, 'front_desk');
      const staying = openSocket(await signIn(app, target));
      const live = watchLive(staying);
      await vi.waitFor(() => expect(live.state.started).toBe(1), waitLong);
      const leaving = await signIn(app, target);
      const leavingSocket = openSocket(leaving);
      expect(await leavingSocket.trpc.reservations.dashboard.query()).toBeDefined();

      await leaving.trpc.auth.signOut.mutate();
      await vi.waitFor(
        () => expect(leavingSocket.closeCodes).toContain(AUTHORITY_CHANGED),
        waitLong,
      );
      expect(await staying.trpc.reservations.dashboard.query()).toBeDefined();
      expect(staying.closeCodes).toEqual([]);
      expect(live.state).toEqual({ started: 1, errors: [], completed: false });
    });
  },
);

describe.runIf(testDrivers.includes('postgres'))('sockets across instances', () => {
  let database: TestDatabase;
  let secondClient: TestDatabase['client'] | undefined;
  let instanceA: RunningApp;
  let instanceB: RunningApp;
  let admin: ApiClient;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { openPostgres } = await import('@zamalek/db/client');
    if (!database.url) throw new Error('postgres test database has no URL');
    secondClient = openPostgres(database.url, { max: 4 });
    instanceA = await startApp(database);
    instanceB = await startApp({ ...database, client: secondClient });
    admin = await signIn(instanceA, await createTestUser(database.client.db, 'admin'));
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await secondClient?.close();
    await database?.dispose();
  });

  /** The user signed in on A, with a socket and a live subscription on B. */
  async function socketOnB(role: Role) {
    const target = await createTestUser(database.client.db, role);
    const api = await signIn(instanceA, target);
    const socket = createSocketClient(instanceB.url, cookieHeaderOf(api));
    sockets.push(socket);
    const live = watchLive(socket);
    await vi.waitFor(() => expect(live.state.started).toBe(1), waitLong);
    return { target, api, socket, live };
  }

  it('a sign-out through instance A ends the socket on instance B', async () => {
    const { api, socket, live } = await socketOnB('front_desk');
    await api.trpc.auth.signOut.mutate();
    await vi.waitFor(() => expect(socket.closeCodes).toContain(AUTHORITY_CHANGED), waitLong);
    await vi.waitFor(() => expect(live.state.errors).toEqual(['UNAUTHORIZED']), waitLong);
    expect(await rejectionCode(socket.trpc.reservations.dashboard.query())).toBe('UNAUTHORIZED');
  });

  it('disabling a user through instance A ends their socket on instance B', async () => {
    const { target, socket, live } = await socketOnB('manager');
    await admin.trpc.users.setDisabled.mutate({ id: target.id, disabled: true });
    await vi.waitFor(() => expect(socket.closeCodes).toContain(AUTHORITY_CHANGED), waitLong);
    await vi.waitFor(() => expect(live.state.errors).toEqual(['UNAUTHORIZED']), waitLong);
    expect(await rejectionCode(socket.trpc.reservations.dashboard.query())).toBe('UNAUTHORIZED');
  });
});
