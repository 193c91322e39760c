import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { seriousViolations } from './axe';
import { call, DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const PASSWORD = 'zamalek-demo';
const FRONT_DESK = 'frontdesk@zamaleksuites.com';
const HOUSEKEEPER = 'housekeeping@zamaleksuites.com';
// Pictures for a human to look at (outside the repository unless told otherwise).
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local convenience, not a build input
const SHOTS = process.env.ZAMALEK_SHOTS_DIR ?? 'e2e/.screenshots';
const today = todayIn('Africa/Cairo', new Date());
const GUEST = 'Nadia Kamel';

fs.mkdirSync(SHOTS, { recursive: true });

async function signedIn(browser: Browser, email: string, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

test('a housekeeper on a phone marks a departed room clean; the desk’s arrival loses “Room not ready” live', async ({
  browser,
}) => {
  test.slow();
  // Tonight's guest for room 201, whose seeded guests leave today.
  const admin = await signedIn(browser, DEMO_ADMIN.email);
  const rooms = await call<{ id: string; name: string }[]>(admin, 'units.list');
  const room = rooms.find((unit) => unit.name === 'Z-201');
  if (!room) throw new Error('seeded room Z-201 missing');
  const walkIn = await call<{ id: string }>(admin, 'reservations.walkIn', {
    unitId: room.id,
    checkIn: today,
    checkOut: addDaysIso(today, 1),
    guestName: GUEST,
    contactPhone: '+20 100 555 0101',
    pricePerNight: 85,
  });

  // The desk checks the departing guests out: the room turns dirty by itself.
  const desk = await signedIn(browser, FRONT_DESK);
  await desk.getByTestId('dashboard-card-departures').click();
  const departures = desk.getByRole('dialog', { name: "Today's Departures" });
  const leaving = departures.getByTestId('dashboard-row').filter({ hasText: 'Z-201' });
  await expect(leaving.first()).toBeVisible();
  const checkOut = leaving.getByRole('button', { name: 'Check out' });
  if ((await checkOut.count()) > 0) {
    await checkOut.first().click();
    // Their nights before the ledger's first day were settled outside it: nothing is owed.
    const bill = desk.getByRole('dialog', { name: 'Check out' });
    await expect(bill.getByTestId('check-out-balance')).toHaveText('$0.00');
    await bill.getByRole('button', { name: 'Check out', exact: true }).click();
    await expect(leaving.first()).toContainText('Checked-Out');
  }
  await desk.keyboard.press('Escape');
  await desk.getByTestId('dashboard-card-arrivals').click();
  const arrivals = desk.getByRole('dialog', { name: "Today's Arrivals" });
  const arrival = arrivals.getByTestId('dashboard-row').filter({ hasText: GUEST });
  await expect(arrival.getByTestId('room-not-ready')).toHaveText('Room not ready');

  // The housekeeper, on a 375 px phone, starts on the board: the room, one tap.
  const phone = await signedIn(browser, HOUSEKEEPER, true);
  let taps = 0;
  await expect(phone).toHaveURL(/\/housekeeping$/);
  await expect(phone.getByRole('heading', { name: 'Housekeeping', level: 1 })).toBeVisible();
  const card = phone.locator('[data-testid="housekeeping-room"][data-room="Z-201"]');
  await expect(card).toContainText('Departed today');
  await expect(card).toContainText('Arrival today, 1 guest');
  await expect(card.getByTestId('room-status')).toHaveText('Dirty');
  await expect(card.getByTestId('room-not-ready')).toBeVisible();
  // Rooms with an arrival today come first.
  const order = await phone
    .getByTestId('housekeeping-room')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-arrival')));
  expect(order.slice(order.indexOf('none'))).not.toContain('today');
  // A housekeeper may clean, not inspect or take the room out of order.
  await expect(card.getByRole('button', { name: 'Mark inspected, Z-201' })).toHaveCount(0);
  const clean = card.getByRole('button', { name: 'Mark clean, Z-201' });
  const box = await clean.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await card.scrollIntoViewIfNeeded();
  await picture(phone, { path: `${SHOTS}/housekeeping-phone-before.png` });
  await clean.tap();
  taps += 1;
  await expect(card.getByTestId('room-status')).toHaveText('Clean');
  await expect(card.getByTestId('room-not-ready')).toHaveCount(0);
  expect(taps).toBe(1);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // The desk's open list follows without a reload.
  await expect(arrival).toBeVisible();
  await expect(arrival.getByTestId('room-not-ready')).toHaveCount(0);
  // And the reservation's page agrees.
  await desk.keyboard.press('Escape');
  await desk.goto(`/reservation/${walkIn.id}`);
  await expect(desk.getByRole('heading', { name: 'Guest Information' })).toBeVisible();
  await expect(desk.getByTestId('room-not-ready')).toHaveCount(0);

  // Put the building back as the seed had it for the specs that follow.
  await call(admin, 'reservations.delete', { id: walkIn.id });
  for (const page of [admin, desk, phone]) await page.context().close();
});

test('the board and the rooms page at 1280, 1024 and 375 px', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const [path, heading] of [
    ['/housekeeping', 'Housekeeping'],
    ['/rooms', 'Rooms Management'],
    ['/calendar', 'Room Calendar'],
  ] as const) {
    for (const width of [1280, 1024, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const name = path.slice(1);
      await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (path !== '/calendar') expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  // The admin may inspect and take a room out of order from the board.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/housekeeping');
  const card = page.locator('[data-testid="housekeeping-room"][data-room="Z-203"]');
  await expect(card.getByRole('button', { name: 'Out of order, Z-203' })).toBeVisible();
});

test('a manager takes a room out of order with a reason and a return day; it is off sale until then', async ({
  browser,
}) => {
  const admin = await signedIn(browser, DEMO_ADMIN.email);
  const room = await call<{ id: string; name: string }>(admin, 'units.create', {
    name: 'Z-909',
    unitType: 'Studio',
    baseRate: 90,
  });
  await admin.context().close();
  const manager = await signedIn(browser, 'manager@zamaleksuites.com');
  await manager.goto('/housekeeping');
  const card = manager.locator('[data-testid="housekeeping-room"][data-room="Z-909"]');
  await card.getByRole('button', { name: 'Out of order, Z-909' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Take Z-909 out of order?' });
  await expect(dialog).toContainText('stop offering it');
  // A reason is asked for, in words, before anything is sent.
  await dialog.getByRole('button', { name: 'Take out of order' }).click();
  await expect(dialog).toContainText('Please say what is wrong with the room');
  await dialog.getByLabel(/What is wrong/).fill('Water leak under the sink');
  await manager.waitForTimeout(300);
  await picture(manager, { path: `${SHOTS}/out-of-order-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Take out of order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('room-status')).toHaveText('Out of order');

  // Off sale tonight for every seller: a walk-in into it is refused.
  const origin = new URL(manager.url()).origin;
  const walkIn = await manager.request.post('/trpc/reservations.walkIn', {
    headers: { origin },
    data: {
      json: {
        unitId: room.id,
        checkIn: today,
        checkOut: addDaysIso(today, 1),
        guestName: 'Should Not Book',
        contactPhone: '+20 100 555 0199',
      },
    },
  });
  expect(walkIn.status()).toBe(409);
  await manager.context().close();
});

test('a housekeeper reports a problem from a phone; a manager sees it live and takes the room out of order for it', async ({
  browser,
}) => {
  // Three people's screens, pictures and accessibility checks: longer than most.
  test.slow();
  const admin = await signedIn(browser, DEMO_ADMIN.email);
  await call(admin, 'units.create', { name: 'Z-910', unitType: 'Studio', baseRate: 90 });
  await admin.context().close();
  const manager = await signedIn(browser, 'manager@zamaleksuites.com');
  await manager.goto('/housekeeping');
  const managerCard = manager.locator('[data-testid="housekeeping-room"][data-room="Z-910"]');
  await expect(managerCard.getByRole('button', { name: 'Report a problem, Z-910' })).toBeVisible();

  const housekeeper = await signedIn(browser, HOUSEKEEPER, true);
  await housekeeper.goto('/housekeeping');
  const card = housekeeper.locator('[data-testid="housekeeping-room"][data-room="Z-910"]');
  await card.getByRole('button', { name: 'Report a problem, Z-910' }).click();
  const dialog = housekeeper.getByRole('dialog', { name: 'Report a problem in Z-910' });
  // Words are asked for before anything is sent.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toContainText('Please say what is wrong in the room');
  await dialog.getByLabel(/What is wrong/).fill('Bathroom ceiling drips');
  await housekeeper.waitForTimeout(300);
  await picture(housekeeper, { path: `${SHOTS}/report-problem-375.png` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(housekeeper.getByText('Problem reported. A manager will look at it.')).toBeVisible();
  await expect(card.getByTestId('room-problem')).toContainText('Bathroom ceiling drips');
  // A housekeeper reports; only a supervisor deals with it.
  await expect(card.getByRole('button', { name: 'Dismiss, Z-910' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await picture(housekeeper, { path: `${SHOTS}/room-problem-375.png` });
  expect(await seriousViolations(housekeeper)).toEqual([]);

  // The manager's board shows it without a reload, with who reported it.
  const note = managerCard.getByTestId('room-problem');
  await expect(note).toContainText('Bathroom ceiling drips');
  await expect(note).toContainText('Mona Samir');
  for (const width of [1280, 1024]) {
    await manager.setViewportSize({ width, height: 900 });
    await managerCard.scrollIntoViewIfNeeded();
    await picture(manager, { path: `${SHOTS}/room-problem-${width}.png` });
  }
  expect(await seriousViolations(manager)).toEqual([]);
  await managerCard.getByRole('button', { name: 'Take out of order, Z-910' }).click();
  const outOfOrder = manager.getByRole('dialog', { name: 'Take Z-910 out of order?' });
  await expect(outOfOrder.getByLabel(/What is wrong/)).toHaveValue('Bathroom ceiling drips');
  await outOfOrder.getByRole('button', { name: 'Take out of order' }).click();
  await expect(outOfOrder).toBeHidden();
  await expect(managerCard.getByTestId('room-status')).toHaveText('Out of order');
  await expect(managerCard.getByTestId('room-problem')).toHaveCount(0);
  await expect(card.getByTestId('room-problem')).toHaveCount(0);
  await manager.context().close();
  await housekeeper.context().close();
});
