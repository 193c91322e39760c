import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTRPCUntypedClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { BENCH_CALLS } from './calls';
import { BENCH_ADMIN, BenchProperty, scratchDatabase, UNITS } from './scale';
import { measure, ms, ratio, table } from './timing';

/**
 * `pnpm bench:http [--database-url postgres://…/postgres] [--size 100000] [--runs 20] [--only list]`:
 * seeds the bench property (bench/scale.ts) at one size, starts the real server on it (the app
 * factory, on 127.0.0.1), signs in as an admin and times each call of calls.ts that has a tRPC
 * procedure over HTTP as the browser sends it (batched GET, session cookie, brotli/gzip), next to
 * the same read through its query function or use case in this process: the floor under the
 * HTTP figure. HTTP ÷ floor is what the transport, session check, input parsing, superjson and
 * compression add.
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const calls = BENCH_CALLS.filter(
  (call) => call.http !== undefined && (!values.only || call.name.includes(values.only)),
);

/** A browser-like fetch: the session cookie once signed in, the page's Origin, compression. */
function browserFetch(origin: string): typeof fetch {
  let cookie: string | undefined;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', origin);
    headers.set('accept-encoding', 'gzip, deflate, br');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const [session] = response.headers.getSetCookie();
    if (session) cookie = session.split(';')[0];
    return response;
  };
}

const { client, drop } = await scratchDatabase(values['database-url']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-bench-http-'));
try {
  const property = await BenchProperty.create(client);
  const seedMs = await property.growTo(Number(values.size));
  const context = await property.context();
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(env, client, { schedules: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const api = createTRPCUntypedClient({
      links: [
        httpBatchLink({ url: `${url}/trpc`, transformer: superjson, fetch: browserFetch(url) }),
      ],
    });
    await api.mutation('auth.signIn', { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
    console.log(
      `${client.driver}: ${Number(values.size).toLocaleString('en')} stays on ${UNITS} units (seeded in ${(seedMs / 1000).toFixed(1)} s), ${runs} runs per call\n`,
    );
    const rows: string[][] = [];
    for (const call of calls) {
      const twin = call.http?.(context);
      if (!twin) continue;
      const floor = await measure(() => call.run(context), runs);
      const http = await measure(() => api.query(twin.path, twin.input), runs);
      rows.push([
        call.name,
        twin.path,
        `${ms(floor.p50)} / ${ms(floor.p95)}`,
        `${ms(http.p50)} / ${ms(http.p95)}`,
        `${ratio(http.p50, floor.p50)} / ${ratio(http.p95, floor.p95)}`,
      ]);
    }
    console.log(
      table(
        ['call (ms)', 'procedure', 'floor p50/p95', 'HTTP p50/p95', 'HTTP÷floor p50/p95'],
        rows,
      ),
    );
  } finally {
    await app.close();
  }
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
