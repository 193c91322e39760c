/**
 * What a first visit downloads: the gzipped JavaScript and CSS of the built web app for a page.
 *
 *   pnpm size                              (builds apps/web, then runs this)
 *   pnpm exec tsx scripts/bundle-size.ts   (measures the existing apps/web/dist)
 *
 * A first visit loads what index.html references (the entry script, its modulepreloads and the
 * stylesheet) plus, once the router matches the URL, the split chunks of every route file on
 * the way to the page and the static imports of those chunks (read from Vite's manifest).
 * Modules a page always imports at run time are counted too (`alsoLoads`: the data layer of
 * pages that call the API); chunks imported only on demand (the toast outlet, on a first toast)
 * are not, and are listed as "on demand". Sizes are gzip level 9, in kB of 1,000 bytes like
 * Vite's own report (KiB in brackets). Exits with 1 when a page is over its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Page {
  path: string;
  /** The route files the router matches for this URL, outermost first (root is in the entry). */
  routeFiles: string[];
  /** Modules the page always imports at run time (manifest keys). */
  alsoLoads?: string[];
  budgetKb?: number;
}

/** Loaded by every page but the landing (components/data-layer-boundary.tsx): Query and tRPC. */
const DATA_LAYER = ['src/lib/data-layer.tsx', 'src/lib/trpc-transport.ts'];

const PAGES: Page[] = [
  {
    path: '/',
    routeFiles: ['src/routes/_public.tsx', 'src/routes/_public/index.tsx'],
    budgetKb: 130,
  },
  {
    path: '/book',
    routeFiles: ['src/routes/_public.tsx', 'src/routes/_public/book.tsx'],
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

/** The asset paths index.html makes the browser fetch: scripts, modulepreloads, stylesheets. */
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

/** A chunk's file and CSS plus those of everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Manifest keys of a route file's split chunks (`…/book.tsx?tsr-split=component`, …). */
function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter(
    (key) => key === routeFile || key.startsWith(`${routeFile}?tsr-split`),
  );
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  const manifest = readManifest();
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, [entryKey]);
  for (const asset of htmlAssets(html)) entryFiles.add(asset);

  let overBudget = false;
  for (const page of PAGES) {
    const routeKeys = page.routeFiles.flatMap((file) => {
      const keys = routeChunkKeys(manifest, file);
      if (keys.length === 0) throw new Error(`No chunk of ${file} in the manifest`);
      return keys;
    });
    const loaded = [...routeKeys, ...(page.alsoLoads ?? [])];
    const files = new Set([...entryFiles, ...staticClosure(manifest, loaded)]);
    const onDemand = new Set<string>();
    for (const key of loaded) {
      for (const dynamic of manifest[key]?.dynamicImports ?? []) {
        for (const file of staticClosure(manifest, [dynamic])) {
          if (!files.has(file)) onDemand.add(file);
        }
      }
    }

    const rows = [...files].map((file) => ({ file, size: gzipSize(file) }));
    rows.sort((a, b) => b.size - a.size);
    const js = rows.filter((row) => row.file.endsWith('.js')).reduce((n, r) => n + r.size, 0);
    const css = rows.filter((row) => row.file.endsWith('.css')).reduce((n, r) => n + r.size, 0);
    const total = js + css;
    const budget = page.budgetKb === undefined ? '' : ` (budget ${page.budgetKb} kB)`;

    console.log(
      `\n${page.path}: ${kb(total)} (${kib(total)}) gzip — JS ${kb(js)}, CSS ${kb(css)}${budget}`,
    );
    if (page.alsoLoads) console.log(`  with ${page.alsoLoads.join(', ')}`);
    for (const row of rows) console.log(`  ${kb(row.size).padStart(9)}  ${row.file}`);
    if (onDemand.size > 0) {
      const lazy = [...onDemand].reduce((n, file) => n + gzipSize(file), 0);
      console.log(`  on demand, not counted: ${kb(lazy)} in ${onDemand.size} chunk(s)`);
    }
    if (page.budgetKb !== undefined && total > page.budgetKb * 1000) {
      overBudget = true;
      console.log(`  OVER BUDGET by ${kb(total - page.budgetKb * 1000)}`);
    }
  }
  if (overBudget) process.exitCode = 1;
}

main();
