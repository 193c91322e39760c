import { type Browser, expect, type Page, test } from '@playwright/test';
import { day, dragTo, putBack, row, stayIn } from './calendar-helpers';
import { DEMO_ADMIN, signIn } from './helpers';

/**
 * A receptionist runs the day without a manager where the admin allows it: the admin grants
 * front desk walk-ins and moves on the Settings page, the receptionist takes a walk-in and moves
 * a stay on the Room Calendar, and the admin's screen follows each change live.
 */
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: DEMO_ADMIN.password };
const GRANTS = [
  'Front desk: Create reservations and walk-ins',
  'Front desk: Move stays and change their dates',
] as const;

async function signedIn(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  return page;
}

async function setGrants(admin: Page, allowed: boolean) {
  await admin.goto('/settings');
  for (const name of GRANTS) {
    const box = admin.getByRole('checkbox', { name });
    if ((await box.isChecked()) !== allowed) await box.click();
    await expect(box).toBeChecked({ checked: allowed });
  }
}

test('walk-in and a move by the front desk, once the admin allows them', async ({ browser }) => {
  test.slow();
  const admin = await signedIn(browser, DEMO_ADMIN);
  const desk = await signedIn(browser, FRONT_DESK);
  const walkIn = desk.getByRole('button', { name: 'Walk-in' });
  await expect(desk.getByText("Today's Arrivals")).toBeVisible();
  await expect(walkIn).toHaveCount(0);

  await setGrants(admin, true);
  // The receptionist's open page gains the button without a reload.
  await expect(walkIn).toBeVisible();
  await admin.goto('/admin');
  await expect(admin.getByText("Today's Arrivals")).toBeVisible();

  let interactions = 0;
  const step = async (action: Promise<void>) => {
    interactions += 1;
    await action;
  };
  await step(walkIn.click());
  const dialog = desk.getByRole('dialog', { name: 'Walk-in' });
  const room = dialog.locator('#walk-in-unitId');
  await expect(room).toBeEnabled();
  await step(room.click());
  await step(desk.getByRole('option', { name: /^Z-401/ }).click());
  await step(dialog.locator('#walk-in-guestName').fill('Youssef Desk'));
  await step(dialog.locator('#walk-in-contactPhone').fill('+20 122 555 0101'));
  await step(dialog.getByRole('button', { name: 'Book walk-in' }).click());
  await expect(desk).toHaveURL(/\/reservation\//);
  await expect(desk.getByText('Youssef Desk').first()).toBeVisible();
  expect(interactions).toBeLessThan(10);
  test.info().annotations.push({ type: 'walk-in interactions', description: `${interactions}` });

  // The admin's open dashboard lists the walk-in without a reload.
  await expect(admin.getByText('Youssef Desk').first()).toBeVisible();

  await admin.goto(`/calendar?date=${day(2)}`);
  await expect(stayIn(row(admin, '201'), '201', 5)).toBeVisible();
  await desk.goto(`/calendar?date=${day(2)}`);
  await dragTo(desk, stayIn(desk, '201', 5), row(desk, '301'));
  const confirm = desk.getByRole('dialog', { name: 'Move this stay?' });
  await expect(confirm).toContainText('Room 301');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(stayIn(row(desk, '301'), '301', 5)).toBeVisible();
  await expect(stayIn(row(admin, '301'), '301', 5)).toBeVisible();
  await putBack(desk);
  await expect(stayIn(row(admin, '201'), '201', 5)).toBeVisible();

  await setGrants(admin, false);
  await desk.goto('/admin');
  await expect(desk.getByText("Today's Arrivals")).toBeVisible();
  await expect(walkIn).toHaveCount(0);
  await admin.context().close();
  await desk.context().close();
});
