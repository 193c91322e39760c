import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';

test('the demo admin signs in and lands on the dashboard with their name in the header', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await expect(page.getByText('Welcome back!')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByTestId('user-menu-name')).toHaveText(DEMO_ADMIN.fullName);
  await expect(header.getByRole('link', { name: 'Calendar View' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Rooms' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Reservations' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Zamalek Suites');

  // The admin's menu offers every back-office page.
  await header.getByRole('button', { name: `User menu for ${DEMO_ADMIN.fullName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  for (const item of ['My Reservations', 'Users', 'Guests', 'Analytics']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
});

test('a signed-out visit to /admin ends on /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('wrong credentials show the fixed message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign out returns to /auth and the back office is closed again', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a new account signs up, signs in and, without a role, sees only My Reservations', async ({
  page,
}) => {
  const email = `agent-${Date.now()}@example.com`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Karim Nabil');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Account created! You can now sign in.')).toBeVisible();
  // Back on the sign-in form with the e-mail kept.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // /admin is for staff roles: a sales agent is sent on to their own reservations.
  await expect(page).toHaveURL(/\/my-reservations$/);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('user-menu-name')).toHaveText('Karim Nabil');
  await expect(header.getByRole('link', { name: 'Calendar View' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Rooms' })).toHaveCount(0);

  await header.getByRole('button', { name: 'User menu for Karim Nabil' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('No role', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'My Reservations',
    'Change password',
    'Sign out everywhere',
  ]);
  await page.keyboard.press('Escape');

  // Admin-only pages say they are not for this role, and lead back to the agent's own page.
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'No access to Users' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(/\/my-reservations$/);
});

test('signing up with a registered e-mail shows the fixed message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email is already registered');
});
