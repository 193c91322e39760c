import { expect, type Page, test } from '@playwright/test';
import { addDaysIso } from '../packages/domain/src/dates';
import { day, row, spoken } from './calendar-helpers';
import { signIn, suiteRadio } from './helpers';
import { picture } from './pictures';

// Pictures for a human to look at (ignored by git), like screenshots.spec.ts.
const SHOTS = 'e2e/.screenshots';
const MANAGER = { email: 'manager@zamaleksuites.com', password: 'zamalek-demo' };

/** Focuses the open date picker's grid and moves one day on (the keyboard path of the picker). */
async function nextDayInPicker(page: Page) {
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let step = 0; step < 6; step++) {
    const inGrid = await page.evaluate(() => document.activeElement?.closest('[role=grid]'));
    if (inGrid) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

test('a manager blocks a room from the Room Calendar; the hatched bar shows and /book stops offering it', async ({
  page,
  browser,
}) => {
  // Three people's screens, pictures and accessibility checks: longer than most.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MANAGER.email, MANAGER.password);
  // Far from the nights the other specs use: the week of today + 120.
  await page.goto(`/calendar?date=${day(120)}`);
  const firstDay = await page.locator('thead th[data-day]').first().getAttribute('data-day');
  if (!firstDay) throw new Error('no days shown');
  const lastNight = addDaysIso(firstDay, 1);
  const freeAgain = addDaysIso(firstDay, 2);
  await expect(row(page, '402').getByTestId('calendar-block')).toHaveCount(0);
  // A room under maintenance (the seed's 302) reads as blocked, not as free.
  await expect(row(page, '302').getByTestId('calendar-block').first()).toContainText(
    'Out of service',
  );

  await page.getByRole('button', { name: 'Block room…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block room' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: /^402 · Z-402/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveText('Maintenance');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Leaking tap');
  await dialog.locator('#hold-to').click();
  await nextDayInPicker(page);
  await expect(dialog.locator('#hold-to')).toContainText(
    new Date(`${freeAgain}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await page.waitForTimeout(300);
  await picture(page, { path: `${SHOTS}/block-room-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Block room' }).click();
  await expect(dialog).toBeHidden();

  // The hatched, labelled bar over the two nights, named in words for screen readers.
  const bar = row(page, '402').getByRole('button', {
    name: `Blocked: Maintenance — Leaking tap, Room 402, ${spoken(firstDay)} to ${spoken(freeAgain)}`,
  });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Maintenance');
  await expect(bar).toContainText('Leaking tap');
  await expect(row(page, '402').getByTestId('calendar-block').first()).toHaveAttribute(
    'colspan',
    '2',
  );
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await bar.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await picture(page, { path: `${SHOTS}/room-calendar-hold-${width}.png` });
  }

  // The dashboard's weekly card shows it too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin?week=${firstDay}`);
  const card = page.locator('section[aria-labelledby="weekly-calendar-title"]');
  await expect(
    card.getByText(`Blocked: Maintenance — Leaking tap, Z-402, ${spoken(firstDay)}`, {
      exact: false,
    }),
  ).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await picture(page, { path: `${SHOTS}/dashboard-week-hold-1280.png` });

  // A guest searching those nights is not offered the suite; the other one-bedrooms still are.
  const guest = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/book?checkIn=${firstDay}&checkOut=${freeAgain}&guests=1`);
  await expect(await suiteRadio(guestPage, 'Z-401')).toBeVisible();
  await expect(await suiteRadio(guestPage, 'Z-402')).toHaveCount(0);
  await picture(guestPage, { path: `${SHOTS}/book-without-held-suite-375.png`, fullPage: true });
  // The night after the hold is on sale again (half-open, like a stay).
  await guestPage.goto(`/book?checkIn=${freeAgain}&checkOut=${addDaysIso(freeAgain, 1)}&guests=1`);
  await expect(await suiteRadio(guestPage, 'Z-402')).toBeVisible();

  // The manager removes the hold from its bar; the nights are on sale again.
  await page.goto(`/calendar?date=${day(120)}`);
  await row(page, '402').getByTestId('calendar-hold').click();
  await page.getByRole('menuitem', { name: 'Remove hold' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove hold' }).click();
  await expect(row(page, '402').getByTestId('calendar-hold')).toHaveCount(0);
  await guestPage.goto(`/book?checkIn=${firstDay}&checkOut=${lastNight}&guests=1`);
  await expect(await suiteRadio(guestPage, 'Z-402')).toBeVisible();
  await guest.close();
});
