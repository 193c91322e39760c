import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTRPCUntypedClient, httpLink } from '@trpc/client';
import type { Db } from '@zamalek/db/client';
import { notifications, units } from '@zamalek/db/schema';
import type { PublicBookingInput } from '@zamalek/domain/booking';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import superjson from 'superjson';
import { bookStay } from '../src/reservations/book';
import { startBuiltServer } from './built-server';
import { BenchProperty, scratchDatabase, UNITS } from './scale';
import { ms, table } from './timing';

/**
 * `pnpm --filter @zamalek/server bench:bookings [--database-url postgres://…] [--seconds 5]
 * [--clients 1,4,16] [--size 10000]`: public bookings per second. The bench property (200 units,
 * its rates and `--size` stays of history) gets guests booking stays that never collide, each
 * from its own address (the server trusts the loopback proxy) and e-mail, so no limit is reached:
 * first through the use case in this process (the floor: its SQL and the domain's work), then
 * over HTTP as the wizard sends it (tRPC mutation, Origin, JSON), at each number of clients.
 * It also prints the statements one booking sends, in order, on PostgreSQL.
 */
const { values } = parseArgs({
  allowNegative: true,
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '1,4,16' },
    size: { type: 'string', default: '10000' },
    statements: { type: 'boolean', default: true },
    /** --no-floor: only over HTTP (a profile of the server alone). */
    floor: { type: 'boolean', default: true },
    /** A folder for the server's CPU profile (.cpuprofile, for DevTools) of the whole run. */
    profile: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const clientCounts = values.clients.split(',').map(Number);
const NIGHTS = 3;

/** Stays that never meet: slot k is unit k mod 200, three nights, a fresh week per round. */
function slotStay(firstNight: IsoDate, unitIds: readonly string[], slot: number) {
  const unitId = unitIds[slot % unitIds.length] ?? '';
  const checkIn = addDaysIso(firstNight, NIGHTS * Math.floor(slot / unitIds.length));
  return { unitId, stay: { checkIn, checkOut: addDaysIso(checkIn, NIGHTS) } };
}

function bookingOf(firstNight: IsoDate, unitIds: readonly string[], slot: number) {
  return {
    ...slotStay(firstNight, unitIds, slot),
    guest: {
      adults: 2,
      children: 0,
      guestNames: [`Bench Guest ${slot}`, 'Second Guest'],
      email: `guest-${slot}@example.com`,
      phone: '+20 100 000 0000',
      nationality: 'Egyptian',
      specialRequests: '',
    },
    idempotencyKey: crypto.randomUUID(),
    language: 'en',
  } satisfies PublicBookingInput;
}

/** Each slot's own address, so the per-connection limits never trip. */
const addressOf = (slot: number) => `10.${(slot >> 16) & 255}.${(slot >> 8) & 255}.${slot & 255}`;

interface Throughput {
  perSecond: number;
  p50: number;
  p95: number;
  booked: number;
}

/** `clients` loops, each booking the next free slot until the time is up. */
async function drive(
  clients: number,
  nextSlot: () => number,
  book: (slot: number) => Promise<unknown>,
): Promise<Throughput> {
  const samples: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const slot = nextSlot();
        const start = performance.now();
        await book(slot);
        samples.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.max(0, Math.ceil((p / 100) * samples.length) - 1)] ?? 0;
  return { perSecond: samples.length / elapsed, p50: at(50), p95: at(95), booked: samples.length };
}

/**
 * Every statement node-postgres sends while `run` runs. The spy goes on before any connection
 * opens: the app's connections bind pg's query when they are made.
 */
let recorded: string[] | null = null;
const query = pg.Client.prototype.query;
// cast: a pass-through spy over pg's overloaded query, for the bench's own count only
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text?: string }).text;
  if (text) recorded?.push(text.replace(/\s+/g, ' ').slice(0, 110));
  return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof query;

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  recorded = [];
  try {
    await run();
    return recorded;
  } finally {
    recorded = null;
  }
}

const databaseUrl =
  values['database-url'] ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Waits until the server's outbox has sent every e-mail the bookings so far queued, so one run's
 * mail is not sent during the next (the floor's bookings do not wake the outbox: it finds them).
 */
async function outboxDrained(db: Db) {
  for (let waited = 0; waited < 120_000; waited += 200) {
    const [row] = await db
      .select({ pending: count() })
      .from(notifications)
      .where(eq(notifications.status, 'pending'));
    if (row?.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The outbox did not drain within 2 minutes');
}

const { client, drop, url: scratchUrl } = await scratchDatabase(databaseUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-bench-bookings-'));
try {
  const property = await BenchProperty.create(client);
  await property.growTo(Number(values.size));
  const unitIds = (await client.db.select({ id: units.id }).from(units).orderBy(units.name)).map(
    (unit) => unit.id,
  );
  // After the seeded history (which ends 40 days ahead), inside the 18-month booking horizon.
  const firstNight = addDaysIso(property.today, 45);
  let slots = 0;
  const nextSlot = () => slots++;

  const server = await startBuiltServer(scratchUrl ?? databaseUrl, dataDir, values.profile);
  const { url } = server;
  try {
    const api = (slot: number) =>
      createTRPCUntypedClient({
        links: [
          httpLink({
            url: `${url}/trpc`,
            transformer: superjson,
            headers: { origin: url, 'x-forwarded-for': addressOf(slot) },
          }),
        ],
      });
    const overHttp = (slot: number) =>
      api(slot).mutation('public.book', bookingOf(firstNight, unitIds, slot));
    const inProcess = (slot: number) =>
      bookStay(
        client.db,
        { ip: addressOf(slot) },
        { ...bookingOf(firstNight, unitIds, slot), language: 'en' },
        {
          propertyId: property.propertyId,
          today: property.today,
          now: new Date(),
          mail: { kick() {} },
        },
      );

    // One unmeasured booking each way (plans, caches, the JIT).
    await inProcess(nextSlot());
    await overHttp(nextSlot());
    await outboxDrained(client.db);
    if (values.statements) {
      const sent = await statementsOf(() => inProcess(nextSlot()));
      console.log(
        `One public booking sends ${sent.length} statements (besides the mail's wake-up):`,
      );
      for (const text of sent) console.log(`  ${text}`);
      console.log('');
    }

    console.log(
      `${client.driver}: ${UNITS} units, ${Number(values.size).toLocaleString('en')} stays of history, ${seconds} s per run\n`,
    );
    const rows: string[][] = [];
    for (const clients of clientCounts) {
      const floor = values.floor ? await drive(clients, nextSlot, inProcess) : null;
      await outboxDrained(client.db);
      const http = await drive(clients, nextSlot, overHttp);
      await outboxDrained(client.db);
      rows.push([
        String(clients),
        floor ? floor.perSecond.toFixed(0) : '–',
        http.perSecond.toFixed(0),
        floor ? `${ms(floor.p50)} / ${ms(floor.p95)}` : '–',
        `${ms(http.p50)} / ${ms(http.p95)}`,
        floor ? `${((http.perSecond / floor.perSecond) * 100).toFixed(0)} %` : '–',
      ]);
    }
    console.log(
      table(
        [
          'clients',
          'floor bookings/s',
          'HTTP bookings/s',
          'floor ms p50/p95',
          'HTTP ms p50/p95',
          'HTTP of floor',
        ],
        rows,
      ),
    );
    console.log(`\n${slots.toLocaleString('en')} bookings made`);
  } finally {
    await server.stop();
  }
  if (values.profile) console.log(`CPU profile of the server written under ${values.profile}`);
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
