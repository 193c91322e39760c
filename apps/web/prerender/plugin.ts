import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { linguiCatalogs } from '../lingui-catalog';
import { type Manifest, pageHtml } from './page-html';

/** What src/prerender.tsx exports. */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_LOCATION_PATHS: readonly string[];
  prerenderedFile(address: string): string;
  WITH_STAY_QUERY: Readonly<Record<string, string>>;
  withStayFile(file: string): string;
  renderPage(address: string): Promise<{
    lang: 'en' | 'ar';
    head: string;
    body: string;
    routeIds: string[];
  }>;
}

type ImportRecorder = (key: string) => void;
declare global {
  var __prerenderImport: ImportRecorder | undefined;
}

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * In the build that renders the pages: every `import('…')` of the app's own code first tells
 * `globalThis.__prerenderImport` which module it asks for (by its key in Vite's manifest), so a
 * page's HTML can name all the code its first load fetches, loaders' downloads included.
 */
function recordDynamicImports(root: string): Plugin {
  const src = path.join(root, 'src') + path.sep;
  return {
    name: 'zamalek:record-dynamic-imports',
    enforce: 'post',
    async transform(code, id) {
      if (!id.startsWith(src)) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const specifier = match[2] ?? '';
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const key = path.relative(root, resolved.id).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}(globalThis.__prerenderImport?.(${JSON.stringify(key)}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

/** Style sheets are the browser build's business: rendering needs none of them. */
function noStyles(): Plugin {
  const empty = '\0zamalek-empty-style';
  return {
    name: 'zamalek:no-styles',
    enforce: 'pre',
    resolveId(id) {
      return /\.css(?:\?|$)/.test(id) ? empty : null;
    },
    load(id) {
      return id === empty ? 'export default "";' : null;
    },
  };
}

function firstOutput(result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk {
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('Expected a build output');
  const [chunk] = output.output;
  if (chunk?.type !== 'chunk') throw new Error('Expected a chunk');
  return chunk;
}

/**
 * After the browser build: renders every public page in both languages (the indexable pages,
 * `PRERENDERED_PATHS`, and the property page for a stand-in property,
 * `PRERENDERED_LOCATION_PATHS`) to `dist/pages/<path>.html`, which the server sends for those
 * addresses (each property's page with the property filled in).
 * Each page carries its text, its head (title, description, canonical, hreflang, Open Graph) and
 * names all the code its first load needs, so the browser fetches it in one round. The landing
 * (`/`, `/ar`) loads no app at all: its HTML works as it is, with a small script of its own
 * (src/landing/enhance-landing.ts); the other pages start the app, which replaces the copy.
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  let isSsr = false;
  return {
    name: 'zamalek:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      // Before the pre-compression plugin, which then compresses the landing's script too.
      sequential: true,
      async handler() {
        if (isSsr) return;
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');

        const landingScript = firstOutput(
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            resolve: { tsconfigPaths: true },
            build: {
              outDir,
              emptyOutDir: false,
              copyPublicDir: false,
              modulePreload: false,
              target: 'es2022',
              rolldownOptions: {
                input: { landing: path.join(root, 'src/landing/enhance-landing.ts') },
                output: { entryFileNames: 'assets/[name]-[hash].js' },
              },
            },
          }),
        ).fileName;

        const ssrDir = path.join(root, 'node_modules/.prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { tsconfigPaths: true },
          plugins: [noStyles(), react(), linguiCatalogs(), recordDynamicImports(root)],
          // Its own copy per page (below), so each page starts with fresh words.
          ssr: { noExternal: ['@lingui/core'] },
          build: {
            ssr: path.join(root, 'src/prerender.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
          },
        });

        const bundle = pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href;
        const { PRERENDERED_PATHS, PRERENDERED_LOCATION_PATHS, WITH_STAY_QUERY, withStayFile } =
          (await import(bundle)) as PrerenderModule;
        const pagesDir = path.join(outDir, 'pages');
        await rm(pagesDir, { recursive: true, force: true });
        /** A fresh module per render: what a page's loaders download is recorded afresh. */
        const render = async (address: string, run: string) => {
          const imported = new Set<string>();
          globalThis.__prerenderImport = (key) => imported.add(key);
          const module = (await import(`${bundle}?render=${run}`)) as PrerenderModule;
          const page = await module.renderPage(address);
          globalThis.__prerenderImport = undefined;
          return { page, imported, file: module.prerenderedFile(address) };
        };
        const stayQuery = new URLSearchParams(WITH_STAY_QUERY).toString();
        // The property page once, for the stand-in property the server fills in per address.
        const addresses = [...PRERENDERED_PATHS, ...PRERENDERED_LOCATION_PATHS];
        for (const [index, address] of addresses.entries()) {
          const { page, imported, file } = await render(address, `${index}`);
          const html = (moreImports: Iterable<string>) =>
            pageHtml({
              shell,
              manifest,
              page,
              imported: new Set([...imported, ...moreImports]),
              landingScript: isLanding(address) ? landingScript : undefined,
            });
          const target = path.join(pagesDir, file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, html([]));
          // The same page for an address naming a stay: its text, and the code it then asks for.
          if (isLanding(address)) continue;
          const withStay = await render(`${address}?${stayQuery}`, `${index}-stay`);
          const more = [...withStay.imported].filter((key) => !imported.has(key));
          if (more.length > 0) await writeFile(path.join(pagesDir, withStayFile(file)), html(more));
        }
        await rm(ssrDir, { recursive: true, force: true });
      },
    },
  };
}

const isLanding = (address: string) => address === '/' || address === '/ar';
