import fs from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { GUEST_CSV_COLUMNS } from '../packages/domain/src/guests';
import { SALES_SOURCE_MESSAGES } from '../packages/domain/src/sales-source';
import { parseCsv } from './csv';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const PASSWORD = 'zamalek-demo';
const MANAGER = 'manager@zamaleksuites.com';
const AGENT = { email: 'agent@zamaleksuites.com', fullName: 'Karim Adel' };
const SHOTS = 'e2e/.screenshots';
const NOT_LINKED =
  'Your account is not linked to a booking source yet. Ask an admin to link it on the Users page.';

async function signedIn(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** Sales agents have no staff role: /admin sends them on to their own reservations. */
async function signInAgent(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-reservations$/);
}

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function roomRow(page: Page, name: string): Locator {
  return page.locator(`[data-testid="room-row"][data-room="${name}"]`);
}

test.describe('rooms', () => {
  test('an admin adds a room and bulk-edits two rooms in one save', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByRole('banner').getByRole('link', { name: 'Rooms' }).click();
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(page.getByRole('heading', { name: 'Rooms Management' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Rooms' });
    for (const column of ['Room ID', 'Unit Number', 'Type', 'Size', 'Status', 'Booking.com ID']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('columnheader', { name: 'Next Reservation' })).toBeVisible();
    await expect(roomRow(page, 'Z-101')).toBeVisible();

    // Add Room: the name is required; the status starts as available.
    await page.getByRole('button', { name: 'Add Room' }).click();
    const addRow = page.getByTestId('add-room-row');
    await expect(addRow.getByRole('combobox', { name: 'Status, new room' })).toHaveText(
      'Available',
    );
    await addRow.getByRole('button', { name: 'Add new room' }).click();
    await expect(page.getByText('Room name is required')).toBeVisible();
    await expect(addRow.getByLabel('Room ID, new room')).toHaveAttribute('aria-invalid', 'true');

    await addRow.getByLabel('Room ID, new room').fill('Garden 104');
    await addRow.getByLabel('Unit Number, new room').fill('104');
    await addRow.getByLabel('Type, new room').fill('Studio');
    await addRow.getByLabel('Size, new room').fill('36 m2 + 8 m2');
    await addRow.getByRole('button', { name: 'Add new room' }).click();
    await expect(page.getByText('Room added successfully')).toBeVisible();
    await expect(addRow).toHaveCount(0);
    const added = roomRow(page, 'Garden 104');
    await expect(added).toContainText('36 m²');
    await expect(added).toContainText('+ 8 m² terrace');
    await expect(added).toContainText('Available');
    await expect(added).toContainText('No upcoming stay');

    // Bulk Edit: a bad row blocks the whole save and is named.
    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save All' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
    await page.getByLabel('Room ID, Garden 104').fill('');
    await page.getByLabel('Booking.com ID, Z-201').fill('7700201');
    await page.getByRole('button', { name: 'Save All' }).click();
    await expect(page.getByText('Failed to update some rooms')).toBeVisible();
    await expect(page.getByText(/Row \d+ \(Garden 104\): Room name is required/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save All' })).toBeVisible();

    await page.getByLabel('Room ID, Garden 104').fill('Garden 104A');
    await page.getByLabel('Booking.com ID, Garden 104').fill('7700104');
    await choose(page, page.getByRole('combobox', { name: 'Status, Garden 104' }), 'Maintenance');
    await page.getByRole('button', { name: 'Save All' }).click();
    await expect(page.getByText('All rooms updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bulk Edit' })).toBeVisible();
    await expect(roomRow(page, 'Garden 104A')).toContainText('7700104');
    await expect(roomRow(page, 'Garden 104A')).toContainText('Maintenance');
    await expect(roomRow(page, 'Z-201')).toContainText('7700201');

    // One row: Escape cancels, Save keeps the change.
    await page.getByRole('button', { name: 'Edit Z-201' }).click();
    await page.getByLabel('Booking.com ID, Z-201').fill('');
    await page.getByLabel('Booking.com ID, Z-201').press('Escape');
    await expect(roomRow(page, 'Z-201')).toContainText('7700201');
    await page.getByRole('button', { name: 'Edit Z-201' }).click();
    await page.getByLabel('Comments, Z-201').fill('Quiet, courtyard side');
    await page.getByRole('button', { name: 'Save Z-201' }).click();
    await expect(page.getByText('Room updated successfully')).toBeVisible();
    await expect(roomRow(page, 'Z-201')).toContainText('Quiet, courtyard side');
    await expect(roomRow(page, 'Z-201')).toContainText('7700201');
  });

  test('the next reservation links to its stay', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/rooms');
    const next = page.getByRole('table', { name: 'Rooms' }).locator('a[href^="/reservation/"]');
    await expect(next.first()).toBeVisible();
    const href = await next.first().getAttribute('href');
    await next.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('users', () => {
  test('an admin adds a user who signs in with that role and sees only what it may', async ({
    page,
    browser,
  }) => {
    // Two browsers and a dozen round trips: give it room on a busy machine.
    test.slow();
    const email = `hk-${Date.now()}@zamaleksuites.com`;
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    const agentRow = table.getByTestId('user-row').filter({ hasText: AGENT.email });
    await expect(agentRow).toContainText('No role');
    // The demo agent is linked to the source he sells under.
    await expect(agentRow.getByTestId('sales-source')).toHaveText(AGENT.fullName);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Front desk');
    // The registered e-mail is refused with the spec's message.
    await dialog.getByLabel('Full name').fill('Hana Mostafa');
    await dialog.getByLabel('Email').fill(DEMO_ADMIN.email);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('fresh-password-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('This email is already registered in the system.')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await choose(page, dialog.getByRole('combobox', { name: 'Role' }), 'Housekeeping');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully!')).toBeVisible();
    await expect(page.getByText(`Hana Mostafa can now sign in with ${email}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = table.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toContainText('Hana Mostafa');
    await expect(row).toContainText('Housekeeping');
    await expect(row).toContainText('Active');
    // The admin is still signed in as themselves.
    await expect(page.getByRole('banner').getByTestId('user-menu-name')).toHaveText(
      DEMO_ADMIN.fullName,
    );

    // The new person signs in, in a browser of their own.
    const hana = await signedIn(browser, email, 'fresh-password-1');
    const header = hana.getByRole('banner');
    await expect(header.getByTestId('user-menu-name')).toHaveText('Hana Mostafa');
    await header.getByRole('button', { name: 'User menu for Hana Mostafa' }).click();
    const menu = hana.getByRole('menu');
    await expect(menu.getByText('Housekeeping', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My Reservations',
      'Change password',
      'Sign out everywhere',
    ]);
    await hana.keyboard.press('Escape');
    await header.getByRole('link', { name: 'Rooms' }).click();
    await expect(roomRow(hana, 'Z-101')).toBeVisible();
    await expect(hana.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
    await expect(hana.getByRole('button', { name: 'Bulk Edit' })).toHaveCount(0);
    await expect(hana.getByRole('button', { name: 'Edit Z-101' })).toHaveCount(0);
    await expect(hana.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    for (const [path, name] of [
      ['/users', 'Users'],
      ['/guests', 'Guests'],
      ['/analytics', 'Analytics'],
    ]) {
      await hana.goto(path);
      await expect(hana.getByRole('heading', { name: `No access to ${name}` })).toBeVisible();
    }

    // Edit User: the e-mail is checked; the role changes to Front desk.
    await row.getByRole('button', { name: 'Edit Hana Mostafa' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Email').fill('not-an-email');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Please enter a valid email address')).toBeVisible();
    await edit.getByLabel('Email').fill(email);
    await edit.getByLabel('Full name').fill('Hana M. Mostafa');
    await choose(page, edit.getByRole('combobox', { name: 'Role' }), 'Front desk');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(row).toContainText('Hana M. Mostafa');
    await expect(row).toContainText('Front desk');

    // Disabling ends her session at once.
    await row.getByRole('button', { name: 'Disable Hana M. Mostafa' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable Hana M. Mostafa?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText('Disabled');
    await hana.goto('/admin');
    await expect(hana).toHaveURL(/\/auth$/);
    await row.getByRole('button', { name: 'Enable Hana M. Mostafa' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
    await expect(row).toContainText('Active');
    await hana.context().close();
  });

  test("a sign-up under an agent's name sees nothing until an admin links a source; taken and reserved ones are refused", async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = `namesake-${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const stranger = await context.newPage();
    await stranger.goto('/auth');
    await stranger.getByRole('tab', { name: 'Sign Up' }).click();
    await stranger.getByLabel('Full name').fill(AGENT.fullName);
    await stranger.getByLabel('Email').fill(email);
    await stranger.getByLabel('Password').fill('a-long-password');
    await stranger.getByRole('button', { name: 'Sign Up' }).click();
    await expect(stranger.getByText('Account created! You can now sign in.')).toBeVisible();
    await stranger.getByLabel('Password').fill('a-long-password');
    await stranger.getByRole('button', { name: 'Sign In' }).click();
    await expect(stranger).toHaveURL(/\/my-reservations$/);
    await expect(stranger.getByTestId('not-linked')).toHaveText(NOT_LINKED);
    await expect(stranger.getByTestId('my-reservation-row')).toHaveCount(0);
    await expect(
      stranger.getByText('$0.00', { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/users');
    const rows = page.getByRole('table', { name: 'Users' }).getByTestId('user-row');
    await expect(rows.filter({ hasText: AGENT.email }).getByTestId('sales-source')).toHaveText(
      AGENT.fullName,
    );
    const row = rows.filter({ hasText: email });
    await expect(row.getByTestId('sales-source')).toHaveText('Not linked');
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    const field = edit.getByLabel('Sales source');
    await expect(field).toHaveValue('');
    for (const [value, message] of [
      ['booking.com', SALES_SOURCE_MESSAGES.reserved],
      ['Others - Instagram', SALES_SOURCE_MESSAGES.reserved],
      ['karim ADEL', SALES_SOURCE_MESSAGES.taken],
    ] as const) {
      await field.fill(value);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText(message)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // Pictures of the refusal under the field, on a desktop and on a phone (e2e/.screenshots).
    await picture(page, { path: `${SHOTS}/users-edit-refused-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await picture(page, { path: `${SHOTS}/users-edit-refused-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await field.fill('Nadia Travel');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(row.getByTestId('sales-source')).toHaveText('Nadia Travel');

    await stranger.reload();
    await expect(
      stranger.getByText('Stays booked under “Nadia Travel”, and your commission'),
    ).toBeVisible();
    await expect(stranger.getByText('No reservations found')).toBeVisible();
    await context.close();
  });

  test('the only admin cannot disable themselves or change their own role', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/users');
    const me = page.getByTestId('user-row').filter({ hasText: DEMO_ADMIN.email });
    await expect(me).toContainText('You');
    await expect(me.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
    await me.getByRole('button', { name: `Edit ${DEMO_ADMIN.fullName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await expect(edit.getByText('The only admin')).toBeVisible();
  });

  test('a non-admin is told /users, /guests and /analytics are not for their role', async ({
    page,
  }) => {
    await signIn(page, MANAGER, PASSWORD);
    for (const [path, name] of [
      ['/users', 'Users'],
      ['/guests', 'Guests'],
      ['/analytics', 'Analytics'],
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: `No access to ${name}` }),
      ).toBeVisible();
    }
    await page.goto('/rooms');
    await expect(roomRow(page, 'Z-101')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(0);
  });
});

test('the sales agent sees his own sales on My Reservations, rows not clickable', async ({
  page,
}) => {
  await signInAgent(page);
  await expect(page.getByRole('heading', { name: 'My Reservations' })).toBeVisible();
  for (const card of ["This Month's Reservations", 'Monthly Commission', 'Total Nights Booked']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'My reservations' });
  for (const column of ['Booking Ref', 'Guest(s)', 'Unit', 'Status', 'Total', 'Commission']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const rows = table.getByTestId('my-reservation-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  // No role, no reservation pages: nothing to open.
  await expect(table.getByRole('link')).toHaveCount(0);
  await rows.first().click();
  await expect(page).toHaveURL(/\/my-reservations$/);
});

test('staff open a reservation from My Reservations', async ({ page }) => {
  // The demo manager, Omar Khaled, sells too.
  await signIn(page, MANAGER, PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: 'User menu for Omar Khaled' }).click();
  await page.getByRole('menuitem', { name: 'My Reservations' }).click();
  await expect(page).toHaveURL(/\/my-reservations$/);
  const rows = page
    .getByRole('table', { name: 'My reservations' })
    .getByTestId('my-reservation-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]+$/);
});

test.describe('guests', () => {
  test('search by field marks the matches and filters the count', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/guests');
    await page.getByRole('tab', { name: 'Month' }).click();
    // The week's rows stay on screen (dimmed) until the month's have arrived.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const rows = page.getByTestId('guest-row');
    await expect(rows.first()).toBeVisible();
    const footer = page.getByText(/^Showing \d+ of \d+ guests$/);
    const total = Number((await footer.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(0);

    const name = (await rows.first().getByRole('cell').first().textContent()) ?? '';
    const part = name.trim().split(/\s+/).at(-1) ?? name;
    await choose(page, page.getByRole('combobox', { name: 'Search by' }), 'Name');
    await page.getByRole('searchbox', { name: 'Search guests' }).fill(part.toLowerCase());
    await expect(rows.first().locator('mark').first()).toHaveText(part.slice(0, part.length), {
      ignoreCase: true,
    });
    const shown = Number((await footer.textContent())?.match(/Showing (\d+)/)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(total);
    await expect(footer).toHaveText(`Showing ${await rows.count()} of ${total} guests`);

    // Searching by nationality does not mark names.
    await choose(page, page.getByRole('combobox', { name: 'Search by' }), 'Nationality');
    await expect(rows.locator('td:first-child mark')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search guests' }).fill('zzzz-nobody');
    await expect(page.getByText('No guests found for this month')).toBeVisible();
    await expect(footer).toHaveText(`Showing 0 of ${total} guests`);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Week' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('button', { name: 'Today' })).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  test('an admin exports the guests shown as CSV', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/guests');
    await page.getByRole('tab', { name: 'Month' }).click();
    // The week's rows stay on screen (dimmed) until the month's have arrived.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const rows = page.getByTestId('guest-row');
    await expect(rows.first()).toBeVisible();
    const names = (await rows.locator('td:first-child').allTextContents()).map((n) => n.trim());

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^guests_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await file.path());
    // A UTF-8 byte order mark, so spreadsheets read Arabic names.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(bytes.toString('utf8').slice(1));
    expect(header).toEqual([...GUEST_CSV_COLUMNS]);
    expect(records).toHaveLength(names.length);
    for (const record of records) expect(record).toHaveLength(GUEST_CSV_COLUMNS.length);
    expect(records.map((record) => record[0])).toEqual(names);
    await expect(page.getByText('Guest list exported')).toBeVisible();
  });
});

/** A full-page picture; a tall phone page also in 1400 px slices (readable at a glance). */
async function shot(page: Page, name: string) {
  await picture(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (width > 400 || height <= 1400) return;
  for (let top = 0, part = 1; top < height && part <= 3; top += 1400, part++) {
    await picture(page, {
      path: `${SHOTS}/${name}-part${part}.png`,
      fullPage: true,
      clip: { x: 0, y: top, width, height: Math.min(1400, height - top) },
    });
  }
}

// Not assertions: pictures of the four screens for a human to look at (e2e/.screenshots).
for (const width of [1280, 820, 375] as const) {
  test(`rooms, users, guests and my reservations at ${width}px`, { tag: '@screenshots' }, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await page.goto('/rooms');
    await roomRow(page, 'Z-101').waitFor();
    await shot(page, `rooms-${width}`);
    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    await page.getByRole('button', { name: 'Save All' }).waitFor();
    await picture(page, { path: `${SHOTS}/rooms-bulk-${width}.png`, fullPage: width > 400 });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Z-101' }).click();
    await picture(page, { path: `${SHOTS}/rooms-edit-${width}.png` });
    await page.getByRole('button', { name: 'Cancel editing Z-101' }).click();
    await page.getByRole('button', { name: 'Add Room' }).click();
    await picture(page, { path: `${SHOTS}/rooms-add-${width}.png` });

    await page.goto('/users');
    await page.getByTestId('user-row').first().waitFor();
    await shot(page, `users-${width}`);
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('dialog', { name: 'Add User' }).waitFor();
    await picture(page, { path: `${SHOTS}/users-add-${width}.png` });
    await page.keyboard.press('Escape');
    await page
      .getByTestId('user-row')
      .filter({ hasText: AGENT.email })
      .getByRole('button', { name: `Edit ${AGENT.fullName}` })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Edit User' }).getByLabel('Sales source'),
    ).toHaveValue(AGENT.fullName);
    await picture(page, { path: `${SHOTS}/users-edit-${width}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/guests');
    await page.getByRole('tab', { name: 'Month' }).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByTestId('guest-row').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search guests' }).fill('a');
    await shot(page, `guests-${width}`);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInAgent(page);
    await page.getByTestId('my-reservation-row').first().waitFor();
    await shot(page, `my-reservations-${width}`);
  });
}
