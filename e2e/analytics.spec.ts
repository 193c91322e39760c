import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AnalyticsPeriod, periodRange } from '../packages/domain/src/analytics';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { DEMO_ADMIN, signIn } from './helpers';

const MANAGER = 'manager@zamaleksuites.com';
const DIR = 'e2e/.screenshots';

/** The property's today (Cairo), as the server and the page compute it. */
const today = todayIn('Africa/Cairo');

interface Overview {
  range: { from: string; to: string };
  days: number;
  units: number;
  bookings: number;
  bookedNights: number;
  guests: number;
  revenueCents: number;
  netCents: number;
  commissionCents: number;
  directBookings: number;
  bookingComBookings: number;
  directCommissionCents: number;
  bookingComCommissionCents: number;
  occupancyRate: number;
  adrCents: number;
  revPARCents: number;
  bySource: { source: string; isBookingCom: boolean; bookings: number; revenueCents: number }[];
  daily: { date: string }[];
}

interface RoomRow {
  name: string;
  bookings: number;
  revenueCents: number;
}

// How people read numbers, written out here rather than taken from the page's code.
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
const percent = (rate: number) =>
  `${rate.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const count = (value: number) => value.toLocaleString('en-US');
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** "$1,234.56" back to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const integer = (text: string) => Number(text.replace(/[,\s]/g, ''));

/** A tRPC query straight to the server with the page's cookies (superjson envelope). */
async function query<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  expect(response.status(), `${path} answers`).toBe(200);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

const overviewOf = (page: Page, period: AnalyticsPeriod) =>
  query<Overview>(page, 'analytics.overview', periodRange(period, today));

const card = (page: Page, id: string) => page.getByTestId(`card-${id}`);
const cardValue = (page: Page, id: string) => card(page, id).getByTestId('value');

/** Every card shows the server's figure for the period, formatted as people expect. */
async function expectCards(page: Page, o: Overview) {
  await expect(cardValue(page, 'occupancy')).toHaveText(percent(o.occupancyRate));
  await expect(cardValue(page, 'bookings')).toHaveText(count(o.bookings));
  await expect(cardValue(page, 'guests')).toHaveText(count(o.guests));
  await expect(page.getByTestId('sources-direct-count')).toHaveText(count(o.directBookings));
  await expect(page.getByTestId('sources-indirect-count')).toHaveText(count(o.bookingComBookings));
  const share = (part: number) => percent(o.bookings > 0 ? (part / o.bookings) * 100 : 0);
  await expect(page.getByTestId('sources-direct-share')).toHaveText(`(${share(o.directBookings)})`);
  await expect(page.getByTestId('sources-indirect-share')).toHaveText(
    `(${share(o.bookingComBookings)})`,
  );
  await expect(cardValue(page, 'adr')).toHaveText(money(o.adrCents));
  await expect(cardValue(page, 'revpar')).toHaveText(money(o.revPARCents));
  await expect(cardValue(page, 'revenue')).toHaveText(money(o.revenueCents));
  await expect(cardValue(page, 'net')).toHaveText(money(o.netCents));
  await expect(cardValue(page, 'commission')).toHaveText(money(o.commissionCents));
  await expect(page.getByTestId('commission-direct')).toHaveText(money(o.directCommissionCents));
  await expect(page.getByTestId('commission-booking-com')).toHaveText(
    money(o.bookingComCommissionCents),
  );
}

async function textOf(locator: Locator): Promise<string> {
  // What is shown: cells also hold phone-only lines, hidden on a wide screen.
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, not the DOM's
  return (await locator.innerText()).trim();
}

async function openAnalytics(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page).toHaveTitle('Analytics · Zamalek Suites');
}

test('an admin sees the period figures the server computes, consistent with each other', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAnalytics(page);

  // Month is the default tab: the last 30 days through today.
  const month = await overviewOf(page, 'month');
  expect(month.days).toBe(30);
  expect(month.bookings, 'the demo data has stays this month').toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  const range = page.getByTestId('analytics-range');
  await expect(range).toContainText('Last 30 days');
  await expect(range).toContainText(
    `${shortDate(month.range.from)} – ${shortDate(addDaysIso(month.range.to, -1))}`,
  );
  await expect(range).toContainText(`30 days, ${month.units} rooms`);
  await expectCards(page, month);

  // Direct + Indirect = Total Bookings, as shown.
  const direct = integer(await textOf(page.getByTestId('sources-direct-count')));
  const indirect = integer(await textOf(page.getByTestId('sources-indirect-count')));
  expect(direct + indirect).toBe(integer(await textOf(cardValue(page, 'bookings'))));

  // The landlord slider: 70 % by default; keys move it by 1; both shares add up to the revenue.
  const slider = page.getByRole('slider', { name: 'Landlord percentage' });
  await expect(slider).toHaveAttribute('aria-valuenow', '70');
  const revenue = cents(await textOf(cardValue(page, 'revenue')));
  const landlord = page.getByTestId('landlord-share');
  const product = page.getByTestId('product-share');
  await expect(landlord).toHaveText(money(Math.round((revenue * 70) / 100)));
  await slider.focus();
  for (let i = 0; i < 7; i++) await slider.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '63');
  await expect(page.getByTestId('landlord-percent')).toHaveText('63%');
  await expect(landlord).toHaveText(money(Math.round((revenue * 63) / 100)));
  expect(cents(await textOf(landlord)) + cents(await textOf(product))).toBe(revenue);
  await slider.press('End');
  await expect(product).toHaveText('$0.00');
  await expect(landlord).toHaveText(money(revenue));

  // Revenue by Source: Direct + Booking.com rows add up to the total, which is the card's revenue.
  const sources = page.getByRole('table', { name: 'Revenue by Source' });
  const revenueCell = (row: Locator) => row.getByRole('cell').nth(2);
  const total = cents(await textOf(revenueCell(sources.getByTestId('source-total'))));
  expect(total).toBe(month.revenueCents);
  const directRow = sources.getByTestId('source-direct');
  const bookingComRow = sources.getByTestId('source-booking-com');
  const parts =
    ((await directRow.count()) ? cents(await textOf(revenueCell(directRow))) : 0) +
    ((await bookingComRow.count()) ? cents(await textOf(revenueCell(bookingComRow))) : 0);
  expect(parts).toBe(total);
  // The Direct group expands into its sources.
  const directSources = month.bySource.filter((row) => !row.isBookingCom);
  if (directSources.length > 0) {
    const toggle = directRow.getByRole('button', { name: /Direct/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const row of directSources) {
      await expect(sources.getByRole('rowheader', { name: row.source, exact: true })).toBeVisible();
    }
  }

  // Direct opens its dialog: one row per direct source and a total of the direct bookings.
  await page.getByTestId('sources-direct').click();
  const dialog = page.getByRole('dialog', { name: 'Direct Booking Sources' });
  await expect(dialog).toBeVisible();
  if (month.directBookings > 0) {
    const totalRow = dialog.getByRole('row', { name: /^Total/ });
    await expect(totalRow.getByRole('cell').first()).toHaveText(count(month.directBookings));
    await expect(dialog.getByRole('row')).toHaveCount(directSources.length + 2);
  } else {
    await expect(dialog).toContainText('No direct booking sources found for this period');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The chart is there, described for screen readers, one point per day of the month.
  const chart = page.getByRole('img', { name: /Occupancy and revenue per day, 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg')).toBeVisible();

  // Other tabs: the same figures for their ranges. The slider keeps its place.
  for (const [tab, period] of [
    ['Week', 'week'],
    ['Quarter', 'quarter'],
    ['YTD', 'ytd'],
  ] as const) {
    const expected = await overviewOf(page, period);
    await page.getByRole('tab', { name: tab }).click();
    await expect(range).toContainText(
      `${shortDate(expected.range.from)} – ${shortDate(addDaysIso(expected.range.to, -1))}`,
    );
    await expectCards(page, expected);
    await expect(landlord).toHaveText(money(expected.revenueCents));
  }
  // A quarter is longer than two months: the chart sums it per week.
  await page.getByRole('tab', { name: 'Quarter' }).click();
  await expect(page.getByRole('img', { name: /per week, 13 weeks/ })).toBeVisible();

  // A custom range: pick the first and last day in the calendar.
  const first = addDaysIso(today, -10);
  await page.getByRole('button', { name: /^Custom date range/ }).click();
  const popover = page.locator('[data-slot="popover-content"]');
  // The picker opens on today's month: ten days back may be in the month before.
  const pick = async (date: string) => {
    const cell = popover.locator(`[data-day="${date}"]`).first();
    if ((await cell.count()) === 0) {
      const back = date < today;
      await popover
        .getByRole('button', { name: back ? 'Go to the Previous Month' : 'Go to the Next Month' })
        .click();
    }
    await cell.click();
  };
  await pick(first);
  await pick(today);
  await expect(popover).toHaveCount(0);
  await expect(range).toContainText(`Custom range · ${shortDate(first)} – ${shortDate(today)}`);
  const custom = await query<Overview>(page, 'analytics.overview', {
    from: first,
    to: addDaysIso(today, 1),
  });
  expect(custom.days).toBe(11);
  await expectCards(page, custom);
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
});

test('the room and guest reports: own dates, colour bands with text, totals, sorting and filter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAnalytics(page);

  // Both default to the first day of last month through today.
  const d = new Date(`${today}T00:00:00Z`);
  const firstOfLastMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 10);
  const reportRange = { from: firstOfLastMonth, to: addDaysIso(today, 1) };
  const label = `${shortDate(firstOfLastMonth)} – ${shortDate(today)}`;
  await expect(page.getByRole('button', { name: `Revenue by Room dates: ${label}` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Revenue by Guests dates: ${label}` }),
  ).toBeVisible();

  const rooms = await query<RoomRow[]>(page, 'analytics.byRoom', reportRange);
  const roomTable = page.getByRole('table', { name: 'Revenue by Room' });
  await expect(roomTable.getByRole('columnheader')).toHaveText(
    ['Room ID', 'Room Type', 'Area', 'Terrace', 'Occupancy', 'Number of Bookings', 'Revenue'],
    { useInnerText: true },
  );
  await expect(roomTable.locator('tbody tr')).toHaveCount(rooms.length);
  const roomTotal = roomTable.getByTestId('room-total');
  await expect(roomTotal.getByRole('cell').nth(4)).toHaveText(
    count(rooms.reduce((sum, row) => sum + row.bookings, 0)),
    { useInnerText: true },
  );
  await expect(roomTotal.getByRole('cell').nth(5)).toHaveText(
    money(rooms.reduce((sum, row) => sum + row.revenueCents, 0)),
    { useInnerText: true },
  );
  // Occupancy bands carry an icon and words, not colour alone.
  const badge = roomTable.locator('tbody [data-band]').first();
  await expect(badge.locator('svg')).toHaveCount(1);
  await expect(badge).toContainText(/\d+\.\d%\s*\((high|medium|low) occupancy\)/);

  // Revenue by Guests: sortable, filterable by nationality.
  const guestTable = page.getByRole('table', { name: 'Revenue by Guests' });
  await expect(guestTable.locator('tbody tr').first()).toBeVisible();
  const nameHeader = guestTable.getByRole('columnheader', { name: 'Guest Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const names = await guestTable.locator('tbody th > span:first-child').allTextContents();
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
  );
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  const totalHeader = guestTable.getByRole('columnheader', { name: 'Total', exact: true });
  await totalHeader.getByRole('button').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  const totals = (await guestTable.locator('tbody tr td:last-child').allInnerTexts()).map(cents);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  await page.getByRole('combobox', { name: 'Nationality' }).click();
  const option = page.getByRole('option').nth(1);
  const nationality = (await textOf(option)) || 'Egyptian';
  await option.click();
  await expect(page.getByRole('combobox', { name: 'Nationality' })).toHaveText(nationality);
  const column = guestTable.locator('tbody tr td:nth-of-type(2)');
  await expect(column.first()).toHaveText(nationality);
  for (const cell of await column.allTextContents()) expect(cell).toBe(nationality);

  // A range with no stays says so.
  await page.getByRole('button', { name: /^Revenue by Guests dates/ }).click();
  const popover = page.locator('[data-slot="popover-content"]');
  // Far back: the popover opens on the current range; step back a few years' worth of months.
  for (let i = 0; i < 3; i++) await popover.getByRole('button', { name: /previous/i }).click();
  const day = popover.locator('[data-day]:not([data-outside])').first();
  await day.click();
  await day.click();
  await expect(guestTable).toContainText('No guest data for this period');
});

for (const width of [1280, 375] as const) {
  test(`analytics screenshots at ${width}px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await openAnalytics(page);
    await expect(page.getByRole('img', { name: /Occupancy and revenue per day/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Revenue by Room' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Revenue by Guests' })).toBeVisible();
    // The page never scrolls sideways (wide tables scroll inside their own box).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (width < 640) {
      // On a phone the report tables fit too: their key figures need no sideways scrolling.
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll('main [data-slot="table-container"]')].map(
          (box) => box.scrollWidth - box.clientWidth,
        ),
      );
      expect(
        tables.every((extra) => extra <= 1),
        `table overflow ${tables.join(', ')}`,
      ).toBe(true);
    }
    await page.screenshot({ path: `${DIR}/analytics-${width}.png`, fullPage: true });

    await page.getByTestId('sources-direct').click();
    await expect(page.getByRole('dialog', { name: 'Direct Booking Sources' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/analytics-direct-${width}.png` });
  });
}

test('a manager is told /analytics is not for their role, and the server refuses the figures', async ({
  page,
}) => {
  await signIn(page, MANAGER, DEMO_ADMIN.password);
  await page.goto('/analytics');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No access to Analytics' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics', exact: true })).toHaveCount(
    0,
  );
  await page.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const response = await page.request.get(
    `/trpc/analytics.overview?input=${encodeURIComponent(
      JSON.stringify({ json: periodRange('month', today) }),
    )}`,
  );
  expect(response.status()).toBe(403);
});
