/**
 * How long a change takes to show in another browser: two signed-in browser contexts on the built
 * app; one edits a reservation through the API (`reservations.update`, renaming its guest), the
 * other shows the dashboard (the cards, All Reservations newest first, the weekly calendar) and
 * notes when the new name appears in its DOM. Prints p50/p95 over the samples:
 *
 *   pnpm live-latency                      (builds apps/web, then runs this; 40 samples)
 *   pnpm exec tsx scripts/live-latency.ts [--samples 40] [--port 4391]   (the existing build)
 *
 * Measured from the update's answer (the commit is a moment before it) to the DOM change,
 * both on this machine's clock; "from request" starts when the update was sent. Samples are
 * apart (a pause after each), so each is a lone change, as a colleague's edit is. Starts the
 * server like the browser tests do (a fresh embedded database with the demo property) and
 * Debian's Chromium; run it under the browser lock. Not a test: it asserts nothing.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { launchChromium, requireWebBuild, startServer, stopServer } from './built-server';

const ADMIN = { email: 'admin@zamaleksuites.com', password: 'zamalek-demo' };
const PAUSE_MS = 600;

interface Reservation {
  id: string;
  unitId: string | null;
  checkInDate: string;
  checkOutDate: string;
  numberOfGuests: number;
  guestNationality: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  commissionRate: number | null;
  source: string | null;
  displayStatus: string;
  notes: string | null;
  channel: string | null;
}

async function signedInPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin$/);
  return page;
}

/** A tRPC query or mutation through the context's cookies, as the page would send it. */
async function call<T>(
  api: APIRequestContext,
  origin: string,
  procedure: string,
  input: unknown,
  kind: 'query' | 'mutation',
): Promise<T> {
  const response =
    kind === 'query'
      ? await api.get(
          `${origin}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        )
      : await api.post(`${origin}/trpc/${procedure}`, {
          data: { json: input },
          headers: { origin },
        });
  if (!response.ok())
    throw new Error(`${procedure}: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** The edit that renames the stay's first guest, every other field as it is. */
function renamed(reservation: Reservation, name: string) {
  return {
    id: reservation.id,
    changes: {
      unitId: reservation.unitId,
      checkIn: reservation.checkInDate,
      checkOut: reservation.checkOutDate,
      numberOfGuests: reservation.numberOfGuests,
      guestNames: [name],
      guestGenders: [null],
      guestNationality: reservation.guestNationality ?? '',
      contactEmail: reservation.contactEmail ?? '',
      contactPhone: reservation.contactPhone ?? '',
      pricePerNight: null,
      commissionRate: reservation.commissionRate ?? 10,
      source: reservation.source ?? '',
      displayStatus: reservation.displayStatus,
      notes: reservation.notes ?? '',
      channel: reservation.channel ?? '',
    },
  };
}

/** In the watching page: resolves with the epoch time (ms) the text first appears. */
function watchFor(text: string) {
  const holder = window as unknown as { __seen?: Promise<number> };
  holder.__seen = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(text)) {
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

function seenAt(): Promise<number> {
  const holder = window as unknown as { __seen?: Promise<number> };
  return holder.__seen ?? Promise.resolve(0);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const { values } = parseArgs({
    options: {
      samples: { type: 'string', default: '40' },
      port: { type: 'string', default: '4391' },
    },
  });
  const samples = Math.max(1, Number(values.samples));
  const port = Number(values.port);
  requireWebBuild('pnpm live-latency');
  const { server, dataDir } = await startServer(port, 'zamalek-live-latency-');
  const browser = await launchChromium();
  const origin = `http://127.0.0.1:${port}`;
  try {
    const editor = await signedInPage(browser, origin);
    const watcher = await signedInPage(browser, origin);
    const api = editor.context().request;
    // The newest reservation: the first row of All Reservations on the watching dashboard.
    const list = await call<{ rows: { id: string }[] }>(
      api,
      origin,
      'reservations.list',
      { sort: 'createdAt', direction: 'desc', page: 1, pageSize: 25 },
      'query',
    );
    const id = list.rows[0]?.id;
    if (!id) throw new Error('The demo property has no reservations');
    const detail = await call<{ reservation: Reservation }>(
      api,
      origin,
      'reservations.byId',
      { id },
      'query',
    );
    await watcher.getByRole('heading', { name: 'All Reservations' }).waitFor();
    await watcher.waitForLoadState('networkidle');

    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    // One unmeasured change first: the first refetches read the database cold.
    for (let sample = -1; sample < samples; sample++) {
      const name = `Live Sample ${sample + 2}`;
      await watcher.evaluate(watchFor, name);
      const sent = performance.timeOrigin + performance.now();
      await call(api, origin, 'reservations.update', renamed(detail.reservation, name), 'mutation');
      const answered = performance.timeOrigin + performance.now();
      const seen = await watcher.evaluate(seenAt);
      if (sample >= 0) {
        fromAnswer.push(seen - answered);
        fromRequest.push(seen - sent);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    const row = (label: string, values: number[]) =>
      `${label.padEnd(14)}p50 ${Math.round(percentile(values, 50))} ms   p95 ${Math.round(percentile(values, 95))} ms   max ${Math.round(Math.max(...values))} ms`;
    console.log(`A guest renamed in one browser, seen on another's dashboard; ${samples} samples`);
    console.log(row('from answer', fromAnswer));
    console.log(row('from request', fromRequest));
  } finally {
    await browser.close();
    stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
