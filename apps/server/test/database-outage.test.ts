import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { allowConnections, databaseNameOf, terminateConnections } from '@zamalek/db/testing-outage';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { LiveMessage } from '@zamalek/domain/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

/**
 * PostgreSQL goes away under the running server (its connections terminated, new ones refused for
 * a while, as in a restart): the server stays up, answers 503 with a clear message meanwhile, loses
 * no acknowledged write, reports it truthfully on /readyz, and recovers by itself. Only a
 * PostgreSQL server can drop connections; embedded PGlite cannot.
 */

const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const today = todayIn('Africa/Cairo', new Date());

/** The parts of tRPC's HTTP answers (superjson) these tests read. */
type TrpcAnswer =
  | { result: { data: { json: { id: string } } } }
  | { error: { json: { message: string } } };

async function trpcAnswer(response: Response): Promise<TrpcAnswer> {
  return (await response.json()) as TrpcAnswer;
}

async function readiness(app: RunningApp) {
  const response = await fetch(`${app.url}/readyz`);
  return { status: response.status, body: await response.json() };
}

describe.runIf(testDrivers.includes('postgres'))('the server while PostgreSQL goes away', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let name: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    name = databaseNameOf(database.url);
    await createTestUser(database.client.db, 'manager', 'Omar Manager');
    // The public booking limits are per IP and per e-mail; each booking below has its own of both.
    app = await startApp(database, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    if (name) await allowConnections(serverUrl, name, true);
    await app?.close();
    await database?.dispose();
  });

  it('keeps every acknowledged booking and answers 503, never 500, while connections are killed under load', async () => {
    const suites = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insertUnit(database.client.db, { name: `Load ${i}` })),
    );
    const total = 240;
    const concurrency = 8;
    const killAfter = [30, 80, 130, 180];
    const acknowledged: string[] = [];
    const failures: { status: number; message: string }[] = [];
    let next = 0;
    let finished = 0;
    let kills = Promise.resolve();

    async function book(index: number) {
      const suite = suites[index % suites.length];
      const night = 2 + 2 * Math.floor(index / suites.length);
      const response = await fetch(`${app.url}/trpc/public.book`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: new URL(app.url).origin,
          'x-forwarded-for': `10.${Math.floor(index / 250)}.${index % 250}.1`,
        },
        body: JSON.stringify({
          json: {
            unitId: suite?.id,
            stay: { checkIn: addDaysIso(today, night), checkOut: addDaysIso(today, night + 1) },
            guest: {
              adults: 1,
              children: 0,
              guestNames: ['Load Guest'],
              email: `load-${index}@example.com`,
              phone: '',
              nationality: 'Egyptian',
              specialRequests: '',
            },
          },
        }),
      });
      const answer = await trpcAnswer(response);
      if ('result' in answer) acknowledged.push(answer.result.data.json.id);
      else failures.push({ status: response.status, message: answer.error.json.message });
    }

    async function worker() {
      while (next < total) {
        const index = next++;
        await book(index);
        finished += 1;
        if (killAfter.includes(finished)) {
          kills = kills.then(async () => {
            await terminateConnections(serverUrl, name);
          });
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    await kills;

    expect(acknowledged.length + failures.length).toBe(total);
    expect(failures.filter((failure) => failure.status !== 503)).toEqual([]);
    for (const failure of failures) expect(failure.message).toBe(UNAVAILABLE_MESSAGE);

    const stored = new Set(
      (await database.client.db.select({ id: reservations.id }).from(reservations)).map(
        (row) => row.id,
      ),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await expect
      .poll(() => readiness(app), { timeout: 20_000 })
      .toEqual({ status: 200, body: { status: 'ready', database: true, live: true, jobs: true } });
  });

  it('reports 503 on /readyz while connections are refused, and ready again afterwards', async () => {
    await allowConnections(serverUrl, name, false);
    try {
      await terminateConnections(serverUrl, name);
      await expect
        .poll(() => readiness(app), { timeout: 20_000 })
        .toMatchObject({
          status: 503,
          body: { status: 'unavailable', database: false, live: false },
        });
      const suites = await fetch(`${app.url}/trpc/public.suites`);
      expect(suites.status).toBe(503);
      expect(await trpcAnswer(suites)).toMatchObject({
        error: { json: { message: UNAVAILABLE_MESSAGE } },
      });
    } finally {
      await allowConnections(serverUrl, name, true);
    }
    await expect
      .poll(() => readiness(app), { timeout: 20_000 })
      .toEqual({ status: 200, body: { status: 'ready', database: true, live: true, jobs: true } });
  });

  it('tells live subscribers to resync after the listener reconnects, then delivers new changes', async () => {
    const user = await createTestUser(database.client.db, 'front_desk');
    const subscriber = createApiClient(app.url);
    await subscriber.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: true,
    });
    const messages: LiveMessage[] = [];
    let started = false;
    const subscription = subscriber.trpc.live.changes.subscribe(undefined, {
      onStarted: () => {
        started = true;
      },
      onData: (message) => messages.push(message),
    });
    try {
      await expect.poll(() => started).toBe(true);

      await terminateConnections(serverUrl, name);
      await expect.poll(() => messages, { timeout: 20_000 }).toContainEqual({ kind: 'resync' });

      const unit = await insertUnit(database.client.db, { name: 'After the restart' });
      await expect
        .poll(() => messages, { timeout: 10_000 })
        .toContainEqual({
          kind: 'change',
          entity: 'units',
          id: unit.id,
          op: 'INSERT',
          property: unit.propertyId,
        });
    } finally {
      subscription.unsubscribe();
      subscriber.close();
    }
  });
});
