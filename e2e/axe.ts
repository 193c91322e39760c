import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical WCAG 2.0/2.1 A and AA violations on the page as shown (or in one part of
 * it), with where they are. `label-content-name-mismatch` is still tagged experimental in axe, so
 * it is switched on by name: a control's accessible name must contain the words it shows, or a
 * voice-control user saying what they see cannot press it.
 */
export async function seriousViolations(page: Page, include?: string) {
  // A dialog fading in is checked at its final colours, not half-transparent on a slow machine.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Toasts leave on a timer: one that starts fading out while axe reads the page is measured
  // half-transparent, a failure that depends on timing, not on its colours. They are left out;
  // their colours are the theme's card and text colours, checked on every page.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('[data-sonner-toast]');
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      places: violation.nodes.slice(0, 40).map((node) => node.target.join(' ')),
    }));
}
