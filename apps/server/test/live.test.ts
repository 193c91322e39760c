import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import type { LiveChange } from '@zamalek/domain/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { createTestUser } from './support/users';

type ApiClient = ReturnType<typeof createApiClient>;

/** Subscribes and resolves with the first change matching `predicate`. */
function nextChange(client: ApiClient, predicate: (change: LiveChange) => boolean) {
  return new Promise<{ change: LiveChange; unsubscribe: () => void }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no live change within 10 s')), 10_000);
    const subscription = client.trpc.live.changes.subscribe(undefined, {
      onData(message) {
        if (message.kind !== 'change') return;
        const { kind: _kind, ...change } = message;
        if (!predicate(change)) return;
        clearTimeout(timer);
        resolve({ change, unsubscribe: () => subscription.unsubscribe() });
      },
      onError(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}

async function signedInClient(app: RunningApp, database: TestDatabase) {
  const user = await createTestUser(database.client.db, 'front_desk');
  const client = createApiClient(app.url);
  await client.trpc.auth.signIn.mutate({
    email: user.email,
    password: user.password,
    staySignedIn: true,
  });
  return client;
}

/** Gives the WebSocket time to connect and LISTEN to be in place before the change happens. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(testDrivers)('live refresh (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('pushes a committed change to a signed-in subscriber without personal data', async () => {
    const subscriber = await signedInClient(app, database);
    const received = nextChange(subscriber, (change) => change.entity === 'profiles');
    await settle();
    await createApiClient(app.url).trpc.auth.signUp.mutate({
      fullName: 'Nadia Live',
      email: `nadia-${driver}@example.com`,
      password: 'a-long-password',
    });
    const { change, unsubscribe } = await received;
    unsubscribe();
    subscriber.close();
    expect(change).toEqual({
      entity: 'profiles',
      id: expect.any(String),
      op: 'INSERT',
      property: null,
    });
    expect(JSON.stringify(change)).not.toContain('Nadia');
  });

  it('refuses anonymous subscribers', async () => {
    const anonymous = createApiClient(app.url);
    await expect(nextChange(anonymous, () => true)).rejects.toThrow('Please sign in to continue.');
    anonymous.close();
  });
});

describe.runIf(testDrivers.includes('postgres'))('live refresh across instances', () => {
  let database: TestDatabase;
  let second: TestDatabase | undefined;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.client.close();
    await database?.dispose();
  });

  it('delivers a change made through one instance to a subscriber of another', async () => {
    const { openPostgres } = await import('@zamalek/db/client');
    if (!database.url) throw new Error('postgres test database has no URL');
    const secondClient = openPostgres(database.url);
    second = { ...database, client: secondClient, dispose: async () => {} };
    const instanceA = await startApp(database);
    const instanceB = await startApp(second);
    apps.push(instanceA, instanceB);

    const subscriber = await signedInClient(instanceB, second);
    const received = nextChange(subscriber, (change) => change.entity === 'profiles');
    await settle();
    await createApiClient(instanceA.url).trpc.auth.signUp.mutate({
      fullName: 'Across Instances',
      email: 'across@example.com',
      password: 'a-long-password',
    });
    const { change, unsubscribe } = await received;
    unsubscribe();
    subscriber.close();
    expect(change).toMatchObject({ entity: 'profiles', op: 'INSERT' });
  });
});
