import net from 'node:net';
import { openPostgres } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A TCP relay to the database that can go silent, as a network partition does: no reset, no answer. */
async function startRelay(target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    partition: () => {
      silent = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function failureOf(promise: Promise<unknown>) {
  const started = Date.now();
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  return { error, seconds: (Date.now() - started) / 1000 };
}

describe.runIf(testDrivers.includes('postgres'))('PostgreSQL queries are bounded in time', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database?.dispose());

  it('cancels a statement past its timeout on the server', async () => {
    const client = openPostgres(database.url ?? '', { max: 1, queryTimeoutMs: 500 });
    try {
      const { error, seconds } = await failureOf(client.executeSql('select pg_sleep($1)', [5]));
      expect(error).toMatchObject({ code: '57014' });
      expect(seconds).toBeLessThan(4);
      // The connection is fine for the next query.
      expect((await client.executeSql('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.close();
    }
  });

  it('gives up on a query whose answer never comes (a silent partition)', async () => {
    const relay = await startRelay(new URL(database.url ?? ''));
    const url = new URL(database.url ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    const client = openPostgres(url.toString(), { max: 1, queryTimeoutMs: 500 });
    try {
      expect((await client.executeSql('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
      relay.partition();
      const { error, seconds } = await failureOf(client.executeSql('select $1::int as one', [1]));
      expect(String(error)).toMatch(/Query read timeout/);
      expect(seconds).toBeLessThan(10);
    } finally {
      await client.close().catch(() => {});
      await relay.close();
    }
  });
});
