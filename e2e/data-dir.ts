import path from 'node:path';
import { test } from '@playwright/test';

/** The DATA_DIR of the server this test's project runs against (playwright.config.ts). */
export function e2eDataDir(): string {
  const dir: unknown = test.info().project.metadata.dataDir;
  if (typeof dir !== 'string')
    throw new Error('no data directory: run the tests through Playwright');
  return dir;
}

/** Where the server writes e-mails as .eml files when no SMTP server is configured. */
export function mailDir(): string {
  return path.join(e2eDataDir(), 'mail');
}
