import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnit } from './support/fixtures';
import { exitOf, startServerProcess } from './support/server-process';

const today = todayIn('Africa/Cairo', new Date());

/**
 * Two instances on one PostgreSQL behind a client that does what a load balancer does — the next
 * instance when one refuses the connection or answers 503 while it shuts down — while each is
 * stopped with SIGTERM and started again, one after the other, under a steady stream of public
 * bookings. Every booking carries its idempotency key, as the wizard's do.
 */
describe.runIf(testDrivers.includes('postgres'))('a rolling restart of two instances', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const unitIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (const name of ['RR-1', 'RR-2', 'RR-3']) {
      unitIds.push((await insertUnit(database.client.db, { name, unitType: 'Rolling' })).id);
    }
  });
  afterAll(async () => {
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  function startInstance() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-rolling-'));
    dataDirs.push(dataDir);
    return startServerProcess(dataDir, {
      DATABASE_URL: database.url ?? '',
      TRUST_PROXY: '127.0.0.1',
    });
  }

  it('loses no booking and makes none twice', async () => {
    const instances = [startInstance(), startInstance()];
    const urls = await Promise.all(instances.map((instance) => instance.url));
    const outcomes: { status: number; reference: string }[] = [];
    let retries = 0;
    let next = 0;

    async function book(n: number) {
      const checkIn = addDaysIso(today, 30 + 3 * Math.floor(n / unitIds.length));
      const body = JSON.stringify({
        json: {
          unitId: unitIds[n % unitIds.length],
          stay: { checkIn, checkOut: addDaysIso(checkIn, 2) },
          guest: {
            adults: 1,
            children: 0,
            guestNames: [`Guest ${n}`],
            email: `guest-${n}@example.com`,
            phone: '+20 100 123 4567',
            nationality: 'Egyptian',
            specialRequests: '',
          },
          idempotencyKey: crypto.randomUUID(),
          language: 'en',
        },
      });
      for (let attempt = 0; attempt < 200; attempt++) {
        const url = urls[next++ % urls.length] ?? '';
        const answer = await fetch(`${url}/trpc/public.book`, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            origin: url,
            // Each guest from an address of their own, so the per-address limit stays out of it.
            'x-forwarded-for': `10.1.${Math.floor(n / 250)}.${n % 250}`,
          },
        }).catch(() => null);
        if (answer === null || answer.status === 503) {
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 25));
          continue;
        }
        const text = await answer.text();
        const reference = /"bookingReference":"([^"]+)"/.exec(text)?.[1] ?? text;
        outcomes.push({ status: answer.status, reference });
        return;
      }
      throw new Error(`booking ${n} never got through`);
    }

    let restarting = true;
    let booked = 0;
    const load = (async () => {
      const streams = [0, 1, 2].map(async (stream) => {
        // A steady, bounded stream: about ten bookings a second per stream, at most 240 in all
        // (their dates stay within the booking horizon).
        for (let n = stream; (restarting || n < 24) && n < 240; n += 3) {
          await book(n);
          booked += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await Promise.all(streams);
    })();

    const waitFor = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    for (const [index, instance] of instances.entries()) {
      await waitFor(() => booked >= 6 * (index + 1));
      const exited = exitOf(instance.child);
      instance.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const restarted = startInstance();
      instances[index] = restarted;
      urls[index] = await restarted.url;
    }
    restarting = false;
    await load;
    for (const instance of instances) {
      const exited = exitOf(instance.child);
      instance.child.kill('SIGTERM');
      await exited;
    }

    expect(outcomes.length).toBeGreaterThanOrEqual(24);
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    const references = outcomes.map((outcome) => outcome.reference);
    expect(new Set(references).size).toBe(references.length);
    const stored = await database.client.db
      .select({ reference: reservations.bookingReference })
      .from(reservations);
    expect(stored.map((row) => row.reference).sort()).toEqual([...references].sort());
    console.log(`${outcomes.length} bookings, ${retries} sent again to the other instance`);
  }, 120_000);
});
