import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin, or code splitting silently fails.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: new URL('./src/routes', import.meta.url).pathname,
      generatedRouteTree: new URL('./src/routeTree.gen.ts', import.meta.url).pathname,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
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
    },
  },
});
