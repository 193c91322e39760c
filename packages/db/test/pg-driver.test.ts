import { openPostgres } from '@zamalek/db/client';
import { units } from '@zamalek/db/schema';
import {
  createTestDatabase,
  roomTypeIdFor,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { allowConnections, databaseNameOf, terminateConnections } from '@zamalek/db/testing-outage';
import { withAdminConnection } from '@zamalek/db/testing-postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PROPERTY, queryRows, rejectionOf } from './helpers';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

describe.each(testDrivers)('driver results (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.dispose());

  it('returns int8 as a number (a BigInt past 2^53), on both drivers alike', async () => {
    const { db } = database.client;
    const roomTypeId = await roomTypeIdFor(db);
    await db.insert(units).values([
      { name: 'Z-1', propertyId: FIRST_PROPERTY, roomTypeId },
      { name: 'Z-2', propertyId: FIRST_PROPERTY, roomTypeId },
    ]);
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select count(*) as counted, 42::int8 as small, 9007199254740993::int8 as huge,
        sum(2::int) as summed from units`,
    );
    expect(row).toEqual({ counted: 2, small: 42, huge: 9007199254740993n, summed: 4 });

    const [typed] = await db
      .select({ counted: sql<number>`count(*)`, biggest: sql<number>`max(42::int8)` })
      .from(units);
    expect(typed).toEqual({ counted: 2, biggest: 42 });
  });
});

describe.runIf(testDrivers.includes('postgres'))('PostgreSQL connections that drop', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await allowConnections(serverUrl, databaseNameOf(database.url), true);
    await database?.dispose();
  });

  it('fails the query, not the process, when a transaction loses its connection between statements', async () => {
    const { db } = database.client;
    const failure = await rejectionOf(
      db.transaction(async (tx) => {
        await tx.select().from(units);
        await terminateConnections(serverUrl, databaseNameOf(database.url));
        // Let the 'error' event of the idle, checked-out client fire before the next statement.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.select().from(units);
      }),
    );
    expect(failure).toBeInstanceOf(Error);
    // The pool replaced the dead connection.
    expect(await db.select().from(units)).toEqual([]);
  });

  it('gets back the pool slot of a transaction whose connection died at BEGIN', async () => {
    const client = openPostgres(database.url ?? '', { max: 1 });
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        await client.db.select().from(units);
        await terminateConnections(serverUrl, databaseNameOf(database.url));
        // The idle client is dead, but the pool may not have noticed yet: BEGIN fails on it.
        await client.db.transaction((tx) => tx.select().from(units)).catch(() => {});
      }
      expect(await client.db.select().from(units)).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('listens on several channels over one connection and resyncs each subscriber after a drop', async () => {
    const { client } = database;
    const name = databaseNameOf(database.url);
    const received: string[] = [];
    const resyncs: string[] = [];
    const unlistenA = await client.listen(
      'channel_a',
      (payload) => received.push(`a:${payload}`),
      () => resyncs.push('a'),
    );
    const unlistenB = await client.listen(
      'channel_b',
      (payload) => received.push(`b:${payload}`),
      () => resyncs.push('b'),
    );
    try {
      const listeners = await withAdminConnection(serverUrl, async (admin) => {
        const { rows } = await admin.query(
          `select count(*)::int as count from pg_stat_activity
            where datname = $1 and query ilike 'LISTEN%'`,
          [name],
        );
        return rows[0]?.count;
      });
      expect(listeners).toBe(1);
      expect(client.listenerConnected()).toBe(true);

      await allowConnections(serverUrl, name, false);
      await terminateConnections(serverUrl, name);
      await expect.poll(() => client.listenerConnected()).toBe(false);
      expect(resyncs).toEqual([]);

      await allowConnections(serverUrl, name, true);
      await expect.poll(() => client.listenerConnected(), { timeout: 15_000 }).toBe(true);
      expect(resyncs.sort()).toEqual(['a', 'b']);

      await client.db.execute(
        sql`select pg_notify('channel_a', 'one'), pg_notify('channel_b', 'two')`,
      );
      await expect.poll(() => received.sort()).toEqual(['a:one', 'b:two']);
    } finally {
      await allowConnections(serverUrl, name, true);
      await unlistenA();
      await unlistenB();
    }
  });
});
