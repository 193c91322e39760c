import { TRPCClientError } from '@trpc/client';
import { auditLog, sessions, users } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { USER_MESSAGES } from '@zamalek/domain/users';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORITY_CHANGED_CLOSE_CODE as AUTHORITY_CHANGED } from '../src/live/socket-registry';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { rejection } from './support/outcomes';
import { createSocketClient, errorCode, rejectionCode } from './support/socket-client';
import { createTestUser } from './support/users';

/** Generous: the change travels through NOTIFY; no timing is asserted, only that it happens. */
const waitLong = { timeout: 10_000, interval: 50 };
const NEW_PASSWORD = 'a-brand-new-password';
const WRONG = 'Invalid email or password';

type ApiClient = ReturnType<typeof createApiClient>;
type SocketClient = ReturnType<typeof createSocketClient>;
type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const cookieHeaderOf = (api: ApiClient) => () =>
  [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

let nextAddress = 0;
/** A fresh client address per caller, so tests never share an address's count. */
const freshAddress = () => {
  nextAddress += 1;
  return `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe.each(testDrivers)('passwords and sessions an operator can manage (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  let admin: ApiClient;
  let adminUser: TestUser;
  const sockets: SocketClient[] = [];

  /** Signs `user` in from `address` (a fresh one by default): a browser of its own. */
  async function signIn(user: { email: string; password: string }, address = freshAddress()) {
    const api = createApiClient(app.url, { 'x-forwarded-for': address });
    await api.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: true,
    });
    return api;
  }
  /** 'signed in', or the message a sign-in from a fresh address was refused with. */
  const signInOutcome = (email: string, password: string) =>
    signIn({ email, password }).then(
      () => 'signed in',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  const openSocket = (api: ApiClient) => {
    const socket = createSocketClient(app.url, cookieHeaderOf(api));
    sockets.push(socket);
    return socket;
  };
  function watchLive(socket: SocketClient) {
    const state = { started: 0, errors: [] as Array<string | undefined> };
    const subscription = socket.trpc.live.changes.subscribe(undefined, {
      onStarted: () => {
        state.started += 1;
      },
      onError: (error) => {
        state.errors.push(errorCode(error));
      },
    });
    return { state, unsubscribe: () => subscription.unsubscribe() };
  }
  const sessionCount = async (userId: string) =>
    (await database.client.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
  const auditOf = (userId: string, action: string) =>
    database.client.db
      .select({
        actorId: auditLog.actorId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // Behind a proxy on loopback: X-Forwarded-For says which address a call comes from.
    app = await startApp(database, { TRUST_PROXY: '127.0.0.1' });
    adminUser = await createTestUser(database.client.db, 'admin');
    admin = await signIn(adminUser);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  describe('change my password', () => {
    it('ends my other sessions, over HTTP and on their open socket, and keeps this one', async () => {
      const user = await createTestUser(database.client.db, 'front_desk');
      const here = await signIn(user);
      const there = await signIn(user);
      const hereSocket = openSocket(here);
      const thereSocket = openSocket(there);
      const hereLive = watchLive(hereSocket);
      const thereLive = watchLive(thereSocket);
      await vi.waitFor(() => {
        expect(hereLive.state.started).toBe(1);
        expect(thereLive.state.started).toBe(1);
      }, waitLong);

      await expect(
        here.trpc.auth.changePassword.mutate({
          currentPassword: user.password,
          newPassword: NEW_PASSWORD,
        }),
      ).resolves.toEqual({ ok: true });

      // The other browser is signed out, and its open socket with it.
      expect(await there.trpc.auth.session.query()).toBeNull();
      await vi.waitFor(() => expect(thereSocket.closeCodes).toEqual([AUTHORITY_CHANGED]), waitLong);
      await vi.waitFor(() => expect(thereLive.state.errors).toEqual(['UNAUTHORIZED']), waitLong);
      expect(await rejectionCode(thereSocket.trpc.reservations.dashboard.query())).toBe(
        'UNAUTHORIZED',
      );
      // This one goes on, its socket untouched.
      expect((await here.trpc.auth.session.query())?.user.id).toBe(user.id);
      expect(await hereSocket.trpc.reservations.dashboard.query()).toBeDefined();
      expect(hereSocket.closeCodes).toEqual([]);
      expect(hereLive.state).toEqual({ started: 1, errors: [] });
      expect(await sessionCount(user.id)).toBe(1);

      expect(await signInOutcome(user.email, user.password)).toBe(WRONG);
      expect(await signInOutcome(user.email, NEW_PASSWORD)).toBe('signed in');
      // Audited as the user's own act, with nothing of either password.
      expect(await auditOf(user.id, 'password_change')).toEqual([
        { actorId: user.id, before: null, after: null },
      ]);
    });

    it('works over a WebSocket too, for a user without a staff role', async () => {
      const agent = await createTestUser(database.client.db, null);
      const here = await signIn(agent);
      const there = await signIn(agent);
      const socket = openSocket(here);
      await expect(
        socket.trpc.auth.changePassword.mutate({
          currentPassword: agent.password,
          newPassword: NEW_PASSWORD,
        }),
      ).resolves.toEqual({ ok: true });
      expect(await there.trpc.auth.session.query()).toBeNull();
      expect((await here.trpc.auth.session.query())?.user.id).toBe(agent.id);
      expect(await signInOutcome(agent.email, NEW_PASSWORD)).toBe('signed in');
    });

    it('a wrong current password is refused by its code, changes nothing, and counts like a wrong sign-in', async () => {
      const user = await createTestUser(database.client.db, 'manager');
      const desk = freshAddress();
      const here = await signIn(user, desk);
      const there = await signIn(user);
      for (let attempt = 0; attempt < 10; attempt++) {
        const error = await rejection(
          here.trpc.auth.changePassword.mutate({
            currentPassword: `not-it-${attempt}`,
            newPassword: NEW_PASSWORD,
          }),
        );
        expect(error.data?.httpStatus).toBe(400);
        expect(error.data?.appCode).toBe('CURRENT_PASSWORD_WRONG');
        expect(error.message).toBe('Your current password is not correct.');
      }
      // Ten wrong: this address is blocked for this account, the right password included…
      const blocked = await rejection(
        here.trpc.auth.changePassword.mutate({
          currentPassword: user.password,
          newPassword: NEW_PASSWORD,
        }),
      );
      expect(blocked.data?.httpStatus).toBe(429);
      expect(blocked.data?.appCode).toBe('TOO_MANY_PASSWORD_ATTEMPTS');
      expect(blocked.message).toMatch(
        /^Too many wrong passwords\. Please try again in \d+ minutes?\.$/,
      );
      const signInHere = await rejection(
        createApiClient(app.url, { 'x-forwarded-for': desk }).trpc.auth.signIn.mutate({
          email: user.email,
          password: user.password,
        }),
      );
      expect(signInHere.data?.appCode).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
      // …and nothing changed: both sessions live on, the password is the old one.
      expect((await here.trpc.auth.session.query())?.user.id).toBe(user.id);
      expect((await there.trpc.auth.session.query())?.user.id).toBe(user.id);
      expect(await signInOutcome(user.email, user.password)).toBe('signed in');
      expect(await auditOf(user.id, 'password_change')).toEqual([]);
    });

    it('the new password follows the policy for new accounts; bad input writes nothing', async () => {
      const user = await createTestUser(database.client.db, 'housekeeping');
      const here = await signIn(user);
      const there = await signIn(user);
      const cases = [
        [
          { currentPassword: user.password, newPassword: 'short' },
          'newPassword',
          'Password must be at least 8 characters long.',
        ],
        [
          { currentPassword: user.password, newPassword: user.password },
          'newPassword',
          'Choose a new password, not the current one.',
        ],
        [
          { currentPassword: '', newPassword: NEW_PASSWORD },
          'currentPassword',
          'Enter your current password.',
        ],
        [
          { currentPassword: user.password, newPassword: 'x'.repeat(100_000) },
          'newPassword',
          undefined,
        ],
      ] as const;
      for (const [input, field, message] of cases) {
        const error = await rejection(here.trpc.auth.changePassword.mutate(input));
        expect(error.data?.httpStatus).toBe(400);
        expect(Object.keys(error.data?.fieldErrors ?? {})).toContain(field);
        if (message) expect(error.data?.fieldErrors?.[field]).toBe(message);
      }
      const malformed = await fetch(`${app.url}/trpc/auth.changePassword`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: new URL(app.url).origin,
          cookie: cookieHeaderOf(here)(),
        },
        body: '{"json":{"currentPassword":42}}',
      });
      expect(malformed.status).toBe(400);
      expect(await sessionCount(user.id)).toBe(2);
      expect((await there.trpc.auth.session.query())?.user.id).toBe(user.id);
      expect(await signInOutcome(user.email, user.password)).toBe('signed in');
    });

    it('is for signed-in users only', async () => {
      const anonymous = createApiClient(app.url);
      const error = await rejection(
        anonymous.trpc.auth.changePassword.mutate({
          currentPassword: 'whatever-it-is',
          newPassword: NEW_PASSWORD,
        }),
      );
      expect(error.data?.httpStatus).toBe(401);
      expect(error.data?.appCode).toBe('NOT_SIGNED_IN');
    });

    it('two changes at once from two browsers: exactly one takes effect', async () => {
      for (let round = 0; round < 3; round++) {
        const user = await createTestUser(database.client.db, 'front_desk');
        const first = await signIn(user);
        const second = await signIn(user);
        const results = await Promise.allSettled([
          first.trpc.auth.changePassword.mutate({
            currentPassword: user.password,
            newPassword: 'first-new-password',
          }),
          second.trpc.auth.changePassword.mutate({
            currentPassword: user.password,
            newPassword: 'second-new-password',
          }),
        ]);
        const won = results.map((result) => result.status === 'fulfilled');
        expect(won.filter(Boolean)).toHaveLength(1);
        const loser = results.find((result) => result.status === 'rejected');
        const loserError = await rejection(Promise.reject(loser?.reason));
        // Told its current password is not (any longer) right, or that the winner signed it out.
        expect(['CURRENT_PASSWORD_WRONG', 'NOT_SIGNED_IN']).toContain(loserError.data?.appCode);
        const [winner, losing] = won[0] ? [first, second] : [second, first];
        const winning = won[0] ? 'first-new-password' : 'second-new-password';
        const losingPassword = won[0] ? 'second-new-password' : 'first-new-password';
        expect((await winner.trpc.auth.session.query())?.user.id).toBe(user.id);
        expect(await losing.trpc.auth.session.query()).toBeNull();
        expect(await signInOutcome(user.email, winning)).toBe('signed in');
        expect(await signInOutcome(user.email, losingPassword)).toBe(WRONG);
        expect(await signInOutcome(user.email, user.password)).toBe(WRONG);
        expect(await auditOf(user.id, 'password_change')).toHaveLength(1);
      }
    });

    it('a double submit from one browser changes the password once', async () => {
      const user = await createTestUser(database.client.db, 'front_desk');
      const here = await signIn(user);
      const input = { currentPassword: user.password, newPassword: NEW_PASSWORD };
      const results = await Promise.allSettled([
        here.trpc.auth.changePassword.mutate(input),
        here.trpc.auth.changePassword.mutate(input),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const loser = results.find((result) => result.status === 'rejected');
      expect((await rejection(Promise.reject(loser?.reason))).data?.appCode).toBe(
        'CURRENT_PASSWORD_WRONG',
      );
      expect((await here.trpc.auth.session.query())?.user.id).toBe(user.id);
      expect(await signInOutcome(user.email, NEW_PASSWORD)).toBe('signed in');
    });
  });

  describe('sign out everywhere', () => {
    it('ends every session of mine, this one included, and closes my sockets; others keep theirs', async () => {
      const user = await createTestUser(database.client.db, 'manager');
      const colleague = await createTestUser(database.client.db, 'manager');
      const here = await signIn(user);
      const there = await signIn(user);
      const colleagueApi = await signIn(colleague);
      const hereSocket = openSocket(here);
      const thereSocket = openSocket(there);
      const colleagueSocket = openSocket(colleagueApi);
      for (const socket of [hereSocket, thereSocket, colleagueSocket]) {
        expect(await socket.trpc.reservations.dashboard.query()).toBeDefined();
      }

      await expect(here.trpc.auth.signOutEverywhere.mutate()).resolves.toEqual({ ok: true });
      expect(here.cookies.has('session')).toBe(false);
      expect(await sessionCount(user.id)).toBe(0);
      expect(await there.trpc.auth.session.query()).toBeNull();
      await vi.waitFor(() => {
        expect(hereSocket.closeCodes).toEqual([AUTHORITY_CHANGED]);
        expect(thereSocket.closeCodes).toEqual([AUTHORITY_CHANGED]);
        // Reconnected (with the ended session's cookie), so the next call meets the new socket.
        expect(thereSocket.connections.opened).toBe(2);
      }, waitLong);
      expect(await rejectionCode(thereSocket.trpc.reservations.dashboard.query())).toBe(
        'UNAUTHORIZED',
      );
      expect(await colleagueSocket.trpc.reservations.dashboard.query()).toBeDefined();
      expect(colleagueSocket.closeCodes).toEqual([]);
      expect((await colleagueApi.trpc.auth.session.query())?.user.id).toBe(colleague.id);
      expect(await auditOf(user.id, 'sign_out_everywhere')).toEqual([
        { actorId: user.id, before: null, after: null },
      ]);
      // The password is unchanged: signing in again works.
      expect(await signInOutcome(user.email, user.password)).toBe('signed in');
    });

    it('over a WebSocket ends that socket too', async () => {
      const user = await createTestUser(database.client.db, 'housekeeping');
      const here = await signIn(user);
      const socket = openSocket(here);
      // The session ends at commit and the socket closes on the database's notice, which may
      // overtake the reply on this same socket: the caller hears either the reply or the close.
      const reply = await socket.trpc.auth.signOutEverywhere.mutate().then(
        (result) => result,
        (error: unknown) =>
          error instanceof TRPCClientError && error.data === undefined ? 'closed' : error,
      );
      expect([{ ok: true }, 'closed']).toContainEqual(reply);
      await vi.waitFor(() => expect(socket.closeCodes).toEqual([AUTHORITY_CHANGED]), waitLong);
      expect(await here.trpc.auth.session.query()).toBeNull();
    });

    it('is for signed-in users only', async () => {
      const error = await rejection(createApiClient(app.url).trpc.auth.signOutEverywhere.mutate());
      expect(error.data?.appCode).toBe('NOT_SIGNED_IN');
    });
  });

  describe("an admin resets a staff member's password", () => {
    it('ends every session of theirs at once, and is audited without the password', async () => {
      const target = await createTestUser(database.client.db, 'front_desk');
      const desk = await signIn(target);
      const phone = await signIn(target);
      const socket = openSocket(desk);
      const live = watchLive(socket);
      await vi.waitFor(() => expect(live.state.started).toBe(1), waitLong);

      await expect(
        admin.trpc.users.resetPassword.mutate({ id: target.id, password: 'given-by-the-admin' }),
      ).resolves.toEqual({ ok: true });
      expect(await sessionCount(target.id)).toBe(0);
      expect(await desk.trpc.auth.session.query()).toBeNull();
      expect(await phone.trpc.auth.session.query()).toBeNull();
      await vi.waitFor(() => expect(socket.closeCodes).toEqual([AUTHORITY_CHANGED]), waitLong);
      await vi.waitFor(() => expect(live.state.errors).toEqual(['UNAUTHORIZED']), waitLong);
      expect(await signInOutcome(target.email, target.password)).toBe(WRONG);
      expect(await signInOutcome(target.email, 'given-by-the-admin')).toBe('signed in');
      // The admin is untouched.
      expect((await admin.trpc.auth.session.query())?.user.id).toBe(adminUser.id);
      const entries = await auditOf(target.id, 'password_reset');
      expect(entries).toEqual([{ actorId: adminUser.id, before: null, after: null }]);
      const [{ stored } = { stored: '' }] = await database.client.db
        .select({ stored: sql<string>`${auditLog}::text` })
        .from(auditLog)
        .where(eq(auditLog.entityId, target.id));
      expect(stored).not.toContain('given-by-the-admin');
    });

    it('only who manages users may reset a password', async () => {
      const target = await createTestUser(database.client.db, 'front_desk');
      for (const role of ['manager', 'front_desk', 'housekeeping', null] as const) {
        const caller = await signIn(await createTestUser(database.client.db, role));
        const error = await rejection(
          caller.trpc.users.resetPassword.mutate({ id: target.id, password: 'taken-over-now' }),
        );
        expect(error.data?.code).toBe('FORBIDDEN');
        const socketError = await rejectionCode(
          openSocket(caller).trpc.users.resetPassword.mutate({
            id: target.id,
            password: 'taken-over-now',
          }),
        );
        expect(socketError).toBe('FORBIDDEN');
      }
      const anonymous = await rejection(
        createApiClient(app.url).trpc.users.resetPassword.mutate({
          id: target.id,
          password: 'taken-over-now',
        }),
      );
      expect(anonymous.data?.code).toBe('UNAUTHORIZED');
      expect(await signInOutcome(target.email, target.password)).toBe('signed in');
    });

    it('a disabled admin can reset nothing, over HTTP or over the socket they had open', async () => {
      const target = await createTestUser(database.client.db, 'housekeeping');
      const formerAdmin = await createTestUser(database.client.db, 'admin');
      const api = await signIn(formerAdmin);
      const socket = openSocket(api);
      expect((await socket.trpc.users.list.query()).length).toBeGreaterThan(0);
      await admin.trpc.users.setDisabled.mutate({ id: formerAdmin.id, disabled: true });
      const error = await rejection(
        api.trpc.users.resetPassword.mutate({ id: target.id, password: 'taken-over-now' }),
      );
      expect(error.data?.code).toBe('UNAUTHORIZED');
      await vi.waitFor(() => {
        expect(socket.closeCodes).toEqual([AUTHORITY_CHANGED]);
        expect(socket.connections.opened).toBe(2);
      }, waitLong);
      expect(
        await rejectionCode(
          socket.trpc.users.resetPassword.mutate({ id: target.id, password: 'taken-over-now' }),
        ),
      ).toBe('UNAUTHORIZED');
      expect(await signInOutcome(target.email, target.password)).toBe('signed in');
    });

    it("a disabled user's password may be reset; they still wait to be enabled", async () => {
      const target = await createTestUser(database.client.db, 'manager');
      await admin.trpc.users.setDisabled.mutate({ id: target.id, disabled: true });
      await admin.trpc.users.resetPassword.mutate({ id: target.id, password: 'welcome-back-now' });
      expect(await signInOutcome(target.email, 'welcome-back-now')).toBe(WRONG);
      await admin.trpc.users.setDisabled.mutate({ id: target.id, disabled: false });
      expect(await signInOutcome(target.email, 'welcome-back-now')).toBe('signed in');
    });

    it('refuses my own account, an unknown one and bad input, writing nothing', async () => {
      const self = await rejection(
        admin.trpc.users.resetPassword.mutate({ id: adminUser.id, password: 'my-own-new-one' }),
      );
      expect(self.data?.code).toBe('CONFLICT');
      expect(self.message).toBe(USER_MESSAGES.resetYourself);
      expect((await admin.trpc.auth.session.query())?.user.id).toBe(adminUser.id);

      const unknown = await rejection(
        admin.trpc.users.resetPassword.mutate({
          id: '00000000-0000-4000-8000-000000000000',
          password: 'nobody-has-this',
        }),
      );
      expect(unknown.data?.code).toBe('NOT_FOUND');

      const target = await createTestUser(database.client.db, 'front_desk');
      const short = await rejection(
        admin.trpc.users.resetPassword.mutate({ id: target.id, password: 'short' }),
      );
      expect(short.data?.httpStatus).toBe(400);
      expect(short.data?.fieldErrors).toEqual({
        password: 'Password must be at least 8 characters long.',
      });
      for (const body of [
        '{"json":{"id":"not-a-uuid","password":"long-enough-here"}}',
        `{"json":{"id":"${target.id}","password":"${'x'.repeat(300)}"}}`,
        `{"json":{"id":"${target.id}"}}`,
        'not json at all',
      ]) {
        const response = await fetch(`${app.url}/trpc/users.resetPassword`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: new URL(app.url).origin,
            cookie: cookieHeaderOf(admin)(),
          },
          body,
        });
        expect(response.status).toBe(400);
      }
      expect(await signInOutcome(target.email, target.password)).toBe('signed in');
      const [row] = await database.client.db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'password_reset')));
      expect(row?.count).toBe(0);
      const [targetRow] = await database.client.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, target.id));
      expect(targetRow?.id).toBe(target.id);
    });
  });
});

describe.runIf(testDrivers.includes('postgres'))('a sign-in cannot outrun a password reset', () => {
  let database: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await startApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('a sign-in that checked the old password while a reset commits opens no session', async () => {
    const target = await createTestUser(database.client.db, 'front_desk');
    const { db } = database.client;
    let signingIn: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      // A reset under way: the row locked and the hash replaced, not yet committed.
      await tx.execute(sql`select 1 from users where id = ${target.id} for no key update`);
      await tx.update(users).set({ passwordHash: 'replaced' }).where(eq(users.id, target.id));
      signingIn = createApiClient(app.url).trpc.auth.signIn.mutate({
        email: target.email,
        password: target.password,
      });
      // The sign-in has checked the old password and now waits for the row.
      await vi.waitFor(async () => {
        const [waiting] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        expect(waiting?.count).toBeGreaterThan(0);
      }, waitLong);
    });
    const error = await rejection(signingIn ?? Promise.resolve());
    expect(error.message).toBe('Invalid email or password');
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, target.id));
    expect(row?.count).toBe(0);
  });
});
