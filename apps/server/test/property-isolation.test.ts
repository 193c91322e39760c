import { randomUUID } from 'node:crypto';
import { insertUser } from '@zamalek/db/queries/users';
import { properties, unitHolds } from '@zamalek/db/schema';
import { createTestDatabase, firstPropertyId, type TestDatabase } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { Role } from '@zamalek/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { createSocketClient, errorCode, rejectionCode } from './support/socket-client';
import { TEST_PASSWORD } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

type ApiClient = ReturnType<typeof createApiClient>;

/** 'ok', or the error code a call was refused with. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: unknown) => errorCode(error) ?? String(error),
  );
type Trpc = ApiClient['trpc'];

/**
 * Two buildings in one installation: a user of one gets for the other's ids the same "not found"
 * as for ids that do not exist, over HTTP and over an open WebSocket, sees only their building in
 * lists and counts, and holds at each building the role they were given there.
 */
describe('two properties, side by side', () => {
  let database: TestDatabase;
  let app: RunningApp;
  const ids = {} as Record<'a' | 'b' | 'unitA' | 'unitB' | 'stayA' | 'stayB' | 'holdB', string>;
  const emails = {} as Record<'adminA' | 'adminB' | 'both', string>;

  async function userAt(label: keyof typeof emails, roles: { propertyId: string; role: Role }[]) {
    const email = `${label.toLowerCase()}-${randomUUID()}@example.com`;
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const [first, ...others] = roles;
    const { id } = await database.client.db.transaction((tx) =>
      insertUser(tx, { email, passwordHash, fullName: label, role: first ?? null }),
    );
    for (const other of others) {
      await database.client.db.execute(
        sql`insert into user_roles (user_id, property_id, role) values (${id}, ${other.propertyId}, ${other.role})`,
      );
    }
    emails[label] = email;
  }

  async function signedIn(label: keyof typeof emails, headers: Record<string, string> = {}) {
    const api = createApiClient(app.url, headers);
    await api.trpc.auth.signIn.mutate({
      email: emails[label],
      password: TEST_PASSWORD,
      staySignedIn: false,
    });
    return api;
  }
  const cookieOf = (api: ApiClient) => () =>
    [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.client;
    ids.a = await firstPropertyId(db);
    const [b] = await db
      .insert(properties)
      .values({ slug: 'garden-city', timeZone: 'Africa/Cairo', propertyName: 'Garden City Suites' })
      .returning({ id: properties.id });
    ids.b = b?.id ?? '';
    const unitA = await insertUnit(db, { name: 'A-101' });
    const unitB = await insertUnit(db, { name: 'B-201', propertyId: ids.b });
    ids.unitA = unitA.id;
    ids.unitB = unitB.id;
    ids.stayA = (await insertStay(db, unitA.id, day(1), day(3))).id;
    ids.stayB = (await insertStay(db, unitB.id, day(1), day(3))).id;
    const [hold] = await db
      .insert(unitHolds)
      .values({
        propertyId: ids.b,
        unitId: unitB.id,
        kind: 'maintenance',
        reason: 'Leak',
        fromDate: day(10),
        toDate: day(11),
      })
      .returning({ id: unitHolds.id });
    ids.holdB = hold?.id ?? '';
    await userAt('adminA', [{ propertyId: ids.a, role: 'admin' }]);
    await userAt('adminB', [{ propertyId: ids.b, role: 'admin' }]);
    await userAt('both', [
      { propertyId: ids.a, role: 'manager' },
      { propertyId: ids.b, role: 'front_desk' },
    ]);
    app = await startApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** The answers a user of A gets for B's rows: each the same as for an id nobody has. */
  async function refusalsOfB(trpc: Trpc) {
    const nobody = randomUUID();
    return {
      stay: await rejectionCode(trpc.reservations.byId.query({ id: ids.stayB })),
      noStay: await rejectionCode(trpc.reservations.byId.query({ id: nobody })),
      deleteStay: await outcome(trpc.reservations.delete.mutate({ id: ids.stayB })),
      deleteNoStay: await outcome(trpc.reservations.delete.mutate({ id: nobody })),
      removeHold: await outcome(trpc.holds.remove.mutate({ id: ids.holdB })),
      removeNoHold: await outcome(trpc.holds.remove.mutate({ id: nobody })),
    };
  }

  it("answers another building's ids over HTTP exactly as ids that do not exist", async () => {
    const { trpc } = await signedIn('adminA');
    const answers = await refusalsOfB(trpc);
    expect(answers.stay).toBe('NOT_FOUND');
    expect(answers.stay).toBe(answers.noStay);
    expect(answers.deleteStay).toBe(answers.deleteNoStay);
    expect(answers.removeHold).toBe(answers.removeNoHold);
    // Nothing of B was touched.
    const { trpc: adminB } = await signedIn('adminB');
    expect((await adminB.reservations.byId.query({ id: ids.stayB })).reservation.id).toBe(
      ids.stayB,
    );
    const holds = await database.client.db.select().from(unitHolds);
    expect(holds.map((hold) => hold.id)).toEqual([ids.holdB]);
  });

  it('answers them the same over an open WebSocket', async () => {
    const api = await signedIn('adminA');
    const socket = createSocketClient(app.url, cookieOf(api));
    try {
      const answers = await refusalsOfB(socket.trpc);
      expect(answers.stay).toBe('NOT_FOUND');
      expect(answers.stay).toBe(answers.noStay);
      expect(answers.removeHold).toBe(answers.removeNoHold);
    } finally {
      socket.close();
    }
  });

  it('shows each building its own rooms, stays and counts', async () => {
    const { trpc: a } = await signedIn('adminA');
    const { trpc: b } = await signedIn('adminB');
    const roomsOf = async (trpc: Trpc) => (await trpc.units.list.query()).map((room) => room.id);
    expect(await roomsOf(a)).toEqual([ids.unitA]);
    expect(await roomsOf(b)).toEqual([ids.unitB]);
    const listed = async (trpc: Trpc) =>
      (await trpc.reservations.list.query({})).rows.map((row) => row.id);
    expect(await listed(a)).toEqual([ids.stayA]);
    expect(await listed(b)).toEqual([ids.stayB]);
    const calendar = await b.reservations.calendar.query({ from: day(0), to: day(14) });
    expect(JSON.stringify(calendar)).not.toContain('A-101');
    expect(JSON.stringify(calendar)).toContain('B-201');
    expect((await a.settings.overview.query()).property.propertyName).not.toBe(
      'Garden City Suites',
    );
    expect((await b.settings.overview.query()).property.propertyName).toBe('Garden City Suites');
  });

  it('refuses a building the user does not work at as not found, on HTTP and the socket', async () => {
    const overHttp = await signedIn('adminA', { 'x-property': ids.b });
    expect(await rejectionCode(overHttp.trpc.units.list.query())).toBe('NOT_FOUND');
    const malformed = await signedIn('adminA', { 'x-property': 'not-a-property' });
    expect(await rejectionCode(malformed.trpc.units.list.query())).toBe('NOT_FOUND');
    const socket = createSocketClient(app.url, cookieOf(await signedIn('adminA')), {
      property: ids.b,
    });
    try {
      expect(await rejectionCode(socket.trpc.units.list.query())).toBe('NOT_FOUND');
    } finally {
      socket.close();
    }
  });

  it('gives a user of two buildings the role they hold at the one they name, and asks for one', async () => {
    const unnamed = await signedIn('both');
    expect(await rejectionCode(unnamed.trpc.units.list.query())).toBe('BAD_REQUEST');
    const atA = await signedIn('both', { 'x-property': ids.a });
    const atB = await signedIn('both', { 'x-property': ids.b });
    // Manager at A: room holds are theirs there; front desk at B: they are not.
    const nobody = randomUUID();
    expect(await outcome(atA.trpc.holds.remove.mutate({ id: nobody }))).toBe('ok');
    expect(await outcome(atB.trpc.holds.remove.mutate({ id: nobody }))).toBe('FORBIDDEN');
    expect((await atB.trpc.reservations.list.query({})).rows.map((row) => row.id)).toEqual([
      ids.stayB,
    ]);
  });
});
