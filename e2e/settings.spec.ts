import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: DEMO_ADMIN.password };

test('an admin lets front desk create reservations; the receptionist sees it at once', async ({
  page,
  browser,
}) => {
  const desk = await browser.newPage();
  await signIn(desk, FRONT_DESK.email, FRONT_DESK.password);
  await expect(desk.getByText("Today's Arrivals")).toBeVisible();
  const createButton = desk.getByRole('button', { name: 'Create Reservation' });
  await expect(createButton).toHaveCount(0);

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: /Amina Farouk/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // What stays cost is a permission of its own, not housekeeping's by default.
  await expect(
    page.getByRole('checkbox', { name: 'Housekeeping: See prices, totals and commissions' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Front desk: See prices, totals and commissions' }),
  ).toBeChecked();

  const grant = page.getByRole('checkbox', {
    name: 'Front desk: Create reservations and walk-ins',
  });
  await expect(grant).not.toBeChecked();
  await grant.click();
  await expect(page.getByText('Front desk may now create reservations and walk-ins')).toBeVisible();
  await expect(grant).toBeChecked();
  await expect(page.getByText('Granted')).toBeVisible();

  // No reload: the receptionist's open socket is re-checked and the session asked again.
  await expect(createButton).toBeVisible();

  await grant.click();
  await expect(
    page.getByText('Front desk may no longer create reservations and walk-ins'),
  ).toBeVisible();
  await expect(createButton).toHaveCount(0);
  await desk.close();
});

test('the No-Show cut-off is saved, and a wrong time is refused readably', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/settings');
  const cutoff = page.getByLabel('No-Show cut-off');
  await expect(cutoff).toHaveValue('12:00');
  await cutoff.fill('14:30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('No-Show cut-off set to 14:30 the day after arrival')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('No-Show cut-off')).toHaveValue('14:30');
  await page.getByLabel('No-Show cut-off').fill('12:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('No-Show cut-off set to 12:00 the day after arrival')).toBeVisible();
});

test('other roles are told /settings is not for them and see no Settings entry', async ({
  page,
}) => {
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'No access to Settings' })).toBeVisible();
  await page.getByRole('button', { name: /Sara Nabil/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
});

test('an admin saves the property details used by the pre-arrival e-mail and the digest', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/settings');
  const name = page.getByLabel('Property name');
  await expect(name).toHaveValue('Zamalek Suites');
  // The property's clock: its today, arrivals and departures follow this zone.
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Cairo');
  const save = page.getByRole('button', { name: 'Save property details' });
  await expect(save).toBeDisabled();

  await name.fill('');
  await save.click();
  await expect(page.getByText('Enter the property name.')).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill('Zamalek Suites Nile');
  await page.getByLabel('Phone').fill('+20 2 2735 0101');
  await page.getByLabel('Address', { exact: true }).fill('12 Hassan Sabry Street, Zamalek, Cairo');
  await page.getByLabel('Check-in from').fill('15:00');
  await page.getByLabel('Check-out by').fill('11:00');
  await page.getByLabel('Daily digest at').click();
  await page.getByRole('option', { name: '08:00' }).click();
  await page
    .getByLabel('Pre-arrival instructions')
    .fill('Ring the bell at the garden gate.\nThe door code comes by SMS on the day.');
  await save.click();
  await expect(page.getByText('Property details saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Property name')).toHaveValue('Zamalek Suites Nile');
  await expect(page.getByLabel('Check-in from')).toHaveValue('15:00');
  await expect(page.getByLabel('Daily digest at')).toHaveText('08:00');
  await expect(page.getByLabel('Pre-arrival instructions')).toHaveValue(
    'Ring the bell at the garden gate.\nThe door code comes by SMS on the day.',
  );
  // The No-Show card is untouched.
  await expect(page.getByLabel('No-Show cut-off')).toHaveValue('12:00');

  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/settings-property-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  await page.getByLabel('Property name').fill('Zamalek Suites');
  await page.getByLabel('Check-in from').fill('14:00');
  await page.getByLabel('Check-out by').fill('12:00');
  await page.getByLabel('Daily digest at').click();
  await page.getByRole('option', { name: '07:00' }).click();
  await page.getByRole('button', { name: 'Save property details' }).click();
  await expect(page.getByText('Property details saved').first()).toBeVisible();
});

test('an admin adds an extra the desk can charge, names it in Arabic, and stops offering it', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/settings');
  const extras = page.getByRole('list', { name: 'Extras' });
  await expect(extras.getByText('Late check-out', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add extra' }).click();
  const add = page.getByRole('dialog', { name: 'Add extra' });
  await add.getByRole('textbox', { name: 'Price it starts from' }).fill('0');
  await add.getByRole('button', { name: 'Add extra' }).click();
  await expect(add.getByText('Please enter the name guests and staff see')).toBeVisible();
  await expect(
    add.getByText('Please enter a price above zero, to the cent, or leave it empty'),
  ).toBeVisible();
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Baby cot');
  await add.getByRole('textbox', { name: 'Name in Arabic' }).fill('سرير أطفال');
  await add.getByRole('textbox', { name: 'Price it starts from' }).fill('12.50');
  await add.getByRole('button', { name: 'Add extra' }).click();
  await expect(add).toHaveCount(0);
  const cot = extras.getByRole('listitem').filter({ hasText: 'Baby cot' });
  await expect(cot).toContainText('سرير أطفال');
  await expect(cot).toContainText('Extras · from $12.50');
  // The same name again is refused readably.
  await page.getByRole('button', { name: 'Add extra' }).click();
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Baby cot');
  await add.getByRole('button', { name: 'Add extra' }).click();
  await expect(
    add.getByText('Another extra already has this name. Please choose another.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);
  await cot.getByRole('button', { name: 'Edit Baby cot' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Baby cot' });
  await edit.getByRole('checkbox', { name: 'Offered at the desk' }).uncheck();
  await edit.getByRole('button', { name: 'Save extra' }).click();
  await expect(edit).toHaveCount(0);
  await expect(cot).toContainText('not offered');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, {
      path: `${SHOTS}/settings-extras-${width}.png`,
      fullPage: true,
    });
  }
});

test('an admin chooses the columns of the list for the authorities, at least one', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/settings');
  const columns = page.getByRole('form', { name: 'Columns of the list for the authorities' });
  const signed = columns.getByRole('checkbox', { name: 'Signed', exact: true });
  await expect(columns.getByRole('checkbox', { name: 'Full name', exact: true })).toBeChecked();
  await expect(signed).not.toBeChecked();
  await signed.check();
  await columns.getByRole('button', { name: 'Save list columns' }).click();
  await expect(page.getByText('List columns saved')).toBeVisible();
  await page.reload();
  await expect(signed).toBeChecked();

  // None at all is refused, and nothing is saved.
  const boxes = columns.getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).uncheck();
  await columns.getByRole('button', { name: 'Save list columns' }).click();
  await expect(columns.getByRole('alert')).toHaveText('Choose at least one column for the list.');
  await page.reload();
  await expect(signed).toBeChecked();

  // Back as the other tests expect it.
  await signed.uncheck();
  await columns.getByRole('button', { name: 'Save list columns' }).click();
  await expect(page.getByText('List columns saved')).toBeVisible();
});
