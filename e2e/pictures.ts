import type { Locator, Page } from '@playwright/test';

/**
 * Pictures for a human to look at (e2e/.screenshots): taken on a developer's machine and by
 * `pnpm screenshots`, skipped in CI, where nobody looks at them and each costs the run time.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: switches of the test run, not build inputs
const wanted = Boolean(process.env.E2E_SCREENSHOTS) || !process.env.CI;

export async function picture(
  target: Page | Locator,
  options: NonNullable<Parameters<Page['screenshot']>[0]>,
): Promise<void> {
  if (wanted) await target.screenshot(options);
}
