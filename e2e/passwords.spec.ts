import { type Browser, expect, type Page, request, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const FIRST_PASSWORD = 'first-password-1';
const SHOTS = 'e2e/.screenshots';
let created = 0;

/**
 * A front-desk account of its own per test, added through the API as the demo admin: the demo
 * accounts' password is shared by every other spec and stays as it is.
 */
async function newStaff(origin: string, { disabled = false } = {}) {
  created += 1;
  const fullName = `Passwords Tester ${created}`;
  const email = `passwords-${Date.now()}-${created}@example.com`;
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const signedIn = await api.post('/trpc/auth.signIn', {
      data: { json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } },
    });
    expect(signedIn.ok()).toBe(true);
    const added = await api.post('/trpc/users.create', {
      data: {
        json: { fullName, email, password: FIRST_PASSWORD, role: 'front_desk', salesSource: '' },
      },
    });
    expect(added.ok()).toBe(true);
    if (disabled) {
      const body = (await added.json()) as { result: { data: { json: { id: string } } } };
      const disabling = await api.post('/trpc/users.setDisabled', {
        data: { json: { id: body.result.data.json.id, disabled: true } },
      });
      expect(disabling.ok()).toBe(true);
    }
  } finally {
    await api.dispose();
  }
  return { fullName, email };
}

/** A browser of its own (cookies apart), signed in as `email`. */
async function otherBrowser(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'All Reservations' })).toBeVisible();
  return page;
}

async function openUserMenuItem(page: Page, fullName: string, item: string) {
  await page.getByRole('button', { name: `User menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The other browser notices its session ended (its live socket is closed) and leaves. */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/auth(\?|$)/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('changing my password signs my other browser out and keeps this one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await newStaff(baseURL ?? '');
  await signIn(page, staff.email, FIRST_PASSWORD);
  const elsewhere = await otherBrowser(browser, staff.email, FIRST_PASSWORD);

  await openUserMenuItem(page, staff.fullName, 'Change password');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toContainText(
    'You stay signed in here. Every other device and browser signed in as you is signed out and needs the new password.',
  );
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // The form's own checks, then the server's refusal of a wrong current password.
  await dialog.getByLabel('New password', { exact: true }).fill('second-password-2');
  await dialog.getByLabel('New password again').fill('second-password-3');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Enter your current password.')).toBeVisible();
  await expect(dialog.getByText('The two new passwords do not match.')).toBeVisible();
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password again').fill('second-password-2');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();

  await dialog.getByLabel('Current password').fill(FIRST_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByText('Your other devices were signed out.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The other browser is signed out at once; this one stays, across a reload too.
  await expectSignedOut(elsewhere);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Reservations' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await elsewhere.getByLabel('Email').fill(staff.email);
  await elsewhere.getByLabel('Password').fill(FIRST_PASSWORD);
  await elsewhere.getByRole('button', { name: 'Sign In' }).click();
  await expect(elsewhere.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(elsewhere, staff.email, 'second-password-2');
  await elsewhere.context().close();
});

test('sign out everywhere ends this browser and the other, and lands on the sign-in page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await newStaff(baseURL ?? '');
  await signIn(page, staff.email, FIRST_PASSWORD);
  const elsewhere = await otherBrowser(browser, staff.email, FIRST_PASSWORD);

  await openUserMenuItem(page, staff.fullName, 'Sign out everywhere');
  const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(confirm).toContainText('this one included');
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  // Cancel keeps everything as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await openUserMenuItem(page, staff.fullName, 'Sign out everywhere');
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out everywhere')).toBeVisible();
  await expect(
    page.getByText('Every device and browser signed in as you has to sign in again.'),
  ).toBeVisible();
  await expectSignedOut(elsewhere);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  // The password is unchanged.
  await signIn(page, staff.email, FIRST_PASSWORD);
  await elsewhere.context().close();
});

test("an admin resets a staff member's password on the Users page: their browser is signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await newStaff(baseURL ?? '');
  const theirs = await otherBrowser(browser, staff.email, FIRST_PASSWORD);

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/users');
  const row = page.getByTestId('user-row').filter({ hasText: staff.email });
  await row.getByRole('button', { name: `Reset password for ${staff.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toContainText(`${staff.fullName} is signed out on every device at once`);
  await expect(dialog).toContainText(staff.email);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await dialog.getByLabel('New password').fill('set-by-the-admin');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(`Password reset for ${staff.fullName}`)).toBeVisible();
  await expect(
    page.getByText('They were signed out everywhere. Share the new password with them privately.'),
  ).toBeVisible();
  // Not offered on the admin's own row: their own is changed with the current one.
  const ownRow = page.getByTestId('user-row').filter({ hasText: DEMO_ADMIN.email });
  await expect(ownRow.getByRole('button', { name: /^Reset password/ })).toHaveCount(0);

  await expectSignedOut(theirs);
  await signIn(theirs, staff.email, 'set-by-the-admin');
  await theirs.context().close();

  // A disabled account may be given a password too; the dialog says it stays disabled.
  const away = await newStaff(baseURL ?? '', { disabled: true });
  await page.reload();
  await page
    .getByTestId('user-row')
    .filter({ hasText: away.email })
    .getByRole('button', { name: `Reset password for ${away.fullName}` })
    .click();
  await expect(dialog).toContainText('The account stays disabled until you enable it.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

for (const width of [1280, 1024, 375]) {
  test(`password dialogs at ${width}px`, { tag: '@screenshots' }, async ({ page, baseURL }) => {
    const staff = await newStaff(baseURL ?? '');
    await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menu').waitFor();
    await picture(page, { path: `${SHOTS}/user-menu-${width}.png` });
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.getByText('Enter your current password.').waitFor();
    await picture(page, { path: `${SHOTS}/change-password-${width}.png` });
    // Nothing typed: Escape closes it without asking.
    await page.keyboard.press('Escape');
    await change.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await page.getByRole('alertdialog').waitFor();
    await picture(page, { path: `${SHOTS}/sign-out-everywhere-${width}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/users');
    const row = page.getByTestId('user-row').filter({ hasText: staff.email });
    await row.scrollIntoViewIfNeeded();
    await picture(page, { path: `${SHOTS}/users-with-reset-${width}.png`, fullPage: true });
    await row.getByRole('button', { name: `Reset password for ${staff.fullName}` }).click();
    await page.getByRole('dialog', { name: 'Reset password' }).waitFor();
    await picture(page, { path: `${SHOTS}/reset-password-${width}.png` });
  });
}
