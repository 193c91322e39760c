/**
 * What a first visit downloads: the JavaScript and CSS of the built web app for a page, raw and
 * as sent compressed (the build writes .br and .gz copies the server sends to browsers that accept
 * them; browsers ask for brotli over HTTPS only, gzip over plain HTTP).
 *
 *   pnpm size                              (builds apps/web, then runs this)
 *   pnpm exec tsx scripts/bundle-size.ts   (measures the existing apps/web/dist)
 *
 * A pre-rendered public page (apps/web/dist/pages, apps/web/prerender) names all the code its
 * first visit loads: its scripts, modulepreloads and style sheets are counted, with their static
 * imports. Another page (the back office) loads what index.html references plus, once the router
 * matches the URL, the split chunks of every route file on the way to the page and their static
 * imports (read from Vite's manifest), and the modules it always imports at run time
 * (`alsoLoads`: the data layer). Chunks imported only on demand (the toast outlet, on a first
 * toast; the wizard's later steps) are not counted, and are listed as "on demand". Sizes are gzip level 9 and brotli quality 11 (what the
 * build writes), in kB of 1,000 bytes like Vite's own report (KiB in brackets). Budgets are on
 * gzip, the larger of the two. Exits with 1 when a page is over its budget.
 *
 * Budgets guard against growth: each sits a little above today's size. Targets are the product's
 * goals (110 kB for the landing, 150 kB for /book); they are printed, not enforced: /book needs
 * React 19's DOM renderer (68 kB), TanStack Router (28 kB), the style sheet (10 kB) and the
 * calendar (react-day-picker and its date-fns, 21 kB) before any of its own code (docs/
 * performance.md). An address naming a stay (the landing's search) also loads the data layer
 * with the page: its pre-rendered copy (`book.with-stay.html`) names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Manifest, staticClosure } from '../apps/web/prerender/page-html';

interface Page {
  path: string;
  /** The pre-rendered file, when not the path's own (`pages/<path>.html`). */
  file?: string;
  /**
   * The route files the router matches for this URL, outermost first (root is in the entry);
   * none for a pre-rendered page, whose HTML names its code.
   */
  routeFiles?: string[];
  /** Modules the page always imports at run time (manifest keys). */
  alsoLoads?: string[];
  /** Enforced: a change that grows the page past it fails `pnpm size`. */
  budgetKb?: number;
  /** The product's goal for the page (issue 16/17), printed with the distance to it. */
  targetKb?: number;
}

/** Loaded by the pages that call the API (components/data-layer-boundary.tsx): Query and tRPC. */
const DATA_LAYER = ['src/lib/data-layer.tsx', 'src/lib/trpc-transport.ts'];

/** The Arabic webfont's style sheet: the app asks for it as it starts on an Arabic page. */
const ARABIC_FONT = ['src/lib/i18n/arabic-font.ts'];

const PAGES: Page[] = [
  { path: '/', budgetKb: 12, targetKb: 110 },
  { path: '/book', budgetKb: 172, targetKb: 150 },
  { path: '/ar', budgetKb: 12, targetKb: 110 },
  { path: '/ar/book', alsoLoads: ARABIC_FONT, budgetKb: 176, targetKb: 150 },
  // From the landing's search: the address names a stay, so the suites are asked for at once.
  { path: '/book?checkIn=…&checkOut=…', file: 'book.with-stay.html', budgetKb: 204 },
  { path: '/our-story' },
  { path: '/ar/our-story', alsoLoads: ARABIC_FONT },
  {
    path: '/admin',
    routeFiles: ['src/routes/_staff.tsx', 'src/routes/_staff/admin.tsx'],
    alsoLoads: DATA_LAYER,
  },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

function readManifest(): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(root, file)} is missing: build the web app first (pnpm --filter @zamalek/web build).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The asset paths an HTML page makes the browser fetch: scripts, modulepreloads, stylesheets. */
function htmlAssets(html: string): string[] {
  const assets: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || !/\.(?:js|css)$/.test(url)) continue;
    if (match[1] === 'link' && !/\brel="(?:modulepreload|stylesheet)"/.test(tag)) continue;
    assets.push(url.replace(/^\//, ''));
  }
  return assets;
}

/** Manifest keys of a route file's split chunks (`…/book.tsx?tsr-split=component`, …). */
function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter(
    (key) => key === routeFile || key.startsWith(`${routeFile}?tsr-split`),
  );
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  let sizes = sizeCache.get(file);
  if (sizes === undefined) {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

function total(files: Iterable<string>, pick: (sizes: Sizes) => number): number {
  let sum = 0;
  for (const file of files) sum += pick(sizesOf(file));
  return sum;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  const manifest = readManifest();
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entryFiles = new Set(staticClosure(manifest, [entryKey]));
  for (const asset of htmlAssets(html)) entryFiles.add(asset);

  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  let overBudget = false;
  for (const page of PAGES) {
    let loaded: string[];
    let files: Set<string>;
    if (page.routeFiles) {
      // A route file without split chunks (vite.config.ts `splitBehavior`) is wholly in the route
      // table, which the entry imports statically: already counted with the entry.
      const routeKeys = page.routeFiles.flatMap((file) => {
        if (!fs.existsSync(path.join(root, 'apps/web', file))) throw new Error(`No file ${file}`);
        return routeChunkKeys(manifest, file);
      });
      loaded = [...routeKeys, ...(page.alsoLoads ?? [])];
      files = new Set([...entryFiles, ...staticClosure(manifest, loaded)]);
    } else {
      const file = path.join(
        dist,
        'pages',
        page.file ?? (page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`),
      );
      if (!fs.existsSync(file)) throw new Error(`${page.path} was not pre-rendered (no ${file})`);
      const named = htmlAssets(fs.readFileSync(file, 'utf8'));
      loaded = [...named.flatMap((asset) => keyOfFile.get(asset) ?? []), ...(page.alsoLoads ?? [])];
      files = new Set([...named, ...staticClosure(manifest, loaded)]);
    }
    const onDemand = new Set<string>();
    for (const key of loaded) {
      // The entry's own dynamic imports are the router's other pages.
      if (manifest[key]?.isEntry) continue;
      for (const dynamic of manifest[key]?.dynamicImports ?? []) {
        for (const file of staticClosure(manifest, [dynamic])) {
          if (!files.has(file)) onDemand.add(file);
        }
      }
    }

    const rows = [...files].map((file) => ({ file, ...sizesOf(file) }));
    rows.sort((a, b) => b.gzip - a.gzip);
    const js = rows.filter((row) => row.file.endsWith('.js')).map((row) => row.file);
    const css = rows.filter((row) => row.file.endsWith('.css')).map((row) => row.file);
    const gzip = total(files, (sizes) => sizes.gzip);
    const budget = page.budgetKb === undefined ? '' : ` (budget ${page.budgetKb} kB)`;

    console.log(
      `\n${page.path}: ${kb(gzip)} (${kib(gzip)}) gzip — JS ${kb(total(js, (sizes) => sizes.gzip))}, CSS ${kb(total(css, (sizes) => sizes.gzip))}${budget}`,
    );
    console.log(
      `  on the wire: raw ${kb(total(files, (sizes) => sizes.raw))}, gzip ${kb(gzip)}, brotli ${kb(total(files, (sizes) => sizes.brotli))}`,
    );
    if (page.alsoLoads) console.log(`  with ${page.alsoLoads.join(', ')}`);
    if (!page.routeFiles) console.log('  pre-rendered: what its HTML names');
    console.log(`  ${'gzip'.padStart(9)}  ${'brotli'.padStart(9)}  file`);
    for (const row of rows) {
      console.log(`  ${kb(row.gzip).padStart(9)}  ${kb(row.brotli).padStart(9)}  ${row.file}`);
    }
    if (onDemand.size > 0) {
      const lazy = total(onDemand, (sizes) => sizes.gzip);
      console.log(`  on demand, not counted: ${kb(lazy)} gzip in ${onDemand.size} chunk(s)`);
    }
    if (page.budgetKb !== undefined && gzip > page.budgetKb * 1000) {
      overBudget = true;
      console.log(`  OVER BUDGET by ${kb(gzip - page.budgetKb * 1000)}`);
    }
    if (page.targetKb !== undefined && gzip > page.targetKb * 1000) {
      console.log(`  target ${page.targetKb} kB: ${kb(gzip - page.targetKb * 1000)} to go`);
    }
  }
  if (overBudget) process.exitCode = 1;
}

main();
