import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { mailDir } from './data-dir';
import { DEMO_ADMIN, signIn, suiteRadio } from './helpers';

// A guest books on a phone. Every test books other dates, far enough ahead to be clear of the
// demo reservations, so the tests do not depend on each other or on their order.
test.use({ viewport: { width: 375, height: 812 } });

/** yyyy-MM-dd, `days` after today (UTC is fine this far ahead of Cairo's today). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Guest {
  name: string;
  email: string;
}

/** Step 1 (dates already in the URL): choose the suite, continue. */
async function chooseSuite(page: Page, suiteName: string) {
  await (await suiteRadio(page, suiteName)).check();
  await page.getByRole('button', { name: 'Continue to guest details' }).click();
  await expect(page.getByRole('heading', { name: 'Who is coming?' })).toBeVisible();
}

/** Step 2: the lead guest's name and e-mail, then on to the review. */
async function fillGuest(page: Page, guest: Guest) {
  await page.getByLabel('Lead guest (full name)').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByRole('button', { name: 'Review your booking' }).click();
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
}

/** A signed-in staff page; the reservation list answers through tRPC (superjson) over fetch. */
async function staffSearch(browser: Browser, reference: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const rows = await page.evaluate(async (search) => {
    const input = encodeURIComponent(JSON.stringify({ json: { search } }));
    const response = await fetch(`/trpc/reservations.list?input=${input}`);
    const body = await response.json();
    return body.result.data.json.rows as Record<string, unknown>[];
  }, reference);
  await context.close();
  return rows;
}

/** The .eml files the server wrote that mention a text (the booking reference, say). */
function mailsMentioning(text: string): string[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => mail.includes(text));
}

test('a guest books a suite on a phone, from the landing search to the confirmation', async ({
  page,
  browser,
}) => {
  const checkIn = inDays(200);
  const checkOut = inDays(203);
  const guest = { name: 'Lina Haddad', email: `lina.${Date.now()}@example.com` };

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Home' })).toBeVisible();
  await page.getByLabel('Check in').fill(checkIn);
  await page.getByLabel('Check out').fill(checkOut);
  await expect(page.getByLabel('Guests')).toHaveValue('2');
  await page.getByRole('button', { name: 'Search' }).click();

  // The choices travel in the URL, so the phone's Back and a refresh keep them.
  await expect(page).toHaveURL(/\/book\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    checkIn,
    checkOut,
    guests: '2',
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'Dates & Suite' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const suite = await suiteRadio(page, 'Z-101');
  await expect(suite).toBeVisible();
  // Three nights of a studio at the server's base rate ($85.00).
  await expect(page.locator('label').filter({ has: suite })).toContainText('$85.00 × 3 nights');
  await expect(page.locator('label').filter({ has: suite })).toContainText('Total $255.00');
  await chooseSuite(page, 'Z-101');
  await expect(page).toHaveURL(/step=2/);

  await page.getByLabel('Phone (optional)').fill('+20 100 123 4567');
  await page.getByLabel('Nationality (optional)').selectOption('Lebanese');
  await page.getByLabel('Special requests (optional)').fill('Late arrival, around 11 PM.');
  await fillGuest(page, guest);

  // A refresh on the review keeps everything: the step in the URL, the details in this tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expect(page.getByText(guest.email)).toBeVisible();
  await expect(page.getByText('Lebanese')).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('$255.00');

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?token=[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(
    page.getByText("We've received your reservation. Check your email for confirmation."),
  ).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(/^WEB-/);
  await expect(page.getByText('$255.00')).toBeVisible();
  // The guest knows the suite by its public name; the room's own name stays with the staff.
  await expect(page.getByText('Garden Studio')).toBeVisible();
  await expect(page.getByText('Z-101')).toHaveCount(0);
  // Nothing personal in the address bar.
  expect(page.url()).not.toContain('lina');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Our Suites' })).toBeVisible();
  // The address reads the booking back: a reload shows it again from the server.
  await page.reload();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  // Any other address is "not found": neither a summary it carries nor a guessed secret.
  for (const address of [
    '/booking-confirmation?reference=WEB-1&suite=Royal%20Suite&nights=9&total=100',
    `/booking-confirmation?token=${'A'.repeat(43)}`,
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await expect(page.getByText('Royal Suite')).toHaveCount(0);
    await expect(page.getByTestId('booking-reference')).toHaveCount(0);
  }

  // Staff see it at once, as a confirmed website booking at the server's price.
  const rows = await staffSearch(browser, reference);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    bookingReference: reference,
    guestNames: [guest.name],
    checkInDate: checkIn,
    checkOutDate: checkOut,
    nights: 3,
    source: 'Direct Website',
  });

  // The guest's confirmation and the staff notifications went through the outbox.
  await expect
    .poll(() => mailsMentioning(reference).length, { timeout: 15_000 })
    .toBeGreaterThan(1);
  const mails = mailsMentioning(reference);
  expect(mails.some((mail) => mail.includes(`To: ${guest.email}`))).toBe(true);
  expect(mails.some((mail) => mail.includes(`To: ${DEMO_ADMIN.email}`))).toBe(true);
});

test('dates booked a moment ago are refused with a clear message, and the guest picks again', async ({
  browser,
}) => {
  const checkIn = inDays(230);
  const checkOut = inDays(232);
  const url = `/book?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`;
  const first = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const second = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();

  // Both guests reach the review of the same suite and dates.
  for (const [page, name] of [
    [firstPage, 'Karim Mansour'],
    [secondPage, 'Sofia Rossi'],
  ] as const) {
    await page.goto(url);
    await chooseSuite(page, 'Z-102');
    await fillGuest(page, { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` });
  }

  await firstPage.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(firstPage.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  const taken =
    'Sorry — those dates were just booked for this suite. Please choose other dates or another suite.';
  await secondPage.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(secondPage.getByText('Booking Failed')).toBeVisible();
  // Back on step 1 with the message, and the suite is no longer offered for those dates.
  await expect(secondPage.getByRole('alert').filter({ hasText: taken })).toBeVisible();
  await expect(secondPage.getByRole('heading', { name: 'Choose your suite' })).toBeVisible();
  await expect(secondPage).not.toHaveURL(/step=|suite=/);
  await expect(await suiteRadio(secondPage, 'Z-101')).toBeVisible();
  await expect(await suiteRadio(secondPage, 'Z-102')).toHaveCount(0);

  // Another suite, and step 2 still has the guest's details.
  await chooseSuite(secondPage, 'Z-101');
  await expect(secondPage.getByLabel('Lead guest (full name)')).toHaveValue('Sofia Rossi');
  await secondPage.getByRole('button', { name: 'Review your booking' }).click();
  await secondPage.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(secondPage.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  await first.close();
  await second.close();
});

test('the wizard explains what is missing', async ({ page }) => {
  await page.goto('/book');
  await expect(page.getByRole('heading', { name: 'Choose your suite' })).toBeVisible();
  await expect(page.getByText('Choose your dates to see the suites')).toBeVisible();

  // Step 1 continues only with both dates and a suite; the calendar says what is missing.
  await expect(page.locator('[data-slot="calendar"]')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to guest details' }).click();
  await expect(
    page.getByText('Choose your check-in and check-out dates on the calendar.'),
  ).toBeVisible();

  // Step 2 needs a guest name and an e-mail; the messages sit under their fields.
  await page.goto(`/book?checkIn=${inDays(260)}&checkOut=${inDays(262)}&guests=2`);
  await chooseSuite(page, 'Z-103');
  await page.getByRole('button', { name: 'Review your booking' }).click();
  await expect(page.getByText('Please enter at least one guest name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/step=2/);

  await page.getByLabel('Lead guest (full name)').fill('Omar Said');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Review your booking' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter at least one guest name')).toHaveCount(0);

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your suite' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to guest details' }).click();
  await expect(page.getByLabel('Lead guest (full name)')).toHaveValue('Omar Said');
});

test('signed-in staff who open the site root go to the back office', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
});
