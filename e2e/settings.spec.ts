import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';

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
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No-Show cut-off set to 14:30 the day after arrival')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('No-Show cut-off')).toHaveValue('14:30');
  await page.getByLabel('No-Show cut-off').fill('12:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No-Show cut-off set to 12:00 the day after arrival')).toBeVisible();
});

test('other roles are sent away from /settings and see no Settings entry', async ({ page }) => {
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: /Sara Nabil/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
});
