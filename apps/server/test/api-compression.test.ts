import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { insertUnit } from './support/fixtures';
import { rawGet } from './support/web-dist';

/** A tRPC GET of a query without input. */
const query = (app: RunningApp, path: string) => `${app.url}/trpc/${path}`;

describe.each(testDrivers)('API replies are compressed (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database);
    // Enough kinds of suite that the public list is several kilobytes of JSON.
    for (let i = 0; i < 40; i++) {
      await insertUnit(database.client.db, {
        name: `C-${i}`,
        unitType: `Kind ${i}`,
        comments: 'A quiet room. '.repeat(8),
      });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('sends a large reply in brotli or gzip, as the client accepts, with the same JSON', async () => {
    const plain = await rawGet(query(app, 'public.suites'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(5_000);

    const br = await rawGet(query(app, 'public.suites'), { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

    const gzip = await rawGet(query(app, 'public.suites'), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });

  it('sends a small reply as it is, with its length, to a client that accepts compression', async () => {
    const small = await rawGet(query(app, 'public.today'), { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expect(JSON.parse(small.body.toString())).toHaveProperty('result.data.json.today');
  });

  it("keeps a refusal's status and code when the reply is sent whole", async () => {
    const refused = await rawGet(query(app, 'reservations.dashboard'), {
      'accept-encoding': 'gzip, br',
    });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString())).toHaveProperty(
      'error.json.data.code',
      'UNAUTHORIZED',
    );
  });

  it('answers a client that accepts no compression in plain JSON', async () => {
    const small = await rawGet(query(app, 'public.today'));
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('result');
  });
});
