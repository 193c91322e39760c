import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
export const ASSET_PATH = '/assets/index-Ab12Cd34.js';
export const ASSET_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];\n`;

/** A pre-rendered page as the build writes it: absolute links on the stand-in origin. */
export const prerenderedPage = (text: string) =>
  `<!doctype html><html lang="en"><head><link rel="canonical" href="https://prerendered.invalid/book"/></head><body><div id="root"><h1>${text}</h1>${' '.repeat(2000)}</div></body></html>`;

/**
 * A built web app in miniature, as the Vite build leaves it: files with .br and .gz siblings,
 * and two pre-rendered pages (`/book` and `/ar/book`), the first with its copy for addresses that
 * name a stay.
 */
export function createWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zamalek-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Array<[string, string]> = [
    ['index.html', INDEX_HTML],
    [ASSET_PATH.slice(1), ASSET_JS],
  ];
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, 'pages/ar'), { recursive: true });
  writeFileSync(path.join(dir, 'pages/book.html'), prerenderedPage('Book Your Stay'));
  writeFileSync(path.join(dir, 'pages/ar/book.html'), prerenderedPage('احجز إقامتك'));
  writeFileSync(
    path.join(dir, 'pages/book.with-stay.html'),
    prerenderedPage('Book Your Stay, with a stay'),
  );
  return dir;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decompressed (fetch would decompress them). */
  body: Buffer;
}

/** A GET with exactly the given headers (fetch always adds Accept-Encoding). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
