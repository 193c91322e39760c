import { randomUUID } from 'node:crypto';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { createTestDatabase, roomTypeIdFor, type TestDatabase } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { startFakeChannex } from './support/fake-channex';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser } from './support/users';

const API_KEY = 'cx-access-key-0123456789abcdef';
type Api = ReturnType<typeof createApiClient>;
const cookieOf = (api: Api) => () =>
  [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * The channel manager's procedures with one configured: only those who manage channels, over
 * HTTP and an open WebSocket; hostile input refused readably with nothing written; another
 * property's rows answered as rows nobody has; two admins mapping one Channex id at once.
 */
describe('channel manager mapping: who may, and what is refused', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let channex: Awaited<ReturnType<typeof startFakeChannex>>;
  const apis: Api[] = [];
  let admin: Api;
  let secondAdmin: Api;
  let studio = '';
  let loft = '';
  let otherType = '';
  let otherPlan = '';

  const db = () => database.client.db;
  const rows = async (table: string) =>
    Number(
      executedRows(
        await db().execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
      )[0]?.count,
    );
  const signedIn = async (role: 'admin' | 'manager' | 'front_desk') => {
    const user = await createTestUser(db(), role);
    const api = createApiClient(app.url);
    apis.push(api);
    await api.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
    return api;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    channex = await startFakeChannex({ apiKey: API_KEY });
    app = await startApp(database, {
      CHANNEX_URL: channex.url,
      CHANNEX_API_KEY: API_KEY,
      CHANNEX_ALLOW_PRIVATE: 'true',
    });
    studio = await roomTypeIdFor(db(), 'AX Studio');
    loft = await roomTypeIdFor(db(), 'AX Loft');
    const [other] = executedRows(
      await db().execute(sql`insert into properties (slug, time_zone, property_name)
        values ('ax-other', 'Africa/Cairo', 'Other building') returning id`),
    );
    const otherId = String(other?.id);
    otherType = await roomTypeIdFor(db(), 'AX Other', otherId);
    await db().execute(sql`insert into channex_connections (property_id, channex_property_id)
      values (${otherId}, ${randomUUID()})`);
    await db().execute(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
      values (${otherId}, ${otherType}, ${randomUUID()})`);
    const [plan] = executedRows(
      await db().execute(sql`insert into channex_rate_plans (property_id, room_type_id, channex_rate_plan_id, name)
        values (${otherId}, ${otherType}, ${randomUUID()}, 'Other plan') returning id`),
    );
    otherPlan = String(plan?.id);
    admin = await signedIn('admin');
    secondAdmin = await signedIn('admin');
  }, 60_000);

  afterAll(async () => {
    for (const api of apis) api.close();
    await app?.close();
    await channex?.close();
    await database?.dispose();
  });

  it('front desk and managers are refused over HTTP and an open WebSocket, and nothing is written', async () => {
    for (const role of ['front_desk', 'manager'] as const) {
      const api = await signedIn(role);
      const socket = createSocketClient(app.url, cookieOf(api));
      for (const trpc of [api.trpc, socket.trpc]) {
        expect(await rejectionCode(trpc.channex.overview.query()), role).toBe('FORBIDDEN');
        expect(
          await rejectionCode(trpc.channex.connect.mutate({ channexPropertyId: randomUUID() })),
          role,
        ).toBe('FORBIDDEN');
        expect(
          await rejectionCode(
            trpc.channex.mapRoomType.mutate({
              roomTypeId: studio,
              channexRoomTypeId: randomUUID(),
            }),
          ),
          role,
        ).toBe('FORBIDDEN');
      }
      socket.close();
    }
    expect(await rows('channex_connections')).toBe(1);
  });

  it('asks to connect the property before mapping a room type', async () => {
    expect(
      await rejectionCode(
        admin.trpc.channex.mapRoomType.mutate({
          roomTypeId: studio,
          channexRoomTypeId: randomUUID(),
        }),
      ),
    ).toBe('PRECONDITION_FAILED');
    await admin.trpc.channex.connect.mutate({ channexPropertyId: randomUUID() });
  });

  it('refuses malformed, huge and hostile input with a 4xx and writes nothing', async () => {
    const before = await rows('channex_rate_plans');
    const refused = [
      admin.trpc.channex.connect.mutate({ channexPropertyId: "x'; drop table units; --" }),
      admin.trpc.channex.connect.mutate({ channexPropertyId: 'a'.repeat(100_000) }),
      admin.trpc.channex.mapRoomType.mutate({
        roomTypeId: 'studio',
        channexRoomTypeId: randomUUID(),
      }),
      admin.trpc.channex.addRatePlan.mutate({
        roomTypeId: studio,
        channexRatePlanId: randomUUID(),
        name: 'x'.repeat(10_000),
        markupKind: 'percent',
        markup: 0,
      }),
      admin.trpc.channex.addRatePlan.mutate({
        roomTypeId: studio,
        channexRatePlanId: randomUUID(),
        name: 'Huge markup',
        markupKind: 'amount',
        markup: 1e9,
      }),
    ];
    for (const call of refused) expect(await rejectionCode(call)).toBe('BAD_REQUEST');
    // A rate plan before its room type is mapped: said as such.
    expect(
      await rejectionCode(
        admin.trpc.channex.addRatePlan.mutate({
          roomTypeId: studio,
          channexRatePlanId: randomUUID(),
          name: 'Standard',
          markupKind: 'percent',
          markup: 0,
        }),
      ),
    ).toBe('PRECONDITION_FAILED');
    expect(await rows('channex_rate_plans')).toBe(before);
  });

  it("answers another property's room type and rate plan as ones nobody has", async () => {
    const attempts = (roomTypeId: string, planId: string) => [
      admin.trpc.channex.mapRoomType.mutate({ roomTypeId, channexRoomTypeId: randomUUID() }),
      admin.trpc.channex.removeRatePlan.mutate({ id: planId }),
      admin.trpc.channex.updateRatePlan.mutate({
        id: planId,
        plan: {
          roomTypeId: studio,
          channexRatePlanId: randomUUID(),
          name: 'X',
          markupKind: 'percent',
          markup: 0,
        },
      }),
    ];
    await admin.trpc.channex.mapRoomType.mutate({
      roomTypeId: studio,
      channexRoomTypeId: randomUUID(),
    });
    const ofOther = await Promise.all(attempts(otherType, otherPlan).map(rejectionCode));
    const ofNobody = await Promise.all(attempts(randomUUID(), randomUUID()).map(rejectionCode));
    expect(ofOther).toEqual(ofNobody);
    expect(ofOther).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    const overview = await admin.trpc.channex.overview.query();
    expect(JSON.stringify(overview)).not.toContain('Other plan');
    expect(JSON.stringify(overview)).not.toContain(otherType);
  });

  it('two admins mapping one Channex room type to two room types at once: one mapping, one refusal', async () => {
    const shared = randomUUID();
    const outcomes = await Promise.all(
      [
        [admin, studio],
        [secondAdmin, loft],
      ].map(([api, roomTypeId]) =>
        (api as Api).trpc.channex.mapRoomType
          .mutate({ roomTypeId: String(roomTypeId), channexRoomTypeId: shared })
          .then(
            () => 'mapped',
            (error: unknown) => rejectionCode(Promise.reject(error)),
          ),
      ),
    );
    expect(outcomes.sort()).toEqual(['CONFLICT', 'mapped']);
    const mapped = executedRows(
      await db().execute(
        sql`select count(*)::int as count from channex_room_types where channex_room_type_id = ${shared}`,
      ),
    );
    expect(mapped[0]?.count).toBe(1);
  });
});
