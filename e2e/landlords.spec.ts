import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG_BYTES } from '../apps/server/test/support/files';
import { seriousViolations } from './axe';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';
const LANDLORD_PASSWORD = 'nadia-first-password';

async function pickDate(page: Page, trigger: Locator, date: string) {
  await trigger.click();
  await page.locator(`[data-slot="popover-content"] [data-day="${date}"]`).first().click();
  await expect(page.locator('[data-slot="popover-content"]')).toHaveCount(0);
}

test('an admin adds a landlord with their rooms and terms, issues last month’s statement, and the landlord reads it on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/landlords');
  await expect(page.getByRole('heading', { name: 'Landlords', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add landlord' }).click();
  const add = page.getByRole('form', { name: 'Add a landlord' });
  await add.getByRole('button', { name: 'Add landlord' }).click();
  await expect(add.getByText('Please enter the landlord’s name.')).toBeVisible();
  await add.getByLabel('Name').fill('Nadia Saleh');
  await add.getByLabel('E-mail').fill('nadia@example.com');
  await add.getByLabel('Statements in').selectOption('ar');
  await add.getByRole('button', { name: 'Add landlord' }).click();
  await expect(page.getByText('Landlord added')).toBeVisible();
  const card = page.getByRole('region', { name: 'Nadia Saleh' });
  await expect(card).toContainText('statements in Arabic');

  await card.getByRole('button', { name: 'Rooms' }).click();
  const rooms = page.getByRole('form', { name: 'Rooms of Nadia Saleh' });
  await rooms.getByLabel('Z-101').check();
  await rooms.getByLabel('Z-102').check();
  await rooms.getByRole('button', { name: 'Save rooms' }).click();
  await expect(card).toContainText('Z-101, Z-102');

  await card.getByRole('button', { name: 'New terms' }).click();
  const terms = page.getByRole('form', { name: 'Terms for Nadia Saleh' });
  await terms.getByLabel('From').fill('2026-11-01');
  await terms.getByLabel('Landlord’s share').fill('150');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByText('A share is between 0 and 100 %.')).toBeVisible();
  await terms.getByLabel('Landlord’s share').fill('70');
  await terms.getByLabel('Maintenance').check();
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(card).toContainText('70 % of room revenue less commissions (net)');
  await expect(card).toContainText('pays maintenance');

  await card.getByRole('button', { name: 'Issue statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement for Nadia Saleh' });
  await expect(dialog.getByRole('textbox', { name: 'Month' })).toHaveValue('2026-11');
  await expect(dialog.getByRole('table', { name: 'Rooms this month' })).toContainText('Z-101');
  await dialog.getByRole('button', { name: 'Issue statement' }).click();
  await expect(page.getByText('Statement of November 2026 issued to Nadia Saleh')).toBeVisible();
  // The month is locked: issuing it again is refused, readably.
  await card.getByRole('button', { name: 'Issue statement' }).click();
  await dialog.getByRole('textbox', { name: 'Month' }).fill('2026-11');
  await expect(
    dialog.getByText('That month’s statement was already issued. Please refresh the page.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The plumber paid for Z-101 is the landlord's to bear: charged to them with its receipt.
  await card.getByRole('button', { name: 'Add expense' }).click();
  const expense = page.getByRole('form', { name: 'Expense of Nadia Saleh' });
  await expense.getByLabel('Room').selectOption({ label: 'Z-101' });
  await expense.getByLabel('What was paid for').fill('Plumber, kitchen sink');
  await expense.getByLabel('Amount').fill('12');
  // Paid by InstaPay, so the desk's cash (and the suite's later day close) is not touched.
  await expense.getByLabel('Paid by').selectOption('instapay');
  await expense.getByLabel('Reference').fill('IPN-5521');
  await expense.getByRole('button', { name: 'Charge expense' }).click();
  await expect(expense.getByText('Please attach a photo of the receipt.')).toBeVisible();
  await expense.getByLabel('Receipt').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expense.getByRole('button', { name: 'Charge expense' }).click();
  await expect(page.getByText('Expense charged to Nadia Saleh')).toBeVisible();
  await expect(card.getByTestId('landlord-owed')).toHaveText('Owes back $12.00');

  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/landlords-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Statement 1: November 2026' }).click();
  await expect(
    page.getByRole('heading', { name: 'Statement 1: November 2026', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Nadia Saleh · issued and locked')).toBeVisible();
  await expect(page.getByTestId('statement-balance')).toHaveText('$0.00');
  // The landlord's copy in Arabic, as a spreadsheet.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV in Arabic' }).click();
  expect((await download).suggestedFilename()).toBe('statement-1-2026-11-ar.csv');
  // And as the PDF it is mailed as.
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF (العربية)' }).click();
  expect((await pdf).suggestedFilename()).toBe('statement-1-2026-11-ar.pdf');
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/landlord-statement-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
  // Analytics reads the issued statement: November is within this quarter.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Quarter' }).click();
  const landlordsCard = page.getByTestId('card-landlords');
  await expect(landlordsCard).toContainText('Nadia Saleh');
  await picture(page, { path: `${SHOTS}/analytics-landlords-375.png`, fullPage: true });

  // The landlord's own login, and the figures their pages show.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/landlords');
  await card.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('form', { name: 'Login for Nadia Saleh' });
  await login.getByLabel('E-mail they sign in with').fill('nadia.owner@example.com');
  await login.getByRole('button', { name: 'Save login' }).click();
  await expect(
    login.getByText('No account has this address yet: give it a first password.'),
  ).toBeVisible();
  await login.getByLabel('First password').fill(LANDLORD_PASSWORD);
  await login.getByRole('button', { name: 'Save login' }).click();
  await expect(page.getByText('Nadia Saleh can now sign in')).toBeVisible();
  await expect(card).toContainText('nadia.owner@example.com');
  await card.getByRole('button', { name: 'Figures shown' }).click();
  const figures = page.getByRole('form', { name: 'Figures for Nadia Saleh' });
  await figures.getByLabel('Room revenue').check();
  await figures.getByRole('button', { name: 'Save figures' }).click();
  await expect(page.getByText('Figures saved for Nadia Saleh')).toBeVisible();

  // On her phone: her rooms, her figures, her nights — and her statement.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'nadia.owner@example.com', LANDLORD_PASSWORD);
  await expect(phone).toHaveURL(/\/owner$/);
  await expect(phone.getByRole('heading', { name: 'Your rooms', level: 1 })).toBeVisible();
  await expect(phone.getByText('Nadia Saleh · ')).toBeVisible();
  await expect(phone.locator('[data-figure="room_revenue"]')).toBeVisible();
  const nights = phone.getByRole('region', { name: 'Nights of your rooms, scrollable' });
  await expect(nights).toContainText('Z-101');
  await expect(nights).toContainText('Z-102');

  await phone.getByRole('button', { name: 'Ask for owner-use nights' }).click();
  const ask = phone.getByRole('form', { name: 'Ask for owner-use nights' });
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText('Please enter a valid date.').first()).toBeVisible();
  await ask.getByLabel('Room').selectOption({ label: 'Z-102' });
  await pickDate(phone, ask.locator('#owner-use-from'), '2026-12-28');
  await pickDate(phone, ask.locator('#owner-use-to'), '2026-12-30');
  await ask.getByLabel('Note for the management').fill('Family visit');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(phone.getByText('Your request was sent to the management')).toBeVisible();
  const requests = phone.getByRole('region', { name: 'Your owner-use requests' });
  await expect(requests.getByTestId('request-status')).toHaveText('Waiting for approval');
  await expect(nights.locator('td[data-night="requested"]')).toHaveCount(2);

  for (const width of [375, 1024, 1280]) {
    await phone.setViewportSize({ width, height: 900 });
    await picture(phone, { path: `${SHOTS}/landlord-own-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(phone)).toEqual([]);

  // The management approves it on the Rooms page: the room is held for her.
  await page.goto('/rooms');
  const waiting = page.getByRole('region', { name: 'Owner-use requests waiting' });
  await expect(waiting).toContainText('Nadia Saleh asks for Z-102');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: the room is held')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await phone.reload();
  await expect(requests.getByTestId('request-status')).toHaveText('Approved');
  await expect(nights.locator('td[data-night="owner_use"]')).toHaveCount(2);

  await phone.setViewportSize({ width: 375, height: 800 });
  await phone.getByRole('link', { name: 'Statement 1: November 2026' }).click();
  await expect(
    phone.getByRole('heading', { name: 'Statement 1: November 2026', level: 1 }),
  ).toBeVisible();
  await expect(phone.getByTestId('statement-balance')).toHaveText('$0.00');
  const own = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'PDF (English)' }).click();
  expect((await own).suggestedFilename()).toBe('statement-1-2026-11-en.pdf');
  for (const width of [375, 1024, 1280]) {
    await phone.setViewportSize({ width, height: 900 });
    await picture(phone, { path: `${SHOTS}/landlord-own-statement-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(phone)).toEqual([]);
  await phoneContext.close();
});
