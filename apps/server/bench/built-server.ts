import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A port nothing listens on now (another bench may run beside this one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * The production build (`dist/main.js`, as `pnpm start` runs it) in its own process on the
 * scratch database, so the bench's own clients do not share its thread (nor its profile).
 */
export async function startBuiltServer(databaseUrl: string, dataDir: string, profileDir?: string) {
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  if (!existsSync(main)) throw new Error('Build the server first (the root bench scripts do).');
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), main],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (server.exitCode !== null) throw new Error('The server exited while starting');
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
