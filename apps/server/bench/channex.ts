import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { addDaysIso, DEFAULT_TIME_ZONE, todayIn } from '@zamalek/domain/dates';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { channexClient } from '../src/channex/client';
import { pushPropertyAri } from '../src/channex/push-ari';
import { parseEnv } from '../src/env';
import { bookingRevision, startFakeChannex } from '../test/support/fake-channex';
import { scratchDatabase } from './scale';
import { growStays, seedUnits } from './seed-scale';
import { measure, ms } from './timing';

/**
 * `pnpm --filter @zamalek/server bench:channex [--database-url postgres://…/postgres]`: the
 * channel manager against a fake Channex on loopback. 50 rooms of three room types with a stay
 * every four days for the next 500 days and a season a month with weekend rates; the property,
 * its room types and two rate plans each mapped. Times: the full sync (every mapped type, 500
 * nights, availability and rates — what the nightly job sends), and through a running server the
 * webhook-to-stay latency (Channex's webhook answered once the stay is committed, so on the open
 * calendar) and a booking's change reaching Channex (the debounced push).
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rooms: { type: 'string', default: '50' },
    runs: { type: 'string', default: '10' },
  },
});
const ROOMS = Number(values.rooms);
const RUNS = Number(values.runs);
const API_KEY = 'bench-channex-key-0123456789';
const SECRET = 'bench-channex-webhook-secret-0123456789';

const { client, drop } = await scratchDatabase(values['database-url'], 'zamalek_bench_channex');
const channex = await startFakeChannex({ apiKey: API_KEY, perMinute: 1_000_000 });
const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-bench-channex-'));
try {
  await client.migrate();
  const { db } = client;
  await seedUnits(db, ROOMS);
  const [property] = await listPropertyRefs(db);
  if (!property) throw new Error('no property');
  const propertyId = property.id;
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  await growStays(db, { from: 0, to: 125, lastCheckIn: addDaysIso(today, 500) });
  await db.execute(sql`
    insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents, weekend_cents, min_stay)
    select t.property_id, 'Month ' || m, t.id,
           date_trunc('month', ${today}::date + make_interval(months => m))::date,
           (date_trunc('month', ${today}::date + make_interval(months => m + 1)) - interval '1 day')::date,
           10000 + 500 * m, 12000 + 500 * m, case when m % 3 = 0 then 2 end
    from room_types t, generate_series(0, 17) m where t.property_id = ${propertyId}`);
  const channexProperty = randomUUID();
  await db.execute(sql`insert into channex_connections (property_id, channex_property_id)
    values (${propertyId}, ${channexProperty})`);
  const types = executedRows(
    await db.execute(sql`select id from room_types where property_id = ${propertyId}`),
  );
  const mapping = new Map<string, string>();
  for (const row of types) {
    const channexType = randomUUID();
    mapping.set(String(row.id), channexType);
    await db.execute(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
      values (${propertyId}, ${row.id}, ${channexType})`);
    for (const [name, markup] of [
      ['Standard', 0],
      ['Booking.com', 1500],
    ] as const) {
      await db.execute(sql`insert into channex_rate_plans (property_id, room_type_id, channex_rate_plan_id, name, markup)
        values (${propertyId}, ${row.id}, ${randomUUID()}, ${name}, ${markup})`);
    }
  }
  await db.execute(sql`analyze`);
  const api = channexClient({
    baseUrl: channex.url,
    apiKey: API_KEY,
    allowPrivate: true,
    timeoutMs: 60_000,
  });

  // The full sync: everything queued, then one push run.
  const requeue = () => db.execute(sql`select channex_queue_property(${propertyId}, 'both')`);
  let calls = 0;
  let entries = 0;
  const full = await measure(
    async () => {
      await requeue();
      const before = channex.calls.length;
      await pushPropertyAri(db, api, { propertyId });
      const made = channex.calls.slice(before);
      calls = made.length;
      entries = made.reduce(
        (sum, call) =>
          sum +
          (typeof call.body === 'object' &&
          call.body !== null &&
          'values' in call.body &&
          Array.isArray(call.body.values)
            ? call.body.values.length
            : 0),
        0,
      );
    },
    Math.max(3, Math.floor(RUNS / 2)),
  );
  console.log(
    `${client.driver}: ${ROOMS} rooms in ${mapping.size} room types, 500 nights, ${mapping.size * 2} rate plans`,
  );
  console.log(
    `  full sync (queue, read, push)    p50 ${ms(full.p50)} ms  p95 ${ms(full.p95)} ms  (${calls} calls, ${entries} ranges)`,
  );

  // Through a running server: a booking's webhook, and the push that follows it.
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    CHANNEX_URL: channex.url,
    CHANNEX_API_KEY: API_KEY,
    CHANNEX_WEBHOOK_SECRET: SECRET,
    CHANNEX_ALLOW_PRIVATE: 'true',
  });
  const app = await buildApp(env, client, { schedules: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  await app.jobs.whenStarted();
  try {
    const [firstType] = mapping.values();
    let night = 3;
    const webhook = await measure(async () => {
      night += 1;
      channex.addRevision(
        bookingRevision({
          property_id: channexProperty,
          booking_id: randomUUID(),
          room_type_id: firstType ?? '',
          checkin_date: addDaysIso(today, 600 + night * 2),
          checkout_date: addDaysIso(today, 601 + night * 2),
        }),
      );
      const status = await channex.webhook(`${url}/api/channex/webhook`, SECRET, channexProperty);
      if (status !== 200) throw new Error(`webhook answered ${status}`);
    }, RUNS);
    console.log(
      `  webhook to stay committed        p50 ${ms(webhook.p50)} ms  p95 ${ms(webhook.p95)} ms`,
    );

    const [firstTypeId] = mapping.keys();
    let offset = 0;
    const change = await measure(
      async () => {
        offset += 1;
        const date = addDaysIso(today, 2 + offset);
        const before = channex.calls.length;
        await db.execute(sql`
        insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents)
        values (${propertyId}, 'Bench event', ${firstTypeId}, ${date}, ${date}, 25000)`);
        const deadline = Date.now() + 60_000;
        while (
          !channex.calls.slice(before).some((call) => call.path === '/api/v1/restrictions') &&
          Date.now() < deadline
        ) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      Math.min(RUNS, 5),
    );
    console.log(
      `  change to Channex (debounced)    p50 ${ms(change.p50)} ms  p95 ${ms(change.p95)} ms`,
    );
  } finally {
    await app.close();
  }
} finally {
  await channex.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
