import { TRPCError } from '@trpc/server';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { allowedByDefault, CAPABILITIES, ROLES, type Role } from '@zamalek/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInnerContext } from '../src/trpc/context';
import {
  authedProcedure,
  capabilityProcedure,
  createCallerFactory,
  createTRPCRouter,
} from '../src/trpc/init';
import { callerFor } from './support/caller';
import { testServices } from './support/services';
import { createTestUser, signedInSession } from './support/users';

// A router made only of the tiers, so every cell of the permission matrix is exercised.
const tiersRouter = createTRPCRouter({
  authed: authedProcedure.query(() => 'ok'),
  ...Object.fromEntries(
    CAPABILITIES.map((capability) => [
      capability,
      capabilityProcedure(capability).query(() => 'ok'),
    ]),
  ),
});
const createTiersCaller = createCallerFactory(tiersRouter);

describe.each(testDrivers)('procedure tiers enforce the permission matrix (%s)', (driver) => {
  let database: TestDatabase;
  const callers = new Map<Role | 'no role' | 'anonymous', ReturnType<typeof createTiersCaller>>();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { services } = testServices(database.client);
    const cookie = { set() {}, clear() {} };
    for (const role of [...ROLES, null, 'anonymous'] as const) {
      const session =
        role === 'anonymous'
          ? null
          : await signedInSession(
              database.client.db,
              (await createTestUser(database.client.db, role)).id,
            );
      const ctx = createInnerContext({
        services,
        session,
        sessionToken: null,
        cookie,
        ip: '127.0.0.1',
      });
      callers.set(role ?? 'no role', createTiersCaller(ctx));
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function outcome(who: Role | 'no role' | 'anonymous', path: string) {
    const caller = callers.get(who);
    if (!caller) throw new Error(`no caller for ${who}`);
    const procedure = (caller as unknown as Record<string, () => Promise<string>>)[path];
    if (!procedure) throw new Error(`no procedure ${path}`);
    try {
      return await procedure();
    } catch (error) {
      if (error instanceof TRPCError) return error.code;
      throw error;
    }
  }

  it('refuses anonymous callers everywhere with UNAUTHORIZED', async () => {
    for (const path of ['authed', ...CAPABILITIES]) {
      expect(await outcome('anonymous', path)).toBe('UNAUTHORIZED');
    }
  });

  it('lets a signed-in user without a role in, but not into staff procedures', async () => {
    expect(await outcome('no role', 'authed')).toBe('ok');
    // Staff procedures act at a property the user works at; My Reservations, open to every
    // signed-in user, is an authed procedure of its own (my-reservations.test.ts).
    expect(await outcome('no role', 'myReservations.view')).toBe('FORBIDDEN');
    expect(await outcome('no role', 'reservations.view')).toBe('FORBIDDEN');
  });

  it.each(ROLES)('grants %s exactly what the matrix says', async (role) => {
    for (const capability of CAPABILITIES) {
      const expected = allowedByDefault(role, capability) ? 'ok' : 'FORBIDDEN';
      expect([capability, await outcome(role, capability)]).toEqual([capability, expected]);
    }
  });
});

// The front desk's procedures sit on the reservations.checkInOut tier: allowed roles reach the use case (an
// unknown stay is NOT_FOUND), the others are FORBIDDEN before it.
const DESK_PROCEDURES = [
  'checkIn',
  'checkInRoom',
  'checkOut',
  'undoCheckIn',
  'undoCheckOut',
] as const;

describe.each(testDrivers)('front desk procedures in the permission matrix (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.each([...ROLES, null])('%s', async (role) => {
    const { db } = database.client;
    const { caller } = callerFor(
      database.client,
      await signedInSession(db, (await createTestUser(db, role)).id),
    );
    const expected = allowedByDefault(role, 'reservations.checkInOut') ? 'NOT_FOUND' : 'FORBIDDEN';
    for (const procedure of DESK_PROCEDURES) {
      const code = await caller.reservations[procedure]({ id: crypto.randomUUID() }).then(
        () => 'ok',
        (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
      );
      expect([procedure, code]).toEqual([procedure, expected]);
    }
  });
});
