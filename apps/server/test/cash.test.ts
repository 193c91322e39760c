import { randomUUID } from 'node:crypto';
import { cashDrawers, journalLines, journals } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser, TEST_PASSWORD } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const cookieOf = (api: { cookies: Map<string, string> }) =>
  [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Cash drawers through the procedures and the exports: cash taken goes into its taker's drawer,
 * a supervisor receives it by counting, the difference is posted, and the hand-overs export.
 */
describe.each(testDrivers)('cash drawers (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let stay = '';
  const as = (who: Who) => users.as(who);
  const refused = (code: keyof typeof APP_ERROR_MESSAGES, status = 'CONFLICT') =>
    `${status}: ${APP_ERROR_MESSAGES[code]}`;
  const drawerCount = async () => {
    const [row] = await server.db.select({ count: sql<number>`count(*)::int` }).from(cashDrawers);
    return row?.count ?? 0;
  };
  const cash = (who: Who, amountMinor: number, tender?: { amountMinor: number; rate: string }) =>
    as(who).folios.pay({
      reservationId: stay,
      purpose: 'payment',
      method: 'cash',
      amountMinor,
      tender: tender ? { ...tender, currency: 'EGP' } : null,
      note: '',
      idempotencyKey: randomUUID(),
    });

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    const unit = await insertUnit(server.db, { name: `CASH-${driver}` });
    stay = (await insertStay(server.db, unit.id, today, addDaysIso(today, 2))).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("puts the desk's cash into its own drawer, opened by the first cash or with a float", async () => {
    expect((await as('front_desk').cash.overview()).mine).toBeNull();
    await cash('front_desk', 10_000);
    await cash('front_desk', 5_000, { amountMinor: 242_500, rate: '48.5' });
    const { mine, held, handOvers } = await as('front_desk').cash.overview();
    expect(mine).toMatchObject({
      float: { usdMinor: 0, egpMinor: 0 },
      taken: { usdMinor: 10_000, egpMinor: 242_500 },
      expected: { usdMinor: 10_000, egpMinor: 242_500 },
    });
    // The desk sees its own drawer only.
    expect([held, handOvers]).toEqual([[], []]);
    expect(
      await outcome(as('front_desk').cash.open({ floatUsdMinor: 1_000, floatEgpMinor: 0 })),
    ).toBe(refused('DRAWER_ALREADY_OPEN'));
    await as('manager').cash.open({ floatUsdMinor: 2_000, floatEgpMinor: 50_000 });
    expect((await as('manager').cash.overview()).mine?.expected).toEqual({
      usdMinor: 2_000,
      egpMinor: 50_000,
    });
    // A cash refund comes out of the drawer of whoever pays it.
    await as('manager').folios.refund({
      reservationId: stay,
      from: 'credit',
      method: 'cash',
      amountMinor: 500,
      reason: 'Change',
      idempotencyKey: randomUUID(),
    });
    expect((await as('manager').cash.overview()).mine?.expected.usdMinor).toBe(1_500);
  });

  it('lets a supervisor receive a drawer by counting it; the difference is posted, once', async () => {
    const manager = await as('manager').cash.overview();
    const deskDrawer = manager.held.find((drawer) => !drawer.mine);
    if (!deskDrawer) throw new Error('no drawer held at the desk');
    expect(deskDrawer.holderName).toBe('Test front_desk');
    const input = {
      drawerId: deskDrawer.id,
      countedUsdMinor: 9_500,
      countedEgpMinor: 242_500,
      note: 'Five dollars short',
    };
    expect(await outcome(as('front_desk').cash.handOver(input))).toMatch(/^FORBIDDEN/);
    const own = manager.held.find((drawer) => drawer.mine);
    expect(await outcome(as('manager').cash.handOver({ ...input, drawerId: own?.id ?? '' }))).toBe(
      refused('HAND_OVER_TO_SELF', 'BAD_REQUEST'),
    );
    for (const bad of [
      { ...input, countedUsdMinor: -1 },
      { ...input, countedEgpMinor: 1.5 },
      { ...input, countedUsdMinor: 100_000_001 },
      { ...input, note: 'x'.repeat(501) },
      { ...input, drawerId: 'drawer' },
    ]) {
      expect(await outcome(as('manager').cash.handOver(bad))).toMatch(/^BAD_REQUEST/);
    }
    expect(
      await outcome(as('manager').cash.handOver({ ...input, drawerId: randomUUID() })),
    ).toMatch(/^NOT_FOUND/);

    // Two supervisors at once: one receives it, the other is told.
    const results = await Promise.all([
      outcome(as('manager').cash.handOver(input)),
      outcome(as('admin').cash.handOver(input)),
    ]);
    expect(results.sort()).toEqual(['ok', refused('DRAWER_HANDED_OVER')].sort());
    const [drawer] = await server.db
      .select()
      .from(cashDrawers)
      .where(eq(cashDrawers.id, deskDrawer.id));
    expect(drawer).toMatchObject({
      expectedUsdMinor: 10_000,
      countedUsdMinor: 9_500,
      expectedEgpMinor: 242_500,
      countedEgpMinor: 242_500,
      note: 'Five dollars short',
    });
    const lines = await server.db
      .select({ account: journalLines.account, amount: journalLines.amountMinor })
      .from(journalLines)
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(eq(journals.idempotencyKey, `cash-count:${deskDrawer.id}`))
      .orderBy(asc(journalLines.lineNo));
    expect(lines).toEqual([
      { account: 'cash', amount: -500 },
      { account: 'cash_over_short', amount: 500 },
    ]);
    // The desk's next cash opens a new drawer.
    const before = await drawerCount();
    await cash('front_desk', 1_000);
    expect(await drawerCount()).toBe(before + 1);
    expect((await as('front_desk').cash.overview()).mine?.taken.usdMinor).toBe(1_000);
    const { handOvers } = await as('manager').cash.overview();
    expect(handOvers[0]).toMatchObject({
      holderName: 'Test front_desk',
      counted: { usdMinor: 9_500, egpMinor: 242_500 },
    });
  });

  it('exports the hand-overs as CSV and Excel to supervisors only, over HTTP', async () => {
    const range = `from=${addDaysIso(today, -1)}&to=${addDaysIso(today, 1)}`;
    const manager = await createTestUser(server.db, 'manager');
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({
      email: manager.email,
      password: TEST_PASSWORD,
      staySignedIn: false,
    });
    const get = (path: string) =>
      fetch(`${server.url}${path}`, { headers: { cookie: cookieOf(api) } });
    const csvAnswer = await get(`/api/cash/hand-overs.csv?${range}`);
    expect(csvAnswer.status).toBe(200);
    const text = await csvAnswer.text();
    expect(text).toContain('Opened,Handed over,Held by,Received by,Expected USD,Counted USD');
    // Received by whichever supervisor won the race above.
    expect(text).toMatch(
      /Test front_desk,Test (manager|admin),100\.00,95\.00,-5\.00,2425\.00,2425\.00,0\.00,Five dollars short/,
    );
    const xlsx = await get(`/api/cash/hand-overs.xlsx?${range}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await get('/api/cash/hand-overs.csv?from=2026-13-01&to=x')).status).toBe(400);
    api.close();

    const desk = await createTestUser(server.db, 'front_desk');
    const deskApi = createApiClient(server.url);
    await deskApi.trpc.auth.signIn.mutate({
      email: desk.email,
      password: TEST_PASSWORD,
      staySignedIn: false,
    });
    const refusedCsv = await fetch(`${server.url}/api/cash/hand-overs.csv?${range}`, {
      headers: { cookie: cookieOf(deskApi) },
    });
    expect(refusedCsv.status).toBe(403);
    const socket = createSocketClient(server.url, () => cookieOf(deskApi));
    expect(
      await rejectionCode(
        socket.trpc.cash.handOver.mutate({
          drawerId: randomUUID(),
          countedUsdMinor: 0,
          countedEgpMinor: 0,
          note: '',
        }),
      ),
    ).toBe('FORBIDDEN');
    expect((await socket.trpc.cash.overview.query()).held).toEqual([]);
    socket.close();
    deskApi.close();
    expect((await fetch(`${server.url}/api/cash/hand-overs.csv?${range}`)).status).toBe(401);
  });
});
