import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ADMIN, signIn, suiteRadio } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';
const MANAGER = { email: 'manager@zamaleksuites.com', password: DEMO_ADMIN.password };
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: DEMO_ADMIN.password };
/** Fifteen months ahead (~450 days): nights no other spec prices or books. */
const MONTHS_AHEAD = 15;

function targetMonth(): { label: string; iso: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + MONTHS_AHEAD);
  return {
    iso: date.toISOString().slice(0, 7),
    label: date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

test('a manager sets a season in the rate calendar and sees it in the grid and the wizard', async ({
  page,
}) => {
  test.slow();
  const month = targetMonth();
  await signIn(page, MANAGER.email, MANAGER.password);
  await page.getByRole('button', { name: /Omar Khaled/ }).click();
  await page.getByRole('menuitem', { name: 'Rates' }).click();
  await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();

  await page.getByLabel('Room type').click();
  await page.getByRole('option', { name: 'Two Bedroom' }).click();
  await page.getByLabel('Room', { exact: true }).click();
  await page.getByRole('option', { name: 'Room Z-203' }).click();
  for (let i = 0; i < MONTHS_AHEAD; i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: month.label })).toBeVisible();
  const first = `${month.iso}-10`;
  const last = `${month.iso}-13`;
  // Before: the room's base rate, $190.
  await expect(day(page, first)).toHaveAccessibleName(/\$190\.00, base rate/);

  // Keyboard: Enter on the first night, then on the last.
  await day(page, first).focus();
  await page.keyboard.press('Enter');
  await day(page, last).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/\(4 nights\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Set rates…' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Applies to')).toHaveText('Room Z-203 only');
  await dialog.getByRole('button', { name: 'Set rates' }).click();
  await expect(dialog.getByText('Give the season a name')).toBeVisible();
  await expect(dialog.getByText('Enter a nightly rate above $0')).toBeVisible();
  await dialog.getByLabel('Season name').fill('E2E festival');
  await dialog.getByLabel('Nightly rate').fill('321');
  await dialog.getByLabel('Minimum stay (nights)').fill('3');
  await dialog.getByRole('button', { name: 'Set rates' }).click();
  await expect(page.getByText('Rates set: E2E festival')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  for (const date of [first, `${month.iso}-11`, last]) {
    await expect(day(page, date)).toHaveAccessibleName(/\$321\.00, E2E festival.*minimum 3 nights/);
  }
  await expect(day(page, `${month.iso}-14`)).toHaveAccessibleName(/\$190\.00, base rate/);
  await expect(page.getByRole('list', { name: 'Seasons' })).toContainText('E2E festival');

  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/rates-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The public wizard prices the room's three nights at the season's rate (no taxes are set).
  const wizard = await page.context().newPage();
  await wizard.goto(`/book?checkIn=${first}&checkOut=${last}&guests=2`);
  const suite = await suiteRadio(wizard, 'Z-203');
  await expect(wizard.locator('label').filter({ has: suite })).toContainText('Total $963.00');
  // Two nights break the season's three-night minimum: the room is offered with its reason only.
  await wizard.goto(`/book?checkIn=${first}&checkOut=${month.iso}-12&guests=2`);
  const short = await suiteRadio(wizard, 'Z-203');
  await expect(short).toBeDisabled();
  await expect(wizard.locator('label').filter({ has: short })).toContainText(
    'These dates need a stay of at least 3 nights.',
  );
  await wizard.close();

  // Leave the nights as they were for other runs' prices.
  await page.getByRole('button', { name: 'Delete E2E festival' }).click();
  await page.getByRole('button', { name: 'Delete season' }).click();
  await expect(page.getByText('Season deleted')).toBeVisible();
  await expect(day(page, first)).toHaveAccessibleName(/\$190\.00, base rate/);
});

test('an admin adds VAT 14 % and an EGP display rate on Settings', async ({ page }) => {
  test.slow();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/settings');
  const taxes = page
    .getByRole('region', { name: 'Taxes and fees' })
    .or(page.locator('[data-slot="card"]', { hasText: 'Taxes and fees' }));
  await page.getByRole('button', { name: 'Add tax or fee' }).click();
  const form = page.getByRole('form', { name: 'Add tax or fee' });
  await form.getByLabel('Name').fill('VAT');
  await form.getByLabel('Percent').fill('140');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Enter a percentage from 0 to 100')).toBeVisible();
  await form.getByLabel('Percent').fill('14');
  await expect(form.getByText('On a $100 night: $14.00 added')).toBeVisible();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('VAT added')).toBeVisible();
  const list = page.getByRole('list', { name: 'Taxes and fees' });
  await expect(list).toContainText('Tax · 14 % · added to the price');
  await expect(list).toContainText('On a $100 night: $14.00 added');

  await page.getByLabel('EGP per 1 USD').fill('48.5');
  await page.getByRole('button', { name: 'Save EGP rate' }).click();
  await expect(page.getByText('EGP rate set to 48.5')).toBeVisible();
  await expect(page.getByText(/≈ EGP\s7,275 \(rate of \d{2} \w{3} \d{4}\)/)).toBeVisible();
  await expect(taxes.first()).toBeVisible();

  // A guest's review step adds the VAT and shows the pounds beside the dollars, dated.
  const guest = await page.context().newPage();
  await guest.addInitScript(() => {
    window.sessionStorage.setItem(
      'zamalek.booking.guest',
      JSON.stringify({
        adults: 2,
        children: 0,
        guestNames: ['Review Guest', 'Second Guest'],
        email: 'review.guest@example.com',
        phone: '',
        nationality: '',
        specialRequests: '',
      }),
    );
  });
  const stay = `checkIn=${targetMonth().iso}-20&checkOut=${targetMonth().iso}-22&guests=2`;
  await guest.goto(`/book?${stay}`);
  const chosen = await suiteRadio(guest, 'Z-102');
  await guest.goto(`/book?${stay}&suite=${await chosen.getAttribute('value')}&step=3`);
  const price = guest
    .getByRole('region', { name: 'Price' })
    .or(guest.locator('section', { has: guest.getByRole('heading', { name: 'Price' }) }));
  await expect(price.first()).toContainText('VAT');
  await expect(guest.getByTestId('egp-equivalent')).toContainText(
    /About EGP\s[\d,]+ at the rate of \d{2} \w{3} \d{4}; you pay in US dollars\./,
  );
  await guest.close();

  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/settings-prices-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back as it was: no taxes, no EGP, for the other specs' prices.
  await list.getByRole('button', { name: 'Delete VAT' }).click();
  await expect(list).toHaveCount(0);
  await page.getByLabel('EGP per 1 USD').fill('');
  await page.getByRole('button', { name: 'Save EGP rate' }).click();
  await expect(page.getByText('EGP no longer shown')).toBeVisible();
});

test('front desk has no Rates entry and is told /rates is not for them', async ({ page }) => {
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.getByRole('button', { name: /Sara Nabil/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Rates' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/rates');
  await expect(page.getByRole('heading', { name: 'No access to Rates' })).toBeVisible();
});

test('the Rates and Settings pages have no serious or critical accessibility violations', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const found: Record<string, unknown> = {};
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rates');
    await page.locator('button[data-date]').first().waitFor();
    await page
      .getByRole('list', { name: 'Seasons' })
      .or(page.getByText('No seasons yet'))
      .waitFor();
    found[`/rates ${width}`] = await seriousViolations(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Add tax or fee' }).waitFor();
    found[`/settings ${width}`] = await seriousViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
});
