import { parseArgs } from 'node:util';
import { BENCH_CALLS } from './calls';
import { BenchProperty, SIZES, scratchDatabase, UNITS } from './scale';
import { measure, ms, type Percentiles, ratio, table } from './timing';

/**
 * `pnpm bench [--database-url postgres://…/postgres] [--million] [--runs 20] [--only list]`:
 * seeds 200 units with 10,000 stays into a scratch database (on the given server, else embedded
 * PGlite), times every call of calls.ts, grows the history to 100,000 (and with --million to
 * 1,000,000) and times them again; prints p50/p95 at each size and their ratio to 10,000.
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    million: { type: 'boolean', default: false },
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const sizes = SIZES.filter((size) => values.million || size < 1_000_000);
const calls = BENCH_CALLS.filter((call) => !values.only || call.name.includes(values.only));
const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);

const { client, drop } = await scratchDatabase(values['database-url']);
try {
  const property = await BenchProperty.create(client);
  const results = new Map<string, Percentiles[]>(calls.map((call) => [call.name, []]));
  for (const size of sizes) {
    const seedMs = await property.growTo(size);
    console.log(
      `${client.driver}: ${label(size)} stays on ${UNITS} units (seeded the new ones in ${(seedMs / 1000).toFixed(1)} s)`,
    );
    const context = await property.context();
    for (const call of calls) {
      const timing = await measure(() => call.run(context), runs);
      results.get(call.name)?.push(timing);
      console.log(`  ${call.name.padEnd(50)} p50 ${ms(timing.p50)} ms  p95 ${ms(timing.p95)} ms`);
    }
  }

  const header = ['call (ms)', ...sizes.map((size) => `${label(size)} p50/p95`)];
  for (const size of sizes.slice(1)) header.push(`${label(size)}÷10k p50/p95`);
  const rows = calls.map((call) => {
    const timings = results.get(call.name) ?? [];
    const [base] = timings;
    const cells = timings.map(({ p50, p95 }) => `${ms(p50)} / ${ms(p95)}`);
    for (const timing of timings.slice(1)) {
      cells.push(base ? `${ratio(timing.p50, base.p50)} / ${ratio(timing.p95, base.p95)}` : '–');
    }
    return [call.name, ...cells];
  });
  console.log(`\n${client.driver}, ${runs} runs per call and size\n${table(header, rows)}`);
} finally {
  await drop();
}
