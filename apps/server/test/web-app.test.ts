import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import {
  ASSET_JS,
  ASSET_PATH,
  createWebDist,
  INDEX_HTML,
  prerenderedPage,
  rawGet,
} from './support/web-dist';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app is served compressed and cached', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = createWebDist();
    database = await createTestDatabase('pglite');
    app = await startApp(database, { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts br', async () => {
    const response = await rawGet(`${app.url}${ASSET_PATH}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(ASSET_JS) / 3);
    expect(brotliDecompressSync(response.body).toString()).toBe(ASSET_JS);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await rawGet(`${app.url}${ASSET_PATH}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.body).toString()).toBe(ASSET_JS);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await rawGet(`${app.url}${ASSET_PATH}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body.toString()).toBe(ASSET_JS);
  });

  it('sends index.html compressed and always revalidated, at / and as the SPA fallback', async () => {
    for (const page of ['/', '/admin', '/reservation/123']) {
      const response = await rawGet(`${app.url}${page}`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
    }
    const plain = await rawGet(`${app.url}/admin`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(INDEX_HTML);
  });

  it("sends a pre-rendered page's own HTML, compressed, with the site's origin in its links", async () => {
    for (const [address, text] of [
      ['/book', 'Book Your Stay'],
      ['/ar/book', 'احجز إقامتك'],
    ] as const) {
      const response = await rawGet(`${app.url}${address}`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      const html = brotliDecompressSync(response.body).toString();
      expect(html).toBe(
        prerenderedPage(text).replace('https://prerendered.invalid', new URL(app.url).origin),
      );
    }
  });

  it("sends a booking address that names a stay the page's copy naming the code it then needs", async () => {
    const origin = new URL(app.url).origin;
    const withStay = await rawGet(
      `${app.url}/book?checkIn=2031-03-10&checkOut=2031-03-12&guests=2`,
    );
    expect(withStay.body.toString()).toBe(
      prerenderedPage('Book Your Stay, with a stay').replace('https://prerendered.invalid', origin),
    );
    // One date is no stay; a page without such a copy (`/ar/book` here) is sent as it is.
    for (const address of ['/book?checkIn=2031-03-10', '/book?checkOut=2031-03-12']) {
      const response = await rawGet(`${app.url}${address}`);
      expect(response.body.toString()).toContain('<h1>Book Your Stay</h1>');
    }
    const arabic = await rawGet(`${app.url}/ar/book?checkIn=2031-03-10&checkOut=2031-03-12`);
    expect(arabic.body.toString()).toContain('<h1>احجز إقامتك</h1>');
  });

  it('never writes a forged Host header into a page as markup', async () => {
    const response = await rawGet(`${app.url}/book`, { host: 'evil.example"><b>hi</b><x y="' });
    expect(response.status).toBe(200);
    const html = response.body.toString();
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<b>hi</b>');
    expect(html).toContain('http://localhost/book');
  });

  it('keeps the pre-rendered files themselves private and the shell for the other pages', async () => {
    const file = await rawGet(`${app.url}/pages/book.html`);
    expect(file.body.toString()).toBe(INDEX_HTML);
    // A page the build did not pre-render (here `/`) gets the shell.
    const home = await rawGet(`${app.url}/`);
    expect(home.body.toString()).toBe(INDEX_HTML);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await rawGet(`${app.url}/assets/index-OldHash1.js`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
