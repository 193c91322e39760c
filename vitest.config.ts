import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './apps/web/lingui-catalog';

export default defineConfig({
  // The web app's message catalogues (`*.json?lingui`), compiled as the web build does.
  plugins: [linguiCatalogs()],
  // The web app's `@/…` imports (apps/web/tsconfig.json `paths`), so its tests import as it does.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
    ],
  },
  test: {
    environment: 'node',
    include: [
      'packages/*/test/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/prerender/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Playwright specs live in e2e/ and must never be collected by Vitest.
    exclude: ['e2e/**', '**/node_modules/**', '**/dist/**'],
    globalSetup: ['packages/db/src/test-global-setup.ts'],
    // A worker runs its test files one after another in one module graph: evaluating the server's
    // imports (and compiling PGlite) again for each of ~180 files cost more than most files' tests.
    // So a test file leaves nothing behind: it closes what it opens and restores what it changes.
    isolate: false,
    // Each test database is a PGlite load (~2 s of CPU) or a PostgreSQL clone; leave room on 2 cores.
    testTimeout: 60_000,
    // Setting up a database (PGlite start, or a PostgreSQL clone) and users can be slow on a busy
    // 2-core machine; a hook that needs longer than this is stuck, not slow.
    hookTimeout: 180_000,
    teardownTimeout: 10_000,
    maxWorkers: 2,
  },
});
