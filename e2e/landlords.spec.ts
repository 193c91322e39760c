import { expect, test } from '@playwright/test';
import { PNG_BYTES } from '../apps/server/test/support/files';
import { seriousViolations } from './axe';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';

test('an admin adds a landlord with their rooms and terms, issues last month’s statement and reads it on a phone', async ({
  page,
}) => {
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
});
