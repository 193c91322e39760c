import path from 'node:path';

/** The server's DATA_DIR of this run (set by playwright.config.ts, inherited by the workers). */
export function e2eDataDir(): string {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts, not a build input
  const dir = process.env.ZAMALEK_E2E_DATA_DIR;
  if (!dir) throw new Error('ZAMALEK_E2E_DATA_DIR is not set: run the tests through Playwright');
  return dir;
}

/** Where the server writes e-mails as .eml files when no SMTP server is configured. */
export function mailDir(): string {
  return path.join(e2eDataDir(), 'mail');
}
