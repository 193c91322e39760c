import { hitRateLimit } from '@zamalek/db/queries/rate-limits';
import { rateLimits } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { type RunningApp, startApp } from './support/app';
import { createSocketClient, rejectionCode } from './support/socket-client';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts nobody by default', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('takes a list of proxy addresses and CIDR ranges', () => {
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and hop counts at start-up, saying what to give instead', () => {
    for (const value of ['true', 'TRUE', '1', '2']) {
      expect(() => trustProxy(value)).toThrow(/addresses of the proxies/);
    }
  });

  it('refuses what is not an address', () => {
    expect(() => trustProxy('10.0.0.1,proxy.local')).toThrow(/"proxy\.local"/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
  });
});

describe.each(testDrivers)('the client address behind a proxy (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database.client.db.delete(rateLimits);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A sign-in attempt as it reaches the app from the proxy (this test runs on 127.0.0.1). */
  async function signIn(url: string, forwardedFor: string) {
    const response = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({
        json: { email: `someone-${crypto.randomUUID()}@example.com`, password: 'wrong-password' },
      }),
    });
    // Read to the end, as a browser does: an answer left unread keeps its connection busy, and
    // closing the app then waits out the keep-alive timeout (72 s).
    await response.arrayBuffer();
    return response.status;
  }

  async function signInIpKeys() {
    const rows = await database.client.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'sign-in:ip:%'));
    return rows.map((row) => row.key.replace('sign-in:ip:', '')).sort();
  }

  it('counts the address the trusted proxy appended, whatever the client wrote before it', async () => {
    app = await startApp(database, { TRUST_PROXY: '127.0.0.1' });
    // The client at 203.0.113.7 has used up its sign-in attempts…
    for (let hit = 0; hit < 50; hit++) {
      await hitRateLimit(database.client.db, {
        key: 'sign-in:ip:203.0.113.7',
        windowMs: FIFTEEN_MINUTES,
      });
    }
    // …and cannot get fresh ones by writing another address into X-Forwarded-For.
    expect(await signIn(app.url, '1.2.3.4, 203.0.113.7')).toBe(429);
    expect(await signIn(app.url, '5.6.7.8, 203.0.113.7')).toBe(429);
    expect(await signInIpKeys()).toEqual(['203.0.113.7']);
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    app = await startApp(database, { TRUST_PROXY: '10.9.8.7' });
    expect(await signIn(app.url, '1.2.3.4, 203.0.113.7')).toBe(401);
    expect(await signInIpKeys()).toEqual(['127.0.0.1']);
  });

  it('walks back through every listed proxy to the first untrusted address', async () => {
    app = await startApp(database, { TRUST_PROXY: '127.0.0.1,203.0.113.0/24' });
    expect(await signIn(app.url, '198.51.100.9, 203.0.113.7')).toBe(401);
    expect(await signInIpKeys()).toEqual(['198.51.100.9']);
  });

  it('counts a call over a WebSocket under the client address, like one over HTTP', async () => {
    app = await startApp(database, { TRUST_PROXY: '127.0.0.1' });
    const socket = createSocketClient(app.url, () => '');
    try {
      const call = socket.trpc.auth.signIn.mutate({
        email: `someone-${crypto.randomUUID()}@example.com`,
        password: 'wrong-password',
      });
      expect(await rejectionCode(call)).toBe('UNAUTHORIZED');
    } finally {
      socket.close();
    }
    expect(await signInIpKeys()).toEqual(['127.0.0.1']);
  });
});
