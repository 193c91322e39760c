import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addDaysIso, formatLongDate } from '../packages/domain/src/dates';
import { formatMoney } from '../packages/domain/src/money';
import { seriousViolations } from './axe';
import { signIn } from './helpers';
import { picture } from './pictures';

const PASSWORD = 'zamalek-demo';
const MANAGER = 'manager@zamaleksuites.com';
const HOUSEKEEPING = 'housekeeping@zamaleksuites.com';
// Pictures for a human to look at (ignored by git), like screenshots.spec.ts.
const SHOTS = 'e2e/.screenshots';

interface ListRow {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  pricePerNightCents: number | null;
  totalPriceCents: number | null;
}

/** A tRPC query straight to the server with the page's cookies (superjson envelope). */
async function query<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  expect(response.status(), `${path} answers`).toBe(200);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

async function pickDate(page: Page, trigger: string, date: string) {
  await page.locator(trigger).click();
  await page.locator(`[data-slot="popover-content"] [data-day="${date}"]`).first().click();
  await expect(page.locator('[data-slot="popover-content"]')).toHaveCount(0);
}

test('a manager edits a stay; its history says what changed, contact values only to those allowed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MANAGER, PASSWORD);

  // An upcoming stay of two nights or more, shortened by a night (the picker opens on its check-out's month).
  const { rows } = await query<{ rows: ListRow[] }>(page, 'reservations.list', {
    status: 'Upcoming',
    pageSize: 100,
  });
  const stay = rows.find(
    (row) =>
      row.nights >= 2 &&
      row.pricePerNightCents !== null &&
      row.totalPriceCents !== null &&
      Number(row.checkOutDate.slice(8)) > 1,
  );
  if (!stay?.pricePerNightCents || stay.totalPriceCents === null)
    throw new Error('no stay to edit');
  const newCheckOut = addDaysIso(stay.checkOutDate, -1);
  const nights = stay.nights - 1;
  const newPrice = stay.pricePerNightCents / 100 + 35;

  await page.goto(`/reservation/${stay.id}`);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await pickDate(page, '#edit-checkOut', newCheckOut);
  await page.getByLabel('Override nightly price').check();
  await page.locator('#edit-pricePerNight').fill(String(newPrice));
  await page.locator('#edit-contactEmail').fill('history.check@example.com');
  await page
    .locator('#edit-notes')
    .fill(
      'Guests asked for a quiet room away from the lift, an airport pickup from Cairo International Terminal 3 and a late check-out if the next arrival allows it.',
    );
  await expect(page.getByTestId('edit-nights')).toHaveText(String(nights));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Reservation updated successfully')).toBeVisible();

  const history = page.getByTestId('history');
  const latest = history.locator(':scope > li').first();
  await expect(latest).toContainText('Updated by Omar Khaled');
  await expect(latest).toContainText(
    `Check-out ${formatLongDate(stay.checkOutDate)} → ${formatLongDate(newCheckOut)}`,
  );
  await expect(latest).toContainText(
    `Total ${formatMoney(stay.totalPriceCents)} → ${formatMoney(newPrice * 100 * nights)}`,
  );
  await expect(latest).toContainText(
    `Price per night ${formatMoney(stay.pricePerNightCents)} → ${formatMoney(newPrice * 100)}`,
  );
  await expect(latest).toContainText('history.check@example.com');
  await expect(latest).toContainText("Priced by Manager's nightly price");

  // The page with its history passes the accessibility check.
  expect(await seriousViolations(page)).toEqual([]);

  // Housekeeping reads the same lines, but not the guest's contact details.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const housekeeping = await context.newPage();
  await signIn(housekeeping, HOUSEKEEPING, PASSWORD);
  await housekeeping.goto(`/reservation/${stay.id}`);
  const seen = housekeeping.getByTestId('history').locator(':scope > li').first();
  await expect(seen).toContainText(`Check-out ${formatLongDate(stay.checkOutDate)} →`);
  await expect(seen).toContainText('Contact details changed');
  await expect(seen).not.toContainText('example.com');
  // Nor what the stay costs: one "Price changed" line, and no amount anywhere on the page.
  await expect(seen).toContainText('Price changed');
  await expect(seen).not.toContainText('Price per night');
  await expect(housekeeping.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(housekeeping.getByText('Total price')).toHaveCount(0);
  await expect(housekeeping.getByText('Net revenue')).toHaveCount(0);
  await expect(housekeeping.getByTestId('price-breakdown')).toHaveCount(0);
  await expect(housekeeping.locator('main')).not.toContainText('$');
  expect(await seriousViolations(housekeeping)).toEqual([]);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1024, 375]) {
    await housekeeping.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await housekeeping.waitForTimeout(200);
    const overflow = await housekeeping.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await picture(housekeeping, {
      path: `${SHOTS}/housekeeping-reservation-${width}.png`,
      fullPage: true,
    });
  }

  // The dashboard's list and the list of all reservations: no price columns, no amounts.
  await housekeeping.setViewportSize({ width: 1280, height: 900 });
  await housekeeping.goto('/admin');
  await expect(housekeeping.getByTestId('reservation-row').first()).toBeVisible();
  await expect(housekeeping.getByRole('columnheader', { name: 'Total' })).toHaveCount(0);
  await expect(housekeeping.getByRole('columnheader', { name: 'Price/Night' })).toHaveCount(0);
  await expect(housekeeping.getByRole('columnheader', { name: 'Reference' })).toBeVisible();
  await expect(housekeeping.locator('main')).not.toContainText('$');
  await housekeeping.getByTestId('dashboard-card-newBookings').click();
  const dialog = housekeeping.getByRole('dialog');
  await expect(dialog.getByText(/^\d+ reservations?$/)).toBeVisible();
  await expect(dialog).not.toContainText('$');
  await housekeeping.keyboard.press('Escape');
  await housekeeping.setViewportSize({ width: 375, height: 812 });
  await expect(housekeeping.getByTestId('reservation-card').first()).toBeVisible();
  await expect(housekeeping.locator('main')).not.toContainText('$');
  await picture(housekeeping, { path: `${SHOTS}/housekeeping-list-375.png`, fullPage: true });
  await context.close();

  // The history at desktop, tablet and phone widths; on a phone long lines wrap inside the page.
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await history.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    const card = page.locator('[data-slot="card"]').filter({ has: history });
    await picture(card, { path: `${SHOTS}/history-card-${width}.png` });
    await picture(page, { path: `${SHOTS}/history-page-${width}.png`, fullPage: true });
  }
});
