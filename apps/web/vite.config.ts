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
  build: { target: 'es2022', manifest: true },
});
