import { rateLimits } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/auth/throttle';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { rejection } from './support/outcomes';
import { createSocketClient } from './support/socket-client';
import { createTestUser } from './support/users';

const TOO_MANY = /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/;
const PAIR = SIGN_IN_LIMITS.perAddressAndAccount.max;

let nextAddress = 0;
/** A fresh client address per caller, so tests never share an address's count. */
const freshAddress = () => {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe.each(testDrivers)(
  'wrong passwords are throttled per address and account, per address and per account (%s)',
  (driver) => {
    let database: TestDatabase;
    let app: RunningApp;

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      // Behind a proxy on loopback: X-Forwarded-For says which address a call comes from.
      app = await startApp(database, { TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    const from = (address: string) => createApiClient(app.url, { 'x-forwarded-for': address });
    const signIn = (address: string, email: string, password: string) =>
      from(address).trpc.auth.signIn.mutate({ email, password, staySignedIn: false });
    const accountHits = async (email: string) => {
      const [row] = await database.client.db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(eq(rateLimits.key, `sign-in:account:${email}`));
      return row?.hits ?? 0;
    };

    it("a stranger's ten wrong passwords block their address, not the staff member at another", async () => {
      const staff = await createTestUser(database.client.db, 'front_desk');
      const stranger = freshAddress();
      for (let attempt = 0; attempt < PAIR; attempt++) {
        const error = await rejection(signIn(stranger, staff.email, `guess-${attempt}-guess`));
        expect(error.message).toBe('Invalid email or password');
      }
      // The stranger's address is blocked for this account, even with the right password…
      const blocked = await rejection(signIn(stranger, staff.email, staff.password));
      expect(blocked.data?.httpStatus).toBe(429);
      expect(blocked.data?.appCode).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
      expect(blocked.message).toMatch(TOO_MANY);
      // …while the staff member signs in from the front desk, over HTTP and over a WebSocket.
      const signedIn = await signIn(freshAddress(), staff.email, staff.password);
      expect(signedIn.role).toBe('front_desk');
      const socket = createSocketClient(app.url, () => '');
      try {
        const overSocket = await socket.trpc.auth.signIn.mutate({
          email: staff.email,
          password: staff.password,
        });
        expect(overSocket.user.id).toBe(staff.id);
      } finally {
        socket.close();
      }
      // The stranger may still try other accounts from that address (up to the address's ceiling).
      const other = await createTestUser(database.client.db, 'manager');
      expect((await rejection(signIn(stranger, other.email, 'one-more-guess'))).message).toBe(
        'Invalid email or password',
      );
    });

    it('a right password starts its address and account afresh', async () => {
      const staff = await createTestUser(database.client.db, 'manager');
      const desk = freshAddress();
      for (let attempt = 0; attempt < PAIR - 1; attempt++) {
        await rejection(signIn(desk, staff.email, 'fat-fingered'));
      }
      await signIn(desk, staff.email, staff.password);
      for (let attempt = 0; attempt < PAIR; attempt++) {
        expect((await rejection(signIn(desk, staff.email, 'fat-fingered'))).message).toBe(
          'Invalid email or password',
        );
      }
      expect((await rejection(signIn(desk, staff.email, staff.password))).message).toMatch(
        TOO_MANY,
      );
    });

    it('one address guessing across accounts stops at its own ceiling; others are not affected', async () => {
      const staff = await createTestUser(database.client.db, 'admin');
      const guesser = freshAddress();
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress.max; attempt++) {
        await rejection(signIn(guesser, `guess-${attempt % 7}@example.com`, 'guessing-away'));
      }
      const blocked = await rejection(signIn(guesser, staff.email, staff.password));
      expect(blocked.message).toMatch(TOO_MANY);
      expect((await signIn(freshAddress(), staff.email, staff.password)).role).toBe('admin');
    });

    it("the account's slower ceiling bounds a guesser spread over many addresses", async () => {
      const staff = await createTestUser(database.client.db, 'front_desk');
      const addresses = SIGN_IN_LIMITS.perAccount.max / PAIR;
      for (let address = 0; address < addresses; address++) {
        const guesser = freshAddress();
        for (let attempt = 0; attempt < PAIR; attempt++) {
          await rejection(signIn(guesser, staff.email, `spread-${attempt}-guess`));
        }
      }
      expect(await accountHits(staff.email)).toBe(SIGN_IN_LIMITS.perAccount.max);
      // Now every address is refused for this account, the right password included…
      const blocked = await rejection(signIn(freshAddress(), staff.email, staff.password));
      expect(blocked.data?.httpStatus).toBe(429);
      expect(blocked.message).toMatch(TOO_MANY);
      // …and only for this account.
      const colleague = await createTestUser(database.client.db, 'front_desk');
      expect((await signIn(freshAddress(), colleague.email, colleague.password)).role).toBe(
        'front_desk',
      );
    });

    it('a burst of simultaneous guesses gets no more checks than the limit, and refusals count nowhere', async () => {
      const staff = await createTestUser(database.client.db, 'housekeeping');
      const stranger = freshAddress();
      const burst = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          rejection(signIn(stranger, staff.email, `burst-${index}-guess`)),
        ),
      );
      const statuses = burst.map((error) => error.data?.httpStatus);
      expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25 - PAIR);
      // Hammering on from the blocked address does not bring the account nearer its ceiling.
      for (let attempt = 0; attempt < 20; attempt++) {
        await rejection(signIn(stranger, staff.email, 'still-guessing'));
      }
      expect(await accountHits(staff.email)).toBe(PAIR);
    });
  },
);
