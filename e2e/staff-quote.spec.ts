import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { seriousViolations } from './axe';
import { signIn } from './helpers';
import { picture } from './pictures';

// The staff dialogs' quote, looked at and checked for accessibility. Nothing is saved here, so
// the nights used are shared with no other spec.
const PASSWORD = 'zamalek-demo';
const MANAGER = 'manager@zamaleksuites.com';
const SHOTS = 'e2e/.screenshots';
const WIDTHS = [1280, 1024, 375] as const;
const today = todayIn('Africa/Cairo', new Date());

fs.mkdirSync(SHOTS, { recursive: true });

/** The part on screen at each width (scrolled into view), and no serious axe finding at any. */
async function shootAndCheck(page: Page, name: string, part: Locator, scope: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await part.scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    await picture(page, { path: `${SHOTS}/${name}-${width}.png` });
    expect(await seriousViolations(page, scope), `${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function pickDate(page: Page, trigger: Locator, date: string) {
  await trigger.click();
  await page.locator(`[data-slot="popover-content"] [data-day="${date}"]`).first().click();
  await expect(page.locator('[data-slot="popover-content"]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MANAGER, PASSWORD);
});

test('the create dialog shows the quote and a manager overrides the nightly price', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Create Reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Reservation' });
  const price = dialog.getByTestId('stay-quote');
  await expect(price).toContainText('Choose dates and a room to see the price.');
  await pickDate(page, dialog.locator('#create-checkIn'), addDaysIso(today, 2));
  await pickDate(page, dialog.locator('#create-checkOut'), addDaysIso(today, 5));
  await dialog.locator('#create-unitId').click();
  await page.getByRole('option').first().click();
  await expect(price.getByTestId('quote-line').first()).toContainText('3 nights ×');
  const average = await price.getByTestId('quote-average').textContent();
  await expect(dialog.locator('#create-pricePerNight')).toHaveValue(average ?? '');
  await shootAndCheck(page, 'create-quote', price, '[role="dialog"]');

  await dialog.getByLabel('Override nightly price').check();
  const field = dialog.locator('#create-pricePerNight');
  // Pre-filled with the quote's average nightly price in whole dollars.
  expect(Number(await field.inputValue())).toBe(
    Math.round(Number((average ?? '').replace(/[$,]/g, ''))),
  );
  await field.fill('99');
  await expect(price.getByTestId('quote-total')).toHaveText('$297.00');
  await expect(price).toContainText("Manager's nightly price");
  await field.fill('');
  await expect(price).toContainText('Enter a nightly price in whole dollars to see the total.');
  await field.fill('99');
  await shootAndCheck(page, 'create-quote-override', price, '[role="dialog"]');
  // Switched off again: the quote's price.
  await dialog.getByLabel('Override nightly price').uncheck();
  await expect(price).not.toContainText("Manager's nightly price");
});

test('the walk-in dialog and the edit form show the quote', async ({ page }) => {
  await page.getByRole('button', { name: 'Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });
  await dialog.locator('#walk-in-unitId').click();
  await page.getByRole('option').first().click();
  const price = dialog.getByTestId('stay-quote');
  await expect(price.getByTestId('quote-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await dialog.getByLabel('Override nightly price').check();
  await expect(dialog.locator('#walk-in-pricePerNight')).not.toHaveValue('');
  await shootAndCheck(page, 'walk-in-quote', price, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard' }).click();

  // An upcoming stay's edit form: the server's price for the form as it stands.
  const response = await page.request.get(
    `/trpc/reservations.list?input=${encodeURIComponent(
      JSON.stringify({ json: { status: 'Upcoming', pageSize: 100 } }),
    )}`,
  );
  const body = (await response.json()) as {
    result: { data: { json: { rows: { id: string; unitId: string | null; nights: number }[] } } };
  };
  const stay = body.result.data.json.rows.find((row) => row.unitId && row.nights >= 2);
  if (!stay) throw new Error('no upcoming stay with a room');
  await page.goto(`/reservation/${stay.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByTestId('stay-quote');
  await expect(edit.getByTestId('quote-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await page.getByLabel('Override nightly price').check();
  await page.locator('#edit-pricePerNight').fill('123.45');
  await expect(edit).toContainText("Manager's nightly price");
  await shootAndCheck(page, 'edit-quote', edit, 'form[aria-label="Edit reservation"]');
});
