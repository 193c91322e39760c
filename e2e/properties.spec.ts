import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { call } from './helpers';
import { picture } from './pictures';

const PASSWORD = 'zamalek-demo';
const OWNER = 'owner@zamaleksuites.com';
const MANAGER = 'manager@zamaleksuites.com';
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local convenience, not a build input
const SHOTS = process.env.ZAMALEK_SHOTS_DIR ?? 'e2e/.screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

async function signedIn(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin/);
  return page;
}

const userMenu = (page: Page) => page.getByRole('button', { name: /User menu for/ });

/** Opening the building for bookings, asked first; its public page takes them from then on. */
async function openAndCloseForBookings(page: Page) {
  const table = page.getByRole('table', { name: 'Properties side by side' });
  await table.getByRole('button', { name: 'Open for bookings: Garden City Suites' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Open Garden City Suites for bookings?' });
  await expect(ask).toContainText('takes bookings from now on');
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Open for bookings' }).click();
  await expect(ask).toHaveCount(0);
  // The badge, not the button that now offers to set it back.
  await expect(table.getByText('Coming soon', { exact: true })).toHaveCount(0);
  await expect(
    table.getByRole('button', { name: 'Set to coming soon: Garden City Suites' }),
  ).toBeVisible();
  const guest = await page.context().newPage();
  await guest.goto('/locations/garden-city');
  await expect(guest.getByTestId('location-status')).toHaveText('Open now');
  // And back, as the rest of the suite expects it.
  await table.getByRole('button', { name: 'Set to coming soon: Garden City Suites' }).click();
  await page
    .getByRole('alertdialog', { name: 'Set Garden City Suites to coming soon?' })
    .getByRole('button', { name: 'Set to coming soon' })
    .click();
  await expect(table.getByText('Coming soon', { exact: true })).toHaveCount(1);
  await guest.reload();
  await expect(guest.getByTestId('location-status')).toHaveText('Coming Soon');
  await guest.close();
}

async function setGardenCityComingSoon(page: Page) {
  const properties = await call<{ id: string; slug: string }[]>(page, 'portfolio.properties');
  const garden = properties.find((property) => property.slug === 'garden-city');
  if (!garden) throw new Error('no Garden City in the demo data');
  await call(page, 'portfolio.setStatus', { propertyId: garden.id, status: 'coming_soon' });
}

test('an owner sees every property side by side and switches to the second', async ({
  browser,
}) => {
  const page = await signedIn(browser, OWNER);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Properties side by side' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Garden City Suites');
  await expect(table).toContainText('Coming soon');
  await expect(table.getByRole('row', { name: /All properties/ })).toBeVisible();
  const people = page.getByRole('table', { name: 'Roles by property' });
  await expect(people.getByLabel('Role of Omar Khaled at Garden City Suites')).toHaveValue('');
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/portfolio-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    await openAndCloseForBookings(page);
  } finally {
    // Whatever happened above, the rest of the suite books at a coming-soon Garden City.
    await setGardenCityComingSoon(page);
  }
  await table.getByRole('button', { name: 'Open Garden City Suites' }).click();
  await expect(page).toHaveURL(/\/admin\?property=garden-city/);
  await page.goto('/rooms?property=garden-city');
  await expect(page.getByText('G-11', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Z-101', { exact: true })).toHaveCount(0);
  // Back at the first building from the user menu's switcher.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: /Zamalek/ }).click();
  await expect(page).toHaveURL(/property=zamalek/);
  await page.goto('/rooms');
  await expect(page.getByText('Z-101', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('G-11', { exact: true })).toHaveCount(0);
  await page.context().close();
});

test('a manager of one building does not see the other, even by its address', async ({
  browser,
}) => {
  const page = await signedIn(browser, MANAGER);
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Portfolio' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Property' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Naming the other building in the address acts at their own instead.
  await page.goto('/rooms?property=garden-city');
  await expect(page.getByText('Z-101', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('G-11', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/property=zamalek/);
  await page.goto('/portfolio');
  await expect(page.getByRole('alert')).toHaveText(
    "The portfolio is for the organisation's owners.",
  );
  await page.context().close();
});
