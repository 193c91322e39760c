import { type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import { addDaysIso, daysBetween, todayIn } from '../packages/domain/src/dates';
import { signIn } from './helpers';
import { picture } from './pictures';

const PASSWORD = 'zamalek-demo';
const MANAGER = 'manager@zamaleksuites.com';
const FRONT_DESK = 'frontdesk@zamaleksuites.com';
const ADMIN = 'admin@zamaleksuites.com';

/** A real 1×1 PNG: the server checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The property's today (Cairo), as the server computes it. */
const today = todayIn('Africa/Cairo', new Date());

/** Whole weeks (Sunday first) from this week to the week holding `date`. */
function weeksAhead(date: string): number {
  const sundayOf = (iso: string) => addDaysIso(iso, -new Date(`${iso}T00:00:00Z`).getUTCDay());
  return daysBetween(sundayOf(today), sundayOf(date)) / 7;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

async function pickDate(page: Page, trigger: string, date: string) {
  await page.locator(trigger).click();
  await page.locator(`[data-slot="popover-content"] [data-day="${date}"]`).first().click();
  await expect(page.locator('[data-slot="popover-content"]')).toHaveCount(0);
}

async function choose(page: Page, trigger: ReturnType<Page['locator']>, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A tRPC mutation straight to the server, with the page's cookies (as a script would). */
function mutate(page: Page, path: string, input: unknown): Promise<APIResponse> {
  const origin = new URL(page.url()).origin;
  return page.request.post(`/trpc/${path}`, {
    data: { json: input },
    headers: { origin, 'content-type': 'application/json' },
  });
}

test('a manager creates a reservation with documents; others see it live; it is edited, downloaded and deleted', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const guest = `Layla Test ${Date.now().toString(36)}`;
  const checkIn = addDaysIso(today, 9);
  const checkOut = addDaysIso(checkIn, 3);

  // Front desk watches the list and the week of the stay, and never reloads.
  const desk = await signedIn(browser, FRONT_DESK);
  await expect(desk.getByRole('button', { name: 'Create Reservation' })).toHaveCount(0);
  const weekly = desk.getByRole('region', { name: 'Weekly Calendar' });
  for (let i = 0; i < weeksAhead(checkIn); i++) {
    await weekly.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(weekly.getByRole('button', { name: 'Today' })).toBeVisible();

  // The manager fills in the Create Reservation dialog.
  const manager = await signedIn(browser, MANAGER);
  await manager.getByRole('button', { name: 'Create Reservation' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Create Reservation' });
  await expect(dialog.locator('#create-unitId')).toContainText('Select dates first');
  await pickDate(manager, '#create-checkIn', checkIn);
  await pickDate(manager, '#create-checkOut', checkOut);
  await expect(dialog.locator('#create-unitId')).toBeEnabled();
  await dialog.locator('#create-unitId').click();
  await manager.getByRole('option').first().click();

  await choose(manager, dialog.locator('#create-adults'), '2');
  await dialog.locator('#create-guests-0-name').fill(guest);
  await dialog.locator('#create-guests-1-name').fill('Karim Test');
  await choose(manager, dialog.locator('#create-nationality'), 'Egyptian');
  await dialog.locator('#create-contactEmail').fill('layla@example.com');
  // Typed punctuation is dropped as it is typed. (Filled again if the select just closed took
  // the keystrokes: on a loaded machine the fill can land before its focus returns.)
  await expect(async () => {
    await dialog.locator('#create-phoneNumber').fill('(010) 0123-4567');
    await expect(dialog.locator('#create-phoneNumber')).toHaveValue('01001234567', {
      timeout: 2_000,
    });
  }).toPass();
  const save = dialog.getByRole('button', { name: 'Save Reservation' });
  await expect(save).toBeDisabled();
  await choose(manager, dialog.locator('#create-source'), 'KSS');
  // No price needed: the quote for the room prices the stay; the manager sets another instead.
  await expect(save).toBeEnabled();
  const quoted = dialog.getByTestId('stay-quote');
  await expect(quoted.getByTestId('quote-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(quoted.getByTestId('quote-line').first()).toContainText('3 nights ×');
  await dialog.getByLabel('Override nightly price').check();
  await expect(dialog.locator('#create-pricePerNight')).not.toHaveValue('');
  await dialog.locator('#create-pricePerNight').fill('150');
  await expect(quoted.getByTestId('quote-total')).toHaveText('$450.00');
  await expect(quoted).toContainText("Manager's nightly price");

  await choose(manager, dialog.getByRole('combobox', { name: 'Adult 1 gender' }), 'Female');
  await choose(manager, dialog.getByRole('combobox', { name: 'Adult 2 gender' }), 'Male');
  await dialog.locator('#create-documents-idFront').setInputFiles(png('front.png'));
  await expect(manager.getByText('ID/Passport front uploaded successfully')).toBeVisible();
  // Scans may come later, but an ID card's front without its back is half a document.
  await save.click();
  await expect(
    manager.getByText('Please complete the following required fields: ID back image'),
  ).toBeVisible();
  await dialog.locator('#create-documents-idBack').setInputFiles(png('back.png'));
  await expect(manager.getByText('ID/Passport back uploaded successfully')).toBeVisible();
  // Two Egyptian adults, a man and a woman: the marriage certificate is asked for.
  await dialog
    .locator('#create-documents-marriageCertificate')
    .setInputFiles(png('certificate.png'));
  await expect(manager.getByText('Marriage certificate uploaded successfully')).toBeVisible();
  // The client refuses what the server would refuse, with the same message.
  await dialog.locator('#create-documents-idBack').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByText('Only image files are supported')).toBeVisible();
  await dialog.locator('#create-documents-idBack').setInputFiles(png('back.png'));
  await expect(dialog.getByText('Only image files are supported')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remove ID back image' })).toBeVisible();

  await save.click();
  await expect(manager.getByText('Reservation created successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Live, without a reload: first in the front desk's list and in its week.
  const deskRow = desk.getByTestId('reservation-row').filter({ hasText: guest });
  await expect(deskRow).toBeVisible();
  await expect(desk.getByTestId('reservation-row').first()).toContainText(guest);
  await expect(
    weekly.getByRole('link', { name: new RegExp(`^Upcoming, ${guest}, `) }),
  ).toBeVisible();

  // The manager opens it, downloads a document and edits the price.
  await manager.getByTestId('reservation-row').filter({ hasText: guest }).click();
  await expect(manager).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  const reservationUrl = manager.url();
  const id = reservationUrl.split('/').at(-1) ?? '';
  await expect(manager.getByRole('heading', { name: /^MAN-/ })).toBeVisible();
  await expect(manager.getByTestId('detail-total')).toHaveText('$450.00 USD');
  await expect(manager.getByTestId('price-breakdown')).toContainText('Priced by manager');
  await expect(manager.getByTestId('history')).toContainText("Priced by Manager's nightly price");
  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Download ID/Passport front' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('front.png');
  await expect(manager.getByText('Document downloaded successfully')).toBeVisible();

  await manager.getByRole('button', { name: 'Edit', exact: true }).click();
  // The stored price is the manager's; the form starts from it, not overridden again.
  await expect(manager.getByTestId('stored-override')).toBeVisible();
  await expect(manager.getByTestId('quote-total')).toHaveText('$450.00');
  await manager.getByLabel('Override nightly price').check();
  await manager.locator('#edit-pricePerNight').fill('200');
  await expect(manager.getByTestId('edit-nights')).toHaveText('3');
  await expect(manager.getByTestId('quote-total')).toHaveText('$600.00');
  await manager.getByRole('button', { name: 'Save Changes' }).click();
  await expect(manager.getByText('Reservation updated successfully')).toBeVisible();
  await expect(manager.getByTestId('detail-total')).toHaveText('$600.00 USD');
  await expect(manager.getByText('$60.0', { exact: true })).toBeVisible();
  await expect(manager.getByText('$540.0', { exact: true })).toBeVisible();
  await expect(manager.getByText(/^Updated by Omar Khaled/)).toBeVisible();
  // The front desk's list followed the edit.
  await expect(deskRow).toContainText('$600.00');

  // Front desk: may look and download, may not edit or delete; the server agrees.
  await desk.goto(reservationUrl);
  await expect(desk.getByRole('heading', { name: /^MAN-/ })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Download ID/Passport back' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const refusedDelete = await mutate(desk, 'reservations.delete', { id });
  expect(refusedDelete.status()).toBe(403);
  expect(await refusedDelete.text()).toContain('You do not have permission to delete reservations');
  const refusedCreate = await mutate(desk, 'reservations.create', {});
  expect(refusedCreate.status()).toBe(403);
  expect(await refusedCreate.text()).toContain(
    'You do not have permission to create reservations.',
  );
  const refusedUpload = await desk.request.post('/api/documents?kind=id_front', {
    headers: { origin: new URL(desk.url()).origin },
    multipart: { file: png('front.png') },
  });
  expect(refusedUpload.status()).toBe(403);

  // The admin deletes it and lands back home.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(reservationUrl);
  await admin.getByRole('button', { name: 'Delete' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this reservation?'),
  ).toBeVisible();
  await expect(
    confirm.getByText(
      'This action cannot be undone. This will permanently delete the reservation.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByText('Reservation deleted successfully')).toBeVisible();
  await expect(admin).toHaveURL(/\/(admin)?$/);

  // Gone from the front desk's list, live.
  await desk.goto('/admin');
  await expect(desk.getByTestId('reservation-row').first()).toBeVisible();
  await expect(desk.getByTestId('reservation-row').filter({ hasText: guest })).toHaveCount(0);
});

test('the list searches, filters and sorts on the server; dashboard cards open their lists', async ({
  page,
}) => {
  await signIn(page, FRONT_DESK, PASSWORD);
  const rows = page.getByTestId('reservation-row');
  await expect(rows.first()).toBeVisible();

  // Sorting by Nights: ascending first, then descending, with the arrow.
  const nights = page.getByRole('columnheader', { name: /Nights/ });
  await nights.getByRole('button').click();
  await expect(nights).toHaveAttribute('aria-sort', 'ascending');
  await nights.getByRole('button').click();
  await expect(nights).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await expect(rows.first()).toContainText('Cancelled');
  await expect(rows.filter({ hasNotText: 'Cancelled' })).toHaveCount(0);

  await page.getByPlaceholder('Search by name or booking reference...').fill('zzz-no-such-guest');
  await expect(page.getByText('No reservations found')).toBeVisible();

  await page.getByTestId('dashboard-card-newBookings').click();
  const dialog = page.getByRole('dialog', { name: 'New Bookings (Last 24h)' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog
      .getByRole('button')
      .filter({ hasText: /^WEB-|^MAN-/ })
      .first(),
  ).toBeVisible();
  await dialog
    .getByRole('button')
    .filter({ hasText: /^WEB-|^MAN-/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reservation\//);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
});

test('housekeeping sees the stay but not how to reach the guest, nor their documents', async ({
  page,
}) => {
  await signIn(page, 'housekeeping@zamaleksuites.com', PASSWORD);
  // A housekeeper starts on the housekeeping board; the dashboard is a click away.
  await expect(page).toHaveURL(/\/housekeeping$/);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Create Reservation' })).toHaveCount(0);
  await page.getByTestId('reservation-row').first().click();
  await expect(page.getByRole('heading', { name: 'Guest Information' })).toBeVisible();
  await expect(page.getByText('Guest documents are not available to your role.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const contact = page.locator('dt', { hasText: 'Contact email' }).locator('+ dd');
  await expect(contact).toHaveText('N/A');
});

test('the room calendar switches between week and month and keeps its legend', async ({ page }) => {
  await signIn(page, FRONT_DESK, PASSWORD);
  await page.getByRole('link', { name: 'Calendar View' }).click();
  await expect(page.getByRole('heading', { name: 'Room Calendar' })).toBeVisible();
  await expect(page.getByText('View and manage room bookings')).toBeVisible();
  for (const status of ['Upcoming', 'Due In', 'In-House', 'Due Out', 'Checked-Out', 'No-Show']) {
    await expect(page.getByRole('listitem').filter({ hasText: status })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(page.getByRole('columnheader')).toHaveCount(
    1 + new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0).getDate(),
  );
  await expect(page.getByTestId('calendar-stay').first()).toBeVisible();
});

test('All Reservations steps through its pages by link, kept in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, PASSWORD);
  // Pages are stepped through by the server's links, kept in the URL with the page number.
  const pageNumber = page.getByTestId('list-page');
  await expect(pageNumber).toHaveText(/^Page 1 of [2-9]$/);
  await expect(page.getByText(/^Showing 1–25 of \d+ reservations$/)).toBeVisible();
  const firstRow = await page.getByTestId('reservation-row').first().textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2&cursor=[\w-]+/);
  await expect(pageNumber).toHaveText(/^Page 2 of [2-9]$/);
  await expect(page.getByText(/^Showing 26–\d+ of \d+ reservations$/)).toBeVisible();
  await page.reload();
  await expect(pageNumber).toHaveText(/^Page 2 of [2-9]$/);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(pageNumber).toHaveText(/^Page 1 of [2-9]$/);
  await expect(page.getByTestId('reservation-row').first()).toHaveText(firstRow ?? '');
  // A link the server never wrote shows the first page.
  await page.goto('/admin?page=3&cursor=bm90LWEtY3Vyc29y');
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(pageNumber).toHaveText(/^Page 1 of [2-9]$/);
});

// Pictures of the screens for a human to look at (e2e/.screenshots, git-ignored).
for (const width of [1280, 1024, 768, 375] as const) {
  test(`back-office screenshots at ${width}px`, async ({ page }) => {
    test.setTimeout(90_000);
    const dir = 'e2e/.screenshots';
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signIn(page, ADMIN, PASSWORD);
    // Tablets and desktops get the table, phones a card per reservation.
    const entry = width >= 768 ? 'reservation-row' : 'reservation-card';
    await expect(page.getByTestId(entry).first()).toBeVisible();
    await expect(page.getByTestId('calendar-stay').first()).toBeVisible();
    await picture(page, { path: `${dir}/bo-admin-${width}.png`, fullPage: true });
    if (width < 768) {
      await page
        .getByRole('heading', { name: 'All Reservations' })
        .evaluate((element) => element.scrollIntoView());
      await picture(page, { path: `${dir}/bo-admin-list-${width}.png` });
    }
    if (width >= 1280) {
      // All 13 columns fit a desktop screen without sideways scrolling.
      const table = page.getByRole('table', { name: 'All reservations' }).locator('..');
      const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByTestId('hidden-columns')).toHaveCount(0);

      // The list's sort lives in the URL: reload keeps it, Back undoes it.
      await page.getByRole('button', { name: /^Check-in/ }).click();
      await expect(page).toHaveURL(/sort=checkIn/);
      await page.reload();
      await expect(page.getByRole('columnheader', { name: /^Check-in/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
    }
    if (width === 768) {
      // Columns scrolled out of sight are announced under the table.
      await expect(page.getByTestId('hidden-columns')).toContainText('more column');
    }

    await page.getByTestId('dashboard-card-inHouse').click();
    await expect(page.getByRole('dialog', { name: 'In-House Stays' })).toBeVisible();
    await page.waitForTimeout(300);
    await picture(page, { path: `${dir}/bo-dashboard-dialog-${width}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create Reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Reservation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#create-children')).toHaveText('0');
    await choose(page, dialog.locator('#create-adults'), '2');
    await choose(page, dialog.locator('#create-children'), '1');
    await page.waitForTimeout(300);
    await picture(page, { path: `${dir}/bo-create-${width}.png` });
    await dialog.locator('#create-checkIn').click();
    await page.waitForTimeout(300);
    await picture(page, { path: `${dir}/bo-create-datepicker-${width}.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-stay').first()).toBeVisible();
    await picture(page, { path: `${dir}/bo-calendar-${width}.png`, fullPage: true });
    await expect(page.getByTestId('calendar-stay').first()).toHaveAccessibleName(
      /^(Upcoming|Due In|In-House|Due Out|Checked-Out|No-Show), .+, .+, .+, \d{1,2} [A-Z][a-z]+ to \d{1,2} [A-Z][a-z]+$/,
    );
    await page.getByRole('tab', { name: 'Month' }).click();
    // The view lives in the URL: a reload keeps the month.
    await expect(page).toHaveURL(/view=month/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('calendar-stay').first()).toBeVisible();
    await page.waitForTimeout(300);
    await picture(page, { path: `${dir}/bo-calendar-month-${width}.png`, fullPage: true });

    await page.getByTestId('calendar-stay').first().click();
    await page.getByRole('menuitem', { name: 'View reservation' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await picture(page, { path: `${dir}/bo-detail-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForTimeout(200);
    await picture(page, { path: `${dir}/bo-detail-edit-${width}.png`, fullPage: true });
  });
}
