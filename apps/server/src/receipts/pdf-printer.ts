import { accessSync, constants } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Where Debian and most images put Chromium, tried in this order when CHROMIUM_PATH is unset. */
const KNOWN_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to print with: the configured one if it runs, else the first one found. */
export function findChromium(configured: string | undefined): string | undefined {
  if (configured) return executable(configured) ? configured : undefined;
  return KNOWN_CHROMIUM.find(executable);
}

export interface PdfPrinter {
  /**
   * An A4 PDF of a standalone HTML page (no network: everything it needs is inline), upright
   * unless `landscape` (a wide table).
   */
  print(html: string, options?: { landscape?: boolean }): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Chromium's print to PDF: the one engine that shapes Arabic and lays it out right to left
 * reliably. One headless browser is started on first use and kept; each document gets its own
 * page, offline, closed after printing. A browser that died is started again on the next print.
 */
export function chromiumPdfPrinter(executablePath: string): PdfPrinter {
  let browser: Promise<Browser> | undefined;
  // A library preloaded into the server (a clock shim, a profiler) is not loaded into Chromium,
  // which paints nothing under some of them.
  const { LD_PRELOAD: _preloaded, ...env } = process.env;
  const launch = () =>
    chromium.launch({
      executablePath,
      env,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  return {
    async print(html, options) {
      browser ??= launch();
      let running: Browser;
      try {
        running = await browser;
        if (!running.isConnected()) throw new Error('Chromium is gone');
      } catch {
        browser = launch();
        running = await browser;
      }
      const context = await running.newContext({ offline: true, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({
          format: 'A4',
          landscape: options?.landscape ?? false,
          printBackground: true,
          margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' },
        });
      } finally {
        await context.close();
      }
    },
    async close() {
      const started = browser;
      browser = undefined;
      if (started) await (await started.catch(() => undefined))?.close();
    },
  };
}
