import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTRPCUntypedClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { startBuiltServer } from './built-server';
import { BENCH_CALLS } from './calls';
import { BENCH_ADMIN, BenchProperty, scratchDatabase, UNITS } from './scale';
import { measure, ms, ratio, table } from './timing';

/**
 * `pnpm bench:http [--database-url postgres://…/postgres] [--size 100000] [--runs 20] [--only list]`:
 * seeds the bench property (bench/scale.ts) at one size on PostgreSQL, starts the production
 * server on it in its own process (as `pnpm start` runs it, on 127.0.0.1), signs in as an admin and times each call of calls.ts that has a tRPC
 * procedure over HTTP as the browser sends it (batched GET, session cookie, brotli/gzip), next to
 * the same read through its query function or use case in this process: the floor under the
 * HTTP figure. HTTP ÷ floor is what the transport, session check, input parsing, superjson and
 * compression add.
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    /** A folder for the server's CPU profile (.cpuprofile, for DevTools) of the whole run. */
    profile: { type: 'string' },
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const calls = BENCH_CALLS.filter(
  (call) =>
    call.http !== undefined &&
    (!values.only || values.only.split('|').some((part) => call.name.includes(part))),
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

/** The answer's size as sent before compression (its JSON). */
async function answerBytes(
  signedIn: typeof fetch,
  url: string,
  call: { path: string; input?: unknown },
): Promise<number> {
  const input = encodeURIComponent(JSON.stringify(superjson.serialize(call.input)));
  const response = await signedIn(`${url}/trpc/${call.path}?input=${input}`);
  return Buffer.byteLength(await response.text());
}

const databaseUrl =
  values['database-url'] ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const { client, drop, url: scratchUrl } = await scratchDatabase(databaseUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-bench-http-'));
try {
  const property = await BenchProperty.create(client);
  const seedMs = await property.growTo(Number(values.size));
  const context = await property.context();
  const server = await startBuiltServer(scratchUrl ?? databaseUrl, dataDir, values.profile);
  const { url } = server;
  try {
    const signedIn = browserFetch(url);
    const api = createTRPCUntypedClient({
      links: [httpBatchLink({ url: `${url}/trpc`, transformer: superjson, fetch: signedIn })],
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
      const bytes = await answerBytes(signedIn, url, twin);
      rows.push([
        call.name,
        twin.path,
        `${ms(floor.p50)} / ${ms(floor.p95)}`,
        `${ms(http.p50)} / ${ms(http.p95)}`,
        `${ratio(http.p50, floor.p50)} / ${ratio(http.p95, floor.p95)}`,
        `${(bytes / 1024).toFixed(1)} KB`,
      ]);
    }
    console.log(
      table(
        ['call (ms)', 'procedure', 'floor p50/p95', 'HTTP p50/p95', 'HTTP÷floor p50/p95', 'answer'],
        rows,
      ),
    );
  } finally {
    await server.stop();
  }
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
