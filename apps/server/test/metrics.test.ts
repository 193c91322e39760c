import { createServer } from 'node:net';
import { channelFeeds, notifications } from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { rejection } from './support/outcomes';
import { createSocketClient } from './support/socket-client';

const TOKEN = 'a-metrics-token-of-32-characters';
const GUEST_EMAIL = 'private.guest@example.com';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** The value of one sample of a metric, e.g. `zamalek_mail_outbox{status="pending"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDrivers)('metrics (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  const scrape = (token?: string) =>
    fetch(`${app.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('are shown only to the holder of the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('a-wrong-token-of-32-characters!!')).status).toBe(401);
    expect((await scrape(TOKEN.slice(0, -1))).status).toBe(401);
    const answer = await scrape(TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('time each procedure over HTTP and WebSocket, and each route, with its outcome', async () => {
    const api = createApiClient(app.url);
    await api.trpc.public.today.query();
    expect((await rejection(api.trpc.reservations.dashboard.query())).data?.appCode).toBe(
      'NOT_SIGNED_IN',
    );
    const socket = createSocketClient(app.url, () => '');
    await socket.trpc.public.today.query();
    const health = await fetch(`${app.url}/healthz`);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${app.url}/api/documents/${crypto.randomUUID()}`);

    const text = await (await scrape(TOKEN)).text();
    expect(
      sample(
        text,
        'zamalek_trpc_procedure_duration_seconds_count{procedure="public.today",type="query",outcome="ok"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'zamalek_trpc_procedure_duration_seconds_count{procedure="reservations.dashboard",type="query",outcome="NOT_SIGNED_IN"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'zamalek_http_request_duration_seconds_count{route="/healthz",method="GET",status="200"}',
      ),
    ).toBe(1);
    // A route's pattern, never the path a client typed.
    expect(text).toContain('route="/api/documents/:id"');
    expect(text).not.toMatch(/route="\/api\/documents\/[0-9a-f]{8}/);
    expect(sample(text, 'zamalek_websockets_open')).toBe(1);
    socket.close();
    await vi.waitFor(async () =>
      expect(sample(await (await scrape(TOKEN)).text(), 'zamalek_websockets_open')).toBe(0),
    );
  });

  it('read the pool, the outbox, the job queue and the channel feeds at each scrape', async () => {
    const db = database.client.db;
    await db.insert(notifications).values({
      propertyId: FIRST_PROPERTY,
      kind: 'test',
      recipient: GUEST_EMAIL,
      subject: 'Your stay',
      textBody: 'text',
      htmlBody: '<p>html</p>',
    });
    const unit = await insertUnit(db, { name: 'M-1' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.insert(channelFeeds).values({
      propertyId: unit.propertyId,
      unitId: unit.id,
      channel: 'airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics?s=private',
      lastSuccessAt: hourAgo,
      lastError: 'FETCH_TIMEOUT',
    });

    const text = await (await scrape(TOKEN)).text();
    expect(sample(text, 'zamalek_database_up')).toBe(1);
    expect(sample(text, 'zamalek_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'zamalek_mail_outbox{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'zamalek_mail_outbox{status="failed"}')).toBe(0);
    expect(sample(text, 'zamalek_channel_sync_age_seconds{channel="airbnb"}')).toBeGreaterThan(
      3_500,
    );
    expect(sample(text, 'zamalek_channel_feeds_failing{channel="airbnb"}')).toBe(1);
    await vi.waitFor(async () => {
      const jobs = await (await scrape(TOKEN)).text();
      expect(jobs).toMatch(/^zamalek_jobs\{queue="[a-z-]+",state="[a-z]+"\} \d+$/m);
    });
    expect(text).toMatch(/^zamalek_process_resident_memory_bytes \d+/m);
    // Counts only: no address, subject or feed address.
    expect(text).not.toContain(GUEST_EMAIL);
    expect(text).not.toContain('airbnb.com');
  });
});

describe('metrics settings', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('without a token or a port there is no metrics endpoint', async () => {
    const app = await startApp(database);
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
      expect(
        (await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer anything' } }))
          .status,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('on a port of their own they need no token, and the app port shows none', async () => {
    const port = await freePort();
    const app = await startApp(database, { METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('zamalek_db_pool_connections');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('refuse a short token', async () => {
    await expect(startApp(database, { METRICS_TOKEN: 'short' })).rejects.toThrow(
      'METRICS_TOKEN: use a token of at least 24 characters',
    );
  });
});
