import { rmSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { ASSET_PATH, createWebDist } from './support/web-dist';

function expectSecurityHeaders(response: Response, label: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).toContain("connect-src 'self'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).not.toContain('unsafe-eval');
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
}

describe('security headers on every response', () => {
  let database: TestDatabase;
  let distDir: string;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    distDir = createWebDist();
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function start(overrides: Record<string, string> = {}) {
    const app = await startApp(database, { WEB_DIST_DIR: distDir, ...overrides });
    apps.push(app);
    return app.url;
  }

  it('on the app, its assets, the API, plain routes, health checks, 404s and errors', async () => {
    const url = await start();
    const responses: Array<[string, Response, number]> = [
      ['page', await fetch(`${url}/`), 200],
      ['SPA fallback', await fetch(`${url}/admin`), 200],
      ['hashed asset', await fetch(`${url}${ASSET_PATH}`), 200],
      ['tRPC call', await fetch(`${url}/trpc/public.today`), 200],
      ['tRPC error', await fetch(`${url}/trpc/reservations.list`), 401],
      [
        'upload unsigned',
        await fetch(`${url}/api/documents?kind=id_front`, { method: 'POST' }),
        401,
      ],
      ['readiness', await fetch(`${url}/readyz`), 200],
      ['unknown API path', await fetch(`${url}/api/nothing-here`), 404],
      [
        'body too large',
        await fetch(`${url}/trpc/auth.signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(2 * 1024 * 1024),
        }),
        413,
      ],
      [
        'cross-origin refusal',
        await fetch(`${url}/trpc/auth.signOut`, {
          method: 'POST',
          headers: { origin: 'https://evil.example' },
        }),
        403,
      ],
    ];
    for (const [label, response, status] of responses) {
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(response, label);
      expect(response.headers.get('strict-transport-security'), label).toBeNull();
    }
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await start({ TRUST_PROXY: '127.0.0.1' });
    const https = await fetch(`${behindProxy}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expectSecurityHeaders(https, 'https');
    const http = await fetch(`${behindProxy}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();

    const direct = await start();
    const forged = await fetch(`${direct}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});
