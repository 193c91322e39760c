import { expect, type Locator, type Page } from '@playwright/test';

/** The house rules a guest signs, written by the admin on Settings in both languages. */
export async function writeHouseRules(page: Page, rules: { en: string; ar: string }) {
  await page.goto('/settings');
  await page.getByLabel('House rules', { exact: true }).fill(rules.en);
  const arabic = page.getByLabel('House rules (Arabic)', { exact: true });
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await arabic.fill(rules.ar);
  await page.getByRole('button', { name: 'Save property details' }).click();
  await expect(page.getByText('Property details saved').first()).toBeVisible();
}

/** A signature drawn with the mouse: two strokes across the pad. */
export async function drawSignature(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not shown');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.15, 0.6), at(0.3, 0.3), at(0.45, 0.65), at(0.6, 0.35)],
    [at(0.55, 0.7), at(0.85, 0.45)],
  ]) {
    const [start, ...rest] = stroke;
    if (!start) continue;
    await page.mouse.move(...start);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}

/** The reservation page's Registration card. */
export const registrationCard = (page: Page) =>
  page
    .getByRole('heading', { name: 'Registration' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
