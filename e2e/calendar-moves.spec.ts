import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { formatLongDate } from '../packages/domain/src/dates';
import { day, dragTo, putBack, row, spoken, stayIn, today } from './calendar-helpers';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

/**
 * Moves and extensions on the Room Calendar. The seed's stay in 201 from today + 2 to today + 5
 * (Booking.com) is the one moved: 301 is free for exactly those nights, 101 is taken on them.
 * The stay is put back at the end, so the specs after this one see the seed as it was.
 */
const MANAGER = { email: 'manager@zamaleksuites.com', password: 'zamalek-demo' };
// Pictures for a human to look at (ignored by git), like screenshots.spec.ts.
const SHOTS = 'e2e/.screenshots';
const calendarUrl = `/calendar?date=${day(2)}`;

/** The seed's stay in 501 from today + 3 to today + 10 (Karim Adel), extended by keyboard. */
const longStay = (page: Page, to: number) =>
  page.getByRole('button', {
    name: new RegExp(`Karim Adel, Room 501, ${spoken(day(3))} to ${spoken(day(to))}$`),
  });

async function watcher(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(calendarUrl);
  return { page, close: () => context.close() };
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MANAGER.email, MANAGER.password);
  await page.goto(calendarUrl);
  await expect(page.getByTestId('calendar-stay').first()).toBeVisible();
});

test('a drop onto a taken night is refused in words and the bar goes back', async ({ page }) => {
  await dragTo(page, stayIn(page, '201', 5), row(page, '101'));
  const dialog = page.getByRole('dialog', { name: 'Move this stay?' });
  await expect(dialog).toContainText('Room 101');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Those dates are no longer free for this room. Please choose other dates'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stayIn(row(page, '201'), '201', 5)).toBeVisible();
  await expect(stayIn(row(page, '101'), '201', 5)).toHaveCount(0);
});

test('a manager drags a stay to another room and confirms; another screen sees it live', async ({
  page,
  browser,
}) => {
  const other = await watcher(browser);
  await expect(stayIn(row(other.page, '201'), '201', 5)).toBeVisible();
  let interactions = 0;

  await dragTo(page, stayIn(page, '201', 5), row(page, '301'));
  interactions += 1;
  const dialog = page.getByRole('dialog', { name: 'Move this stay?' });
  await expect(dialog).toContainText(`Room 201`);
  await expect(dialog).toContainText(`Room 301`);
  await expect(dialog.getByTestId('move-nights')).toHaveText('3 nights');
  await expect(dialog.getByTestId('move-total')).toContainText('$');
  await page.waitForTimeout(300); // the dialog's fade-in
  await picture(page, { path: `${SHOTS}/move-confirm-1280.png` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  interactions += 1;
  await expect(dialog).toBeHidden();
  await expect(stayIn(row(page, '301'), '301', 5)).toBeVisible();
  await expect(stayIn(row(other.page, '301'), '301', 5)).toBeVisible();
  await other.close();
  test.info().annotations.push({ type: 'drag move interactions', description: `${interactions}` });
  console.log(`drag move: ${interactions} interactions (one drag, one Confirm)`);
});

test('the keyboard path extends a stay from its bar menu', async ({ page }) => {
  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  /** Tabs until `target` has the focus, each counted. */
  const tabTo = async (target: Locator) => {
    for (let tabs = 0; tabs < 80; tabs++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await press('Tab');
    }
    await expect(target).toBeFocused();
  };
  // The week of its first night (the week of today + 2 may end the day before).
  await page.goto(`/calendar?date=${day(3)}`);
  const bar = longStay(page, 10);
  await expect(bar).toBeVisible();
  // From the view switch above the grid, through the bars row by row.
  await page.getByRole('tab', { name: 'Week' }).focus();
  await tabTo(bar);
  const tabsToBar = keys;
  await press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'View reservation' })).toBeVisible();
  await press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Move / Change dates…' })).toBeFocused();
  await press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move / Change dates' });
  await expect(dialog).toBeVisible();
  await tabTo(dialog.locator('#move-checkOut'));
  await press('Enter');
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let step = 0; step < 6; step++) {
    const focusedDay = await page.evaluate(() => document.activeElement?.closest('[role=grid]'));
    if (focusedDay) break;
    await press('Tab');
  }
  await press('ArrowRight');
  await press('Enter');
  await expect(dialog.locator('#move-checkOut')).toHaveText(formatLongDate(day(11)));
  await expect(dialog.getByTestId('move-nights')).toHaveText('8 nights (was 7)');
  await page.waitForTimeout(300);
  await picture(page, { path: `${SHOTS}/move-dialog-keyboard-1280.png` });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await tabTo(confirm);
  await press('Enter');
  await expect(dialog).toBeHidden();
  await expect(longStay(page, 11)).toBeVisible();
  console.log(`keyboard move: ${keys} key presses (${tabsToBar} Tabs to reach the bar)`);
});

test('dragging a bar’s end edge shortens the stay', async ({ page }) => {
  // The week holding the stay's last night, so its end edge shows.
  await page.goto(`/calendar?date=${day(4)}`);
  const bar = stayIn(page, '301', 5);
  const edge = bar.getByTestId('calendar-stay-end');
  const box = await edge.boundingBox();
  const column = await page.locator('th[data-day]').first().boundingBox();
  if (!box || !column) throw new Error('not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - column.width, box.y + box.height / 2, {
    steps: 10,
  });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: 'Shorten this stay?' });
  await expect(dialog.getByTestId('move-nights')).toHaveText('2 nights (was 3)');
  await expect(dialog.getByTestId('move-difference')).toHaveText(/^-\$[\d,]+\.\d\d$/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  // Its last night may now fall in the week before: the week of its first night shows the bar.
  await page.goto(calendarUrl);
  await expect(stayIn(page, '301', 4)).toBeVisible();
});

test('front desk gets the menu with the desk step, but no move and no drag', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'frontdesk@zamaleksuites.com', 'zamalek-demo');
  await page.goto('/calendar');
  // The seed's arrival today in 101.
  const arriving = row(page, '101').getByRole('button', {
    name: new RegExp(`, ${spoken(today)} to `),
  });
  await expect(arriving.getByTestId('calendar-stay-end')).toHaveCount(0);
  await arriving.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Check in' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Move / Change dates…' })).toHaveCount(0);
  await expect(row(page, '401').getByRole('button', { name: /^Available/ })).toHaveCount(0);
  await context.close();
});

test('an empty day starts a reservation for that room and date', async ({ page }) => {
  await page.goto('/calendar');
  await row(page, '401')
    .getByRole('button', { name: `Available, Room 401, ${spoken(today)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create Reservation' });
  await expect(dialog.locator('#create-checkIn')).toHaveText(formatLongDate(today));
  await expect(dialog.locator('#create-checkOut')).toHaveText(formatLongDate(day(1)));
  await expect(dialog.getByRole('combobox', { name: /Room/ })).toContainText('401');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('screenshots of the calendar and the move dialog at 1280, 1024 and 375 px', async ({
  page,
}) => {
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(calendarUrl);
    const bar = stayIn(page, '301', 4);
    await expect(bar).toBeVisible();
    await picture(page, { path: `${SHOTS}/calendar-${width}.png`, fullPage: true });
    await bar.click();
    await page.getByRole('menuitem', { name: 'Move / Change dates…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move / Change dates' });
    await expect(dialog.getByTestId('move-total')).toBeVisible();
    await page.waitForTimeout(300);
    await picture(page, { path: `${SHOTS}/move-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, MANAGER.email, MANAGER.password);
  await putBack(page);
  await page.goto(calendarUrl);
  await expect(stayIn(row(page, '201'), '201', 5)).toBeVisible();
  await context.close();
});
