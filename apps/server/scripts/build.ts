import { readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * Builds the server to plain JavaScript in `dist/`: `main.js` (what `pnpm start` and the image
 * run with `node`) and the operator's commands in `dist/cli/`. The packages the server lists as
 * its dependencies stay in node_modules, where native parts (argon2, sharp) and files read at run
 * time (PGlite's wasm) are found as usual; everything else — the workspace's own packages, which
 * ship TypeScript, and their small pure-JavaScript dependencies — is bundled in.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');
const manifest: unknown = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));
const listed =
  typeof manifest === 'object' && manifest !== null && 'dependencies' in manifest
    ? manifest.dependencies
    : {};
const installed = new Set(
  Object.keys(typeof listed === 'object' && listed !== null ? listed : {}).filter(
    (name) => !name.startsWith('@zamalek/'),
  ),
);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const dependenciesStayInstalled: Plugin = {
  name: 'dependencies-stay-installed',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || isBuiltin(args.path) || installed.has(packageOf(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'cli/property-status': 'src/cli/property-status.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [dependenciesStayInstalled],
});
