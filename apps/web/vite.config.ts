import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiCatalogs } from './lingui-catalog';
import { prerenderPublicPages } from './prerender/plugin';

const api = 'http://localhost:3000';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes .br (quality 11) and .gz (level 9) beside every compressible file of the build, once, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request. node:zlib does both; a copy is kept only when it is smaller.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'zamalek:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        // Vite's manifest (.vite/) is read by tools, never served; the pre-rendered pages are
        // read by the server, which puts its origin in them before sending them.
        .filter((file) => !/^(?:\.|pages[\\/])/.test(path.relative(outDir, file)));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin, or code splitting silently fails.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The public layout ships in the first chunk (it is on every public page). The landing
        // is split off like the other pages: a first visit to `/` loads no app at all (it is
        // pre-rendered, prerender/plugin.ts), and the others' HTML names their route's chunk.
        splitBehavior: ({ routeId }) => (routeId === '/_public' ? [] : undefined),
      },
      routesDirectory: new URL('./src/routes', import.meta.url).pathname,
      generatedRouteTree: new URL('./src/routeTree.gen.ts', import.meta.url).pathname,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    linguiCatalogs(),
    tailwindcss(),
    prerenderPublicPages(),
    precompress(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': { target: api, ws: true, changeOrigin: false },
      '/api': { target: api },
      '/healthz': { target: api },
      '/readyz': { target: api },
    },
  },
  build: {
    target: 'es2022',
    // For scripts/bundle-size.ts: which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // tRPC's packages declare no `sideEffects`, so importing createTRPCClient kept the whole
        // client (WebSocket link included) in the first download. They have none: let the
        // bundler drop what is unused; the transport loads on demand (src/lib/trpc-transport.ts).
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/].*@trpc[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // What every first visit runs (React, the router, the route table, the words) in one
            // file: the bundler otherwise splits it into a dozen small chunks that each cost a
            // request and compress worse apart than together.
            { name: 'app', tags: ['$initial'] },
            // TanStack Query, tRPC and superjson: every page that calls the API needs all of it.
            {
              name: 'query-trpc',
              test: /[\\/]node_modules[\\/](?:.*@tanstack[\\/](?:query-core|react-query)|.*@trpc|.*superjson|.*copy-anything|.*is-what)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
