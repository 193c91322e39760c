import { test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

// Not assertions: pictures of the key screens for a human to look at (e2e/.screenshots, ignored).
const WIDTHS = [1280, 1024, 375] as const;
const DIR = 'e2e/.screenshots';

for (const width of WIDTHS) {
  test(`screenshots at ${width}px`, { tag: '@screenshots' }, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Home' }).waitFor();
    await picture(page, { path: `${DIR}/landing-${width}.png`, fullPage: true });

    await page.goto('/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    await picture(page, { path: `${DIR}/not-found-${width}.png` });

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await picture(page, { path: `${DIR}/auth-${width}.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').waitFor();
    await picture(page, { path: `${DIR}/auth-sign-up-${width}.png`, fullPage: true });

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByRole('heading', { name: 'All Reservations' }).waitFor();
    await picture(page, { path: `${DIR}/admin-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: `User menu for ${DEMO_ADMIN.fullName}` }).click();
    await page.getByRole('menu').waitFor();
    await picture(page, { path: `${DIR}/admin-menu-${width}.png` });

    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await page.getByText('Roles and permissions').waitFor();
    await picture(page, { path: `${DIR}/settings-${width}.png`, fullPage: true });
  });
}
