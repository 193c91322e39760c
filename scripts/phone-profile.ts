/**
 * How the public pages load on a phone: a first visit (cold cache) to `/`, `/ar`, `/book` and
 * `/ar/book` of the built app, on a 375 px phone with the CPU slowed 4× and a slow 4G network
 * (Lighthouse's mobile figures: 150 ms round trip, 1.6 Mbps down, 750 kbps up), as Chromium's
 * DevTools emulate them. Prints the median of several runs per page:
 *
 *   pnpm phone-profile                     (builds apps/web, then runs this; 3 runs a page)
 *   pnpm exec tsx scripts/phone-profile.ts [--runs 5] [--port 4390]   (the existing build)
 *
 * - FCP and LCP: the browser's own first-contentful-paint and largest-contentful-paint.
 * - usable: the page's main control is painted and enabled (the landing's quick-search button, a
 *   day of the booking calendar) and the main thread has no long task (over 50 ms) after that
 *   until the network is idle: the latest of FCP, the control's appearance and the end of the
 *   last long task. The landing is pre-rendered and its quick search is a working HTML form, so
 *   its button works once painted; the booking calendar is drawn by the app, with its handlers.
 * - code rounds: how many waves of JavaScript and CSS fetches follow one another, each asked for
 *   after the previous wave's code arrived (1 = only what the HTML page names).
 * - requests and kB: every response of the visit (the page, code, fonts, API calls), as sent
 *   (compressed, headers included).
 *
 * DevTools throttling adds the round trip to each request rather than to each packet, so it is
 * gentler than a real network or Lighthouse's simulation; the figures are for comparing builds.
 * Starts the server like the browser tests do (a fresh embedded database seeded with the demo
 * property) and Debian's Chromium. Not a test: it asserts nothing and exits 0.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type Browser, type CDPSession, devices, type Page } from '@playwright/test';
import { launchChromium, requireWebBuild, startServer, stopServer } from './built-server';

const PHONE = {
  ...devices['iPhone SE'],
  viewport: { width: 375, height: 667 },
};
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

interface Target {
  path: string;
  /** The control that makes the page usable, in either language. */
  control: string;
  /** Shown instead of the path in the table. */
  label?: string;
}

/** yyyy-MM-dd, `days` after today: a stay the wizard accepts. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const TARGETS: Target[] = [
  { path: '/', control: 'main form button[type="submit"]:not([disabled])' },
  { path: '/ar', control: 'main form button[type="submit"]:not([disabled])' },
  { path: '/book', control: 'main button[data-day]:not([disabled])' },
  { path: '/ar/book', control: 'main button[data-day]:not([disabled])' },
  // From the landing's search: usable once the suites free on the dates can be chosen.
  {
    path: `/book?checkIn=${inDays(30)}&checkOut=${inDays(32)}&guests=2`,
    label: '/book+stay',
    control: 'main input[type="radio"]:not([disabled])',
  },
];

interface Run {
  fcp: number;
  lcp: number;
  usable: number;
  rounds: number;
  requests: number;
  bytes: number;
}

/** Installed before any of the page's scripts: records long tasks, LCP and the control. */
function observePage(control: string) {
  const record = { longTaskEnds: [] as number[], lcp: 0, controlAt: 0 };
  Object.assign(window, { __profile: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.longTaskEnds.push(entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (record.controlAt === 0 && document.querySelector(control)) {
      record.controlAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
}

interface Recorded {
  longTaskEnds: number[];
  lcp: number;
  controlAt: number;
  fcp: number;
}

/**
 * Counts requests and bytes, and the rounds of code: the HTML page is round 0, and a script or
 * style sheet asked for after round n's last finished piece of code arrived is in round n + 1.
 * (By time, not by initiator: DevTools does not always say which module asked for a chunk.)
 */
function trackRequests(cdp: CDPSession) {
  const code = new Map<string, { issued: number; finished?: number; round: number }>();
  let requests = 0;
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script' && event.type !== 'Stylesheet') return;
    let round = 1;
    for (const earlier of code.values()) {
      if (earlier.finished !== undefined && earlier.finished <= event.timestamp) {
        round = Math.max(round, earlier.round + 1);
      }
    }
    code.set(event.requestId, { issued: event.timestamp, round });
  });
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    bytes += event.encodedDataLength;
    const piece = code.get(event.requestId);
    if (piece) piece.finished = event.timestamp;
  });
  return () => ({
    rounds: Math.max(0, ...[...code.values()].map((piece) => piece.round)),
    requests,
    bytes,
  });
}

async function visit(browser: Browser, origin: string, target: Target): Promise<Run> {
  // A new context has an empty cache and no cookies: a first visit.
  const context = await browser.newContext(PHONE);
  const page: Page = await context.newPage();
  await page.addInitScript(observePage, target.control);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = trackRequests(cdp);

  await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector(target.control, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const recorded = await page.evaluate((): Recorded => {
    const record = (window as unknown as { __profile: Omit<Recorded, 'fcp'> }).__profile;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...record, fcp };
  });
  const counts = requests();
  await context.close();

  const lastLongTask = Math.max(0, ...recorded.longTaskEnds);
  return {
    fcp: recorded.fcp,
    lcp: recorded.lcp,
    usable: Math.max(recorded.fcp, recorded.controlAt, lastLongTask),
    ...counts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '4390' } },
  });
  const runs = Math.max(1, Number(values.runs));
  const port = Number(values.port);
  requireWebBuild('pnpm phone-profile');

  const { server, dataDir } = await startServer(port, 'zamalek-profile-');
  const browser = await launchChromium();
  const origin = `http://127.0.0.1:${port}`;
  try {
    // One unmeasured visit warms the server (its first answers read the database cold).
    await visit(browser, origin, TARGETS[2] ?? { path: '/book', control: 'main' });
    console.log(
      `375 px phone, CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms RTT, 1.6 Mbps down, 750 kbps up, cold cache; median of ${runs} run(s)\n`,
    );
    console.log(
      `${'page'.padEnd(10)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'usable'.padStart(9)}${'code rounds'.padStart(13)}${'requests'.padStart(10)}${'kB'.padStart(8)}`,
    );
    for (const target of TARGETS) {
      const results: Run[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await visit(browser, origin, target));
      const ms = (pick: (run: Run) => number) => `${Math.round(median(results.map(pick)))} ms`;
      console.log(
        `${(target.label ?? target.path).padEnd(10)}${ms((r) => r.fcp).padStart(9)}${ms((r) => r.lcp).padStart(9)}${ms((r) => r.usable).padStart(9)}${String(median(results.map((r) => r.rounds))).padStart(13)}${String(median(results.map((r) => r.requests))).padStart(10)}${(median(results.map((r) => r.bytes)) / 1000).toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await browser.close();
    stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
