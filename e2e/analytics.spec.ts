import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AnalyticsPeriod, periodRange } from '../packages/domain/src/analytics';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { seriousViolations } from './axe';
import { downloadedCsv } from './csv';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const MANAGER = 'manager@zamaleksuites.com';
const DIR = 'e2e/.screenshots';

/** The property's today (Cairo), as the server and the page compute it. */
const today = todayIn('Africa/Cairo', new Date());
/** This calendar month, what the page opens on. */
const MONTH = periodRange('month', today);

interface Range {
  from: string;
  to: string;
}

interface Overview {
  range: Range;
  days: number;
  units: number;
  availableRoomNights: number;
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
  nights: number;
  bookings: number;
  revenueCents: number;
  occupancyRate: number;
}

interface RoomReport {
  rows: RoomRow[];
  total: { nights: number; bookings: number; revenueCents: number; occupancyRate: number };
}

interface GuestReport {
  rows: { guestName: string; nights: number; revenueCents: number }[];
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
/** "$1,234.56" (or a CSV's "1234.56") back to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const integer = (text: string) => Number(text.replace(/[,\s]/g, ''));
const lastDayOf = (range: Range) => addDaysIso(range.to, -1);
/** "Dec 01, 2026 – Dec 31, 2026", as the page writes a range. */
const datesOf = (range: Range) => `${shortDate(range.from)} – ${shortDate(lastDayOf(range))}`;
const monthName = (range: Range) =>
  new Date(`${range.from}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A tRPC query straight to the server with the page's cookies (superjson envelope). */
async function query<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  expect(response.status(), `${path} answers`).toBe(200);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

const overviewFor = (page: Page, range: Range) =>
  query<Overview>(page, 'analytics.overview', range);
const overviewOf = (page: Page, period: AnalyticsPeriod) =>
  overviewFor(page, periodRange(period, today));

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

interface LandlordsFigures {
  months: number;
  landlords: { name: string; shareMinor: number; pendingMonths: number; owedMinor: number }[];
  total: { shareMinor: number; expensesMinor: number; payoutsMinor: number; owedMinor: number };
  operator: { issuedMonths: number; partMinor: number };
}

const landlordsOf = (page: Page, period: AnalyticsPeriod) =>
  query<LandlordsFigures>(page, 'analytics.landlords', periodRange(period, today));

/** The Landlords card shows the server's figures: per landlord, totals, the operator's part. */
async function expectLandlords(page: Page, o: LandlordsFigures) {
  const landlords = card(page, 'landlords');
  await expect(landlords.getByRole('heading', { name: 'Landlords' })).toBeVisible();
  if (o.landlords.length === 0) {
    await expect(landlords.getByTestId('landlords-none')).toBeVisible();
    return;
  }
  const rows = landlords.getByTestId('landlords-row');
  await expect(rows).toHaveCount(o.landlords.length);
  for (const [index, landlord] of o.landlords.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('rowheader')).toContainText(landlord.name);
    await expect(row.getByTestId('landlord-share')).toHaveText(money(landlord.shareMinor));
    const pending = row.getByTestId('landlord-pending');
    if (landlord.pendingMonths > 0) {
      await expect(pending).toHaveText(
        `${landlord.pendingMonths} month${landlord.pendingMonths === 1 ? '' : 's'} not yet issued`,
      );
    } else {
      await expect(pending).toHaveCount(0);
    }
  }
  await expect(landlords.getByTestId('landlords-total-share')).toHaveText(
    money(o.total.shareMinor),
  );
  await expect(landlords.getByTestId('landlords-total-owed')).toHaveText(money(o.total.owedMinor));
  if (o.months > 0 && o.operator.issuedMonths > 0) {
    await expect(landlords.getByTestId('operator-part-value')).toHaveText(
      money(o.operator.partMinor),
    );
  }
}

async function textOf(locator: Locator): Promise<string> {
  // What is shown: cells also hold phone-only lines, hidden on a wide screen.
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, not the DOM's
  return (await locator.innerText()).trim();
}

async function openAnalytics(page: Page, path = '/analytics') {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page).toHaveTitle('Analytics · Zamalek Suites');
}

const rangeLine = (page: Page) => page.getByTestId('analytics-range');
const periodName = (page: Page) => page.getByTestId('analytics-period');
const roomTable = (page: Page) => page.getByRole('table', { name: 'Revenue by Room' });
const guestTable = (page: Page) => page.getByRole('table', { name: 'Revenue by Guests' });
const sourceTable = (page: Page) => page.getByRole('table', { name: 'Revenue by Source' });

/**
 * Every report on the page shows the server's figures for `range`: the line and the cards, the
 * chart (one point per day up to two months), Revenue by Source, by Room and by Guests, whose
 * stays add up to the cards' revenue.
 */
async function expectEveryReport(page: Page, range: Range) {
  const o = await overviewFor(page, range);
  await expect(rangeLine(page)).toContainText(datesOf(range));
  await expect(rangeLine(page)).toContainText(`${count(o.days)} days, ${o.units} rooms`);
  await expectCards(page, o);
  if (o.days <= 62) {
    await expect(
      page.getByRole('img', { name: new RegExp(`per day, ${o.days} days`) }),
    ).toBeVisible();
  }
  await expect(sourceTable(page).getByTestId('source-total').getByRole('cell').nth(2)).toHaveText(
    money(o.revenueCents),
    { useInnerText: true },
  );

  const rooms = await query<RoomReport>(page, 'analytics.byRoom', range);
  const roomTotal = roomTable(page).getByTestId('room-total').getByRole('cell');
  await expect(roomTotal.nth(3)).toHaveText(count(rooms.total.nights), { useInnerText: true });
  await expect(roomTotal.nth(4)).toContainText(percent(rooms.total.occupancyRate));
  await expect(roomTotal.nth(5)).toHaveText(count(rooms.total.bookings), { useInnerText: true });
  await expect(roomTotal.nth(6)).toHaveText(money(rooms.total.revenueCents), {
    useInnerText: true,
  });

  const guests = await query<GuestReport>(page, 'analytics.byGuest', range);
  if (guests.rows.length === 0) {
    await expect(guestTable(page)).toContainText('No guest data for this period');
  } else {
    const stays = guests.rows.reduce((sum, row) => sum + row.revenueCents, 0);
    expect(stays, 'the stays of the guest report add up to the revenue card').toBe(o.revenueCents);
    const guestTotal = guestTable(page).getByTestId('guest-total').getByRole('cell');
    await expect(guestTotal.nth(3)).toHaveText(money(stays), { useInnerText: true });
    await expect(guestTotal.nth(1)).toHaveText(count(o.bookedNights), { useInnerText: true });
  }
}

test('an admin sees the period figures the server computes, consistent with each other', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAnalytics(page);

  // Month is the default tab: this calendar month, 1st to last day.
  const month = await overviewOf(page, 'month');
  expect(month.range).toEqual(MONTH);
  expect(month.range.from).toBe(`${today.slice(0, 7)}-01`);
  expect(month.bookings, 'the demo data has stays this month').toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  await expect(periodName(page)).toHaveText(monthName(MONTH));
  const range = rangeLine(page);
  await expect(range).toContainText(datesOf(MONTH));
  await expect(range).toContainText(`${month.days} days, ${month.units} rooms`);
  await expectCards(page, month);
  await expect(card(page, 'occupancy')).toContainText(
    `${count(month.bookedNights)} of ${count(month.availableRoomNights)} room-nights booked`,
  );

  // Direct + Indirect = Total Bookings, as shown.
  const direct = integer(await textOf(page.getByTestId('sources-direct-count')));
  const indirect = integer(await textOf(page.getByTestId('sources-indirect-count')));
  expect(direct + indirect).toBe(integer(await textOf(cardValue(page, 'bookings'))));

  // The Landlords card: the landlords' issued statements for the period, not a percentage.
  await expectLandlords(page, await landlordsOf(page, 'month'));
  await expect(card(page, 'landlords').getByRole('link', { name: 'Statements' })).toHaveAttribute(
    'href',
    '/landlords',
  );

  // Revenue by Source: Direct + Booking.com rows add up to the total, which is the card's revenue.
  const sources = sourceTable(page);
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
  await expect(dialog).toContainText(datesOf(MONTH));
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
  const chart = page.getByRole('img', {
    name: new RegExp(`Occupancy and revenue per day, ${month.days} days`),
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg')).toBeVisible();

  // Other tabs: the calendar period holding today, the same figures for it.
  for (const [tab, period] of [
    ['Week', 'week'],
    ['Quarter', 'quarter'],
    ['Year', 'year'],
  ] as const) {
    const expected = await overviewOf(page, period);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]period=${period}(&|$)`));
    await expect(range).toContainText(datesOf(expected.range));
    await expectCards(page, expected);
    await expectLandlords(page, await landlordsOf(page, period));
  }
  await expect(periodName(page)).toHaveText(today.slice(0, 4));
  // A quarter is longer than two months: the chart sums it per 7 days.
  const quarter = periodRange('quarter', today);
  await page.getByRole('tab', { name: 'Quarter' }).click();
  await expect(periodName(page)).toHaveText(
    `Q${Math.floor((Number(quarter.from.slice(5, 7)) - 1) / 3) + 1} ${quarter.from.slice(0, 4)}`,
  );
  const weeks = Math.ceil((Date.parse(quarter.to) - Date.parse(quarter.from)) / (7 * 86_400_000));
  await expect(
    page.getByRole('img', { name: new RegExp(`per week, ${weeks} weeks`) }),
  ).toBeVisible();

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
  await expect(page).toHaveURL(new RegExp(`from=${first}&until=${today}`));
  await expect(page.getByText('Custom range', { exact: true })).toBeVisible();
  await expect(range).toContainText(`${shortDate(first)} – ${shortDate(today)}`);
  const custom = await overviewFor(page, { from: first, to: addDaysIso(today, 1) });
  expect(custom.days).toBe(11);
  await expectCards(page, custom);
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
  // Reloaded, the address keeps the range.
  await page.reload();
  await expect(range).toContainText(`${shortDate(first)} – ${shortDate(today)}`);
  await expectCards(page, custom);
});

test('choosing Month shows this calendar month in every report; the address keeps the period', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAnalytics(page, '/analytics?period=week');
  await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
  const week = periodRange('week', today);
  await expectEveryReport(page, week);

  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(page).toHaveURL(/[?&]period=month(&|$)/);
  await expect(periodName(page)).toHaveText(monthName(MONTH));
  await expect(page.getByRole('button', { name: 'This month' })).toBeDisabled();
  await expectEveryReport(page, MONTH);

  // Next month: a whole calendar month again, in every report; a reload keeps it.
  const next = periodRange('month', today, 1);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${next.from}`));
  await expect(periodName(page)).toHaveText(monthName(next));
  await expectEveryReport(page, next);
  await page.reload();
  await expect(periodName(page)).toHaveText(monthName(next));
  await expectEveryReport(page, next);

  // Back to this month, then the one before.
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(periodName(page)).toHaveText(monthName(MONTH));
  const previous = periodRange('month', today, -1);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(periodName(page)).toHaveText(monthName(previous));
  await expectEveryReport(page, previous);
});

/** Saves one report's CSV through its button; the file's name and records. */
async function exportCsv(page: Page, title: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export CSV: ${title}` }).click();
  const file = await download;
  return { name: file.suggestedFilename(), records: await downloadedCsv(file) };
}

test("each report's CSV holds the figures on screen, named by the period", async ({ page }) => {
  test.setTimeout(90_000);
  await openAnalytics(page);
  const month = await overviewOf(page, 'month');
  await expectCards(page, month);
  const suffix = `_${MONTH.from}_${lastDayOf(MONTH)}.csv`;

  // The summary: every card, and the landlords' figures as the card shows them.
  const summary = await exportCsv(page, 'Summary figures');
  expect(summary.name).toBe(`analytics-summary${suffix}`);
  await expect(page.getByText('Summary figures exported')).toBeVisible();
  const figures = new Map(summary.records.map(([figure = '', value = '']) => [figure, value]));
  expect(figures.get('First day')).toBe(MONTH.from);
  expect(figures.get('Last day')).toBe(lastDayOf(MONTH));
  const shownMoney = async (locator: Locator) => cents(await textOf(locator));
  expect(`${figures.get('Occupancy Rate (%)')}%`).toBe(await textOf(cardValue(page, 'occupancy')));
  for (const [figure, id] of [
    ['Total Bookings', 'bookings'],
    ['Guests', 'guests'],
  ] as const) {
    expect(Number(figures.get(figure)), figure).toBe(integer(await textOf(cardValue(page, id))));
  }
  for (const [figure, locator] of [
    ['ADR (USD)', cardValue(page, 'adr')],
    ['RevPAR (USD)', cardValue(page, 'revpar')],
    ['Total Revenue (USD)', cardValue(page, 'revenue')],
    ['Net Revenue (USD)', cardValue(page, 'net')],
    ['Commission Paid (USD)', cardValue(page, 'commission')],
    ['Commission Paid, Direct (USD)', page.getByTestId('commission-direct')],
    ['Commission Paid, Booking.com (USD)', page.getByTestId('commission-booking-com')],
  ] as const) {
    expect(cents(figures.get(figure) ?? ''), figure).toBe(await shownMoney(locator));
  }
  expect(figures.has('Landlord Percentage (%)')).toBe(false);
  const landlords = await landlordsOf(page, 'month');
  expect(figures.get('Whole months in the period')).toBe('1');
  expect(cents(figures.get('Landlords: share issued (USD)') ?? '')).toBe(
    landlords.total.shareMinor,
  );
  expect(cents(figures.get('Landlords: owed now (USD)') ?? '')).toBe(landlords.total.owedMinor);
  for (const landlord of landlords.landlords) {
    const name = `Landlord ${landlord.name}`;
    expect(cents(figures.get(`${name}: share issued (USD)`) ?? '')).toBe(landlord.shareMinor);
    expect(figures.get(`${name}: months not yet issued`)).toBe(String(landlord.pendingMonths));
  }

  // The chart, night by night: the chart's own figures (one point per day for a month).
  const daily = await exportCsv(page, 'Occupancy and Revenue');
  expect(daily.name).toBe(`occupancy-and-revenue${suffix}`);
  const [dailyHeader, ...nights] = daily.records;
  expect(dailyHeader).toEqual(['Date', 'Booked rooms', 'Occupancy (%)', 'Revenue (USD)']);
  expect(nights.map((night) => night[0])).toEqual(
    Array.from({ length: month.days }, (_, index) => addDaysIso(MONTH.from, index)),
  );
  const points = page.locator('figure table.sr-only tbody tr');
  await expect(points).toHaveCount(month.days);
  const shownPoints = await points.evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  expect(nights.map((night) => [`${night[2]}%`, cents(night[3] ?? '')])).toEqual(
    shownPoints.map(([occupancy = '', revenue = '']) => [occupancy, cents(revenue)]),
  );

  // Revenue by Source: the table's rows (Direct, its sources, Booking.com, Total).
  const sources = await exportCsv(page, 'Revenue by Source');
  expect(sources.name).toBe(`revenue-by-source${suffix}`);
  const sourceRow = async (testId: string) =>
    (await sourceTable(page).getByTestId(testId).getByRole('cell').allInnerTexts()).map((text) =>
      text.trim(),
    );
  const csvRow = (name: string, kind: string) =>
    sources.records.find((record) => record[0] === name && record[1] === kind);
  for (const [name, kind, testId] of [
    ['Direct', 'Group', 'source-direct'],
    ['Booking.com', 'Group', 'source-booking-com'],
    ['Total', 'Total', 'source-total'],
  ] as const) {
    if ((await sourceTable(page).getByTestId(testId).count()) === 0) continue;
    const [bookings = '', nightsShown = '', revenue = '', share = '', commission = '', net = ''] =
      await sourceRow(testId);
    const record = csvRow(name, kind);
    expect(record, name).toBeDefined();
    expect(record?.slice(2), name).toEqual([
      String(integer(bookings)),
      String(integer(nightsShown)),
      (cents(revenue) / 100).toFixed(2),
      share.replace('%', ''),
      (cents(commission) / 100).toFixed(2),
      (cents(net) / 100).toFixed(2),
    ]);
  }

  // Revenue by Room: each room's nights, occupancy, bookings and revenue as in the table.
  const rooms = await exportCsv(page, 'Revenue by Room');
  expect(rooms.name).toBe(`revenue-by-room${suffix}`);
  await expect(page.getByText('Revenue by Room exported')).toBeVisible();
  const [roomHeader, ...roomRecords] = rooms.records;
  expect(roomHeader).toEqual([
    'Room ID',
    'Room Type',
    'Area (m²)',
    'Terrace (m²)',
    'Nights',
    'Occupancy (%)',
    'Number of Bookings',
    'Revenue (USD)',
  ]);
  const roomRows = roomTable(page).locator('tbody tr');
  await expect(roomRows).toHaveCount(roomRecords.length - 1);
  const shownRooms = await roomTable(page)
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) =>
          // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not phone-only lines
          (cell as HTMLElement).innerText.trim(),
        );
        const head = row.querySelector('th');
        return [head?.firstChild?.textContent?.trim() ?? '', ...cells];
      }),
    );
  expect(
    roomRecords.map(([name, , , , nightsSold, occupancy, bookings, revenue]) => [
      name,
      nightsSold,
      `${occupancy}%`,
      bookings,
      cents(revenue ?? ''),
    ]),
  ).toEqual(
    shownRooms.map(([name, , , , nightsSold = '', occupancy = '', bookings = '', revenue = '']) => [
      name,
      String(integer(nightsSold)),
      occupancy
        .split('\n')[0]
        ?.replace(/\s*\(.*$/, '')
        .trim(),
      String(integer(bookings)),
      cents(revenue),
    ]),
  );

  // Revenue by Guests: the same stays with the same nights and totals.
  const guests = await exportCsv(page, 'Revenue by Guests');
  expect(guests.name).toBe(`revenue-by-guests${suffix}`);
  const [guestHeader, ...guestRecords] = guests.records;
  expect(guestHeader).toEqual([
    'Guest Name',
    'Room ID',
    'Nationality',
    'Total Nights',
    'Price per Night (USD)',
    'Total (USD)',
  ]);
  const stayRecords = guestRecords.slice(0, -1);
  const shownGuests = await guestTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const name = row.querySelector('th span')?.textContent?.trim() ?? '';
        // The first text of a cell: what a wide screen shows, without the phone-only lines.
        const cells = [...row.querySelectorAll('td')].map(
          (cell) => cell.firstChild?.textContent ?? '',
        );
        return [name, cells[2] ?? '', cells[4] ?? ''];
      }),
    );
  const tuple = (name: string, nightsSold: string, total: string) =>
    `${name}|${integer(nightsSold)}|${cents(total)}`;
  expect(
    stayRecords
      .map(([name = '', , , nightsSold = '', , total = '']) => tuple(name, nightsSold, total))
      .sort(),
  ).toEqual(
    shownGuests
      .map(([name = '', nightsSold = '', total = '']) => tuple(name, nightsSold, total))
      .sort(),
  );
  expect(guestRecords.at(-1)?.[0]).toBe('Total');
  expect(cents(guestRecords.at(-1)?.[5] ?? '')).toBe(month.revenueCents);

  // A failed download says so.
  await page.route('**/api/analytics/guests.csv**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.getByRole('button', { name: 'Export CSV: Revenue by Guests' }).click();
  await expect(page.getByText('Failed to export Revenue by Guests')).toBeVisible();
});

test('the room and guest reports: nights, colour bands with text, totals, sorting and filter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAnalytics(page);

  const rooms = await query<RoomReport>(page, 'analytics.byRoom', MONTH);
  const table = roomTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(
    [
      'Room ID',
      'Room Type',
      'Area',
      'Terrace',
      'Nights',
      'Occupancy',
      'Number of Bookings',
      'Revenue',
    ],
    { useInnerText: true },
  );
  await expect(table.locator('tbody tr')).toHaveCount(rooms.rows.length);
  const sold = rooms.rows.find((row) => row.nights > 0);
  expect(sold, 'a demo room has nights this month').toBeDefined();
  if (sold) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: sold.name }) });
    await expect(row.getByRole('cell').nth(3)).toHaveText(count(sold.nights));
  }
  // Occupancy bands carry an icon and words, not colour alone.
  const badge = table.locator('tbody [data-band]').first();
  await expect(badge.locator('svg')).toHaveCount(1);
  await expect(badge).toContainText(/\d+\.\d%\s*\((high|medium|low) occupancy\)/);

  // Revenue by Guests: sortable, filterable by nationality.
  const guests = guestTable(page);
  await expect(guests.locator('tbody tr').first()).toBeVisible();
  const nameHeader = guests.getByRole('columnheader', { name: 'Guest Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const names = await guests.locator('tbody th > span:first-child').allTextContents();
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
  );
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  const totalHeader = guests.getByRole('columnheader', { name: 'Total', exact: true });
  await totalHeader.getByRole('button').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  const totals = (await guests.locator('tbody tr td:last-child').allInnerTexts()).map(cents);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  await page.getByRole('combobox', { name: 'Nationality' }).click();
  const option = page.getByRole('option').nth(1);
  const nationality = (await textOf(option)) || 'Egyptian';
  await option.click();
  await expect(page.getByRole('combobox', { name: 'Nationality' })).toHaveText(nationality);
  const column = guests.locator('tbody tr td:nth-of-type(2)');
  await expect(column.first()).toHaveText(nationality);
  for (const cell of await column.allTextContents()) expect(cell).toBe(nationality);
  // The export keeps the filter.
  const filtered = await exportCsv(page, 'Revenue by Guests');
  const stays = filtered.records.slice(1, -1);
  expect(stays.length).toBe(await column.count());
  for (const record of stays) expect(record[2]).toBe(nationality);

  // A period without stays says so.
  await page.goto('/analytics?from=2019-01-01&until=2019-01-31');
  await expect(rangeLine(page)).toContainText('Jan 01, 2019 – Jan 31, 2019');
  await expect(guestTable(page)).toContainText('No guest data for this period');
  await expect(roomTable(page).getByTestId('room-total').getByRole('cell').nth(3)).toHaveText('0');
});

for (const width of [1280, 1024, 375] as const) {
  test(`analytics at ${width}px: fits, no serious accessibility violation, screenshots`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await openAnalytics(page);
    await expect(page.getByRole('img', { name: /Occupancy and revenue per day/ })).toBeVisible();
    await expect(roomTable(page)).toBeVisible();
    await expect(guestTable(page).locator('tbody tr').first()).toBeVisible();
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
    expect(await seriousViolations(page)).toEqual([]);
    await picture(page, { path: `${DIR}/analytics-${width}.png`, fullPage: true });

    await page.getByTestId('sources-direct').click();
    await expect(page.getByRole('dialog', { name: 'Direct Booking Sources' })).toBeVisible();
    await picture(page, { path: `${DIR}/analytics-direct-${width}.png` });
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
  const csv = await page.request.get(`/api/analytics/rooms.csv?from=${MONTH.from}&to=${MONTH.to}`);
  expect(csv.status()).toBe(403);
});
