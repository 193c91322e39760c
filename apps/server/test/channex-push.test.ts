import { randomUUID } from 'node:crypto';
import { queueChannexFullSyncs } from '@zamalek/db/queries/channex';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { channexPushes, notifications } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  roomTypeIdFor,
  type TestDatabase,
} from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { weekdayOf } from '@zamalek/domain/pricing/night-rates';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEX_JOB } from '../src/jobs/timed-jobs';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { type ChannexCall, startFakeChannex } from './support/fake-channex';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const API_KEY = 'cx-test-key-0123456789abcdef';

/**
 * Availability, rates and stay rules out to a fake Channex on loopback, through the running
 * server: an admin maps the property, a room type and two rate plans on the Channels page's
 * procedures; every change is queued by the database and pushed by the debounced job, with the
 * exact payload Channex documents; a 429 and a Channex gone away lose nothing; a failure streak
 * is mailed once.
 */
describe('pushing to Channex', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let channex: Awaited<ReturnType<typeof startFakeChannex>>;
  let admin: ReturnType<typeof createApiClient>;
  const logLines: string[] = [];
  const ids = { property: randomUUID(), roomType: randomUUID(), standard: '', booking: '' };
  let propertyId = '';
  let studio = '';
  const rooms: string[] = [];

  const db = () => database.client.db;
  const queuedNights = async () =>
    Number(
      executedRows(await db().execute(sql`select count(*)::int as count from channex_ari_queue`))[0]
        ?.count ?? 0,
    );
  /** The calls made from `from` on, once the queue is empty: what one change sent. */
  const sentAfter = async (from: number): Promise<ChannexCall[]> => {
    await expect.poll(queuedNights, { timeout: 15_000, interval: 200 }).toBe(0);
    return channex.calls.slice(from);
  };
  const lastPush = async () =>
    (await db().select().from(channexPushes).orderBy(desc(channexPushes.id)).limit(1))[0];
  /** Runs the job now, as if the changes had been quiet long enough and any wait were over. */
  const runNow = async () => {
    await db().execute(
      sql`update channex_ari_queue set queued_at = queued_at - interval '1 minute'`,
    );
    await db().execute(sql`update channex_connections set retry_at = null`);
    await app.jobs.run(CHANNEX_JOB);
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    channex = await startFakeChannex({ apiKey: API_KEY });
    app = await startApp(
      database,
      {
        CHANNEX_URL: channex.url,
        CHANNEX_API_KEY: API_KEY,
        CHANNEX_ALLOW_PRIVATE: 'true',
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line) => logLines.push(line) } },
    );
    propertyId = await firstPropertyId(db());
    studio = await roomTypeIdFor(db(), 'CX Studio');
    await db().execute(sql`update room_types set base_rate_cents = 10000 where id = ${studio}`);
    for (const _ of [1, 2]) {
      rooms.push((await insertUnit(db(), { roomTypeId: studio, baseRateCents: null })).id);
    }
    await createTestUser(db(), 'manager', 'Mona Manager');
    const user = await createTestUser(db(), 'admin');
    admin = createApiClient(app.url);
    await admin.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
  }, 60_000);

  afterAll(async () => {
    admin?.close();
    await app?.close();
    await channex?.close();
    await database?.dispose();
  });

  it('mapping the property, a room type and two rate plans sends 500 nights of each in one call a kind', async () => {
    await admin.trpc.channex.connect.mutate({ channexPropertyId: ids.property.toUpperCase() });
    await admin.trpc.channex.mapRoomType.mutate({
      roomTypeId: studio,
      channexRoomTypeId: ids.roomType,
    });
    ids.standard = randomUUID();
    ids.booking = randomUUID();
    await admin.trpc.channex.addRatePlan.mutate({
      roomTypeId: studio,
      channexRatePlanId: ids.standard,
      name: 'Standard',
      markupKind: 'percent',
      markup: 0,
    });
    await admin.trpc.channex.addRatePlan.mutate({
      roomTypeId: studio,
      channexRatePlanId: ids.booking,
      name: 'Booking.com',
      markupKind: 'percent',
      markup: 1500,
    });
    const calls = await sentAfter(0);
    const rules = {
      min_stay_arrival: 1,
      min_stay_through: 1,
      max_stay: 0,
      closed_to_arrival: false,
      closed_to_departure: false,
      stop_sell: false,
    };
    const whole = { date_from: day(-1), date_to: day(499) };
    expect(calls.map((call) => [call.path, call.apiKey])).toEqual([
      ['/api/v1/availability', API_KEY],
      ['/api/v1/restrictions', API_KEY],
    ]);
    expect(calls[0]?.body).toEqual({
      values: [
        { property_id: ids.property, room_type_id: ids.roomType, ...whole, availability: 2 },
      ],
    });
    const plans = [
      { property_id: ids.property, rate_plan_id: ids.standard, ...whole, rate: '100.00', ...rules },
      { property_id: ids.property, rate_plan_id: ids.booking, ...whole, rate: '115.00', ...rules },
    ].sort((a, b) => a.rate_plan_id.localeCompare(b.rate_plan_id));
    expect(calls[1]?.body).toEqual({ values: plans });
    const overview = await admin.trpc.channex.overview.query();
    expect(overview.channexPropertyId).toBe(ids.property);
    expect(overview.health.queuedNights).toBe(0);
    expect(overview.health.lastPushedAt).not.toBeNull();
    expect(overview.health.recent.map((push) => push.outcome)).toEqual(['pushed', 'pushed']);
  });

  it('a booking sends the rooms left on its nights, and nothing else', async () => {
    const from = channex.calls.length;
    await insertStay(db(), rooms[0] ?? '', day(10), day(12));
    expect(await sentAfter(from)).toEqual([
      {
        path: '/api/v1/availability',
        apiKey: API_KEY,
        body: {
          values: [
            {
              property_id: ids.property,
              room_type_id: ids.roomType,
              date_from: day(10),
              date_to: day(11),
              availability: 1,
            },
          ],
        },
      },
    ]);
  });

  it("a season sends its nights' rates and rules to every rate plan, and no availability", async () => {
    const from = channex.calls.length;
    await db().execute(sql`
      insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents,
                                min_stay, closed_to_arrival)
      values (${propertyId}, 'Eid', ${studio}, ${day(30)}, ${day(31)}, 20000, 2,
              ${`{${weekdayOf(day(30))}}`}::integer[])`);
    const calls = await sentAfter(from);
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/restrictions']);
    const night = (plan: string, date: string, rate: string, closed: boolean) => ({
      property_id: ids.property,
      rate_plan_id: plan,
      date_from: date,
      date_to: date,
      rate,
      min_stay_arrival: 2,
      min_stay_through: 2,
      max_stay: 0,
      closed_to_arrival: closed,
      closed_to_departure: false,
      stop_sell: false,
    });
    expect(calls[0]?.body).toEqual({
      values: [
        night(ids.standard, day(30), '200.00', true),
        night(ids.standard, day(31), '200.00', false),
        night(ids.booking, day(30), '230.00', true),
        night(ids.booking, day(31), '230.00', false),
      ].sort((a, b) => a.rate_plan_id.localeCompare(b.rate_plan_id)),
    });
  });

  it('a 429 keeps the nights and waits as asked; they go out after', async () => {
    channex.setLimit(0);
    const from = channex.calls.length;
    await insertStay(db(), rooms[1] ?? '', day(50), day(51));
    await expect
      .poll(async () => (await lastPush())?.outcome, { timeout: 15_000 })
      .toBe('rate_limited');
    expect(await queuedNights()).toBe(1);
    const [connection] = executedRows(
      await db().execute(sql`select retry_at > now() + interval '20 seconds' as waits, failure_streak
                             from channex_connections`),
    );
    expect(connection).toEqual({ waits: true, failure_streak: 0 });
    channex.setLimit(10);
    channex.resetLimits();
    await runNow();
    const calls = await sentAfter(from);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      values: [expect.objectContaining({ date_from: day(50), date_to: day(50), availability: 1 })],
    });
  });

  it('Channex gone away: nothing lost, a growing wait, admins and managers mailed once per streak', async () => {
    channex.setDown(true);
    const from = channex.calls.length;
    await insertStay(db(), rooms[1] ?? '', day(60), day(62));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await runNow();
      expect(await lastPush()).toMatchObject({
        outcome: 'failed',
        errorCode: 'CHANNEX_UNREACHABLE',
      });
    }
    const [connection] = executedRows(
      await db().execute(sql`select failure_streak, failure_mailed_at is not null as mailed,
                                    retry_at > now() + interval '3 minutes' as waits
                             from channex_connections`),
    );
    expect(connection).toEqual({ failure_streak: 4, mailed: true, waits: true });
    const alerts = await db()
      .select({ recipient: notifications.recipient, subject: notifications.subject })
      .from(notifications)
      .where(eq(notifications.kind, 'staff-channex-alert'));
    expect(alerts).toHaveLength(2);
    expect(alerts.map((alert) => alert.subject)).toEqual([
      'Channel manager not updated: Zamalek Suites',
      'Channel manager not updated: Zamalek Suites',
    ]);
    expect(await queuedNights()).toBe(2);
    channex.setDown(false);
    await runNow();
    const calls = await sentAfter(from);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      values: [expect.objectContaining({ date_from: day(60), date_to: day(61), availability: 1 })],
    });
    const [after] = executedRows(
      await db().execute(sql`select failure_streak, failure_mailed_at from channex_connections`),
    );
    expect(after).toEqual({ failure_streak: 0, failure_mailed_at: null });
  });

  it('the nightly full sync queues 500 nights once a day and sends them within the rate limits', async () => {
    channex.resetLimits();
    const from = channex.calls.length;
    // The job's runs so far queued today's already (from 02:00 at the property); a new day:
    await db().execute(sql`update channex_connections set full_sync_on = null`);
    expect(await queueChannexFullSyncs(db(), { hour: 0 })).toEqual([propertyId]);
    expect(await queueChannexFullSyncs(db(), { hour: 0 })).toEqual([]);
    await runNow();
    const calls = await sentAfter(from);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/availability',
      '/api/v1/restrictions',
    ]);
  });

  it('never logs the API key', () => {
    expect(logLines.join('\n')).not.toContain(API_KEY);
  });
});
