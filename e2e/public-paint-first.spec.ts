import { expect, type Page, test } from '@playwright/test';

// Pages paint their frame first: on a slow network the data layer and the API's answers arrive
// last, and until then the page shows its layout, its heading and a placeholder, never a blank
// page. The data layer is `src/lib/data-layer.tsx` (the providers, `data-layer-*.js`) and the
// libraries under it (TanStack Query, tRPC, superjson: `query-trpc-*.js`, apps/web/vite.config.ts).
test.use({ viewport: { width: 375, height: 812 } });

/** The data layer's providers and the libraries under them. */
const WHOLE_DATA_LAYER = /\/assets\/(?:data-layer|query-trpc)-[^/]+\.js$/;
/** The providers alone: back-office pages import TanStack Query themselves. */
const DATA_LAYER_PROVIDERS = /\/assets\/data-layer-[^/]+\.js$/;

/** Holds back that code and every API call until the returned function is called. */
async function holdDataLayer(page: Page, code: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: { continue: () => Promise<void> }) => {
    await released;
    await route.continue();
  };
  await page.route(code, hold);
  await page.route(/\/trpc\//, hold);
  return release;
}

/** The data layer's code files the page has asked for so far. */
function dataLayerRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (WHOLE_DATA_LAYER.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/**
 * Two nights in the month after next from the property's today (the specs' clock is the
 * server's), the calendar stepped on until it shows them: the browser keeps its own clock, so the
 * month it opens on may be another.
 */
async function pickStay(page: Page, nextMonth: string) {
  // A day of the shown month itself: a neighbour month's day at the edge moves the calendar.
  const day = (date: string) =>
    page.locator(`td:not([data-outside]) button[data-day="${date}"]:not([disabled])`).first();
  const month = inMonths(2);
  const [checkIn, checkOut] = [`${month}-10`, `${month}-12`];
  for (let step = 0; step < 8 && !(await day(checkIn).isVisible()); step++) {
    await page.getByRole('button', { name: nextMonth }).click();
  }
  await day(checkIn).click();
  await day(checkOut).click();
}

/** yyyy-MM, `months` after today's month. */
function inMonths(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** yyyy-MM-dd, `days` after today. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('/book shows step 1 without the data layer, and loads it once the guest starts choosing', async ({
  page,
}) => {
  const release = await holdDataLayer(page, WHOLE_DATA_LAYER);
  const asked = dataLayerRequests(page);
  const appStarted = page.waitForRequest(/\/trpc\/public\.today/);
  await page.goto('/book');

  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The wizard's first step needs nothing from the server: it is there at once, whole.
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).toBeVisible();
  await expect(page.locator('button[data-day]').first()).toBeVisible();
  await expect(page.getByLabel('Guests')).toHaveValue('2');
  await expect(page.getByText('Choose your dates to see the suites')).toBeVisible();
  // The app has started (it asks for the property's today by a plain GET) and wants no more.
  await appStarted;
  expect(asked).toEqual([]);

  // The first touch of step 1 starts the download (here focus, as from the keyboard); the
  // suites wait for it.
  await page.getByLabel('Guests').focus();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await pickStay(page, 'Next month');
  await expect(page.getByRole('status', { name: 'Checking availability' })).toBeVisible();
  await expect(page).toHaveURL(/checkIn=.*checkOut=/);

  release();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Checking availability' })).toHaveCount(0);
});

test('/ar/book shows its Arabic first step without the data layer', async ({ page }) => {
  const release = await holdDataLayer(page, WHOLE_DATA_LAYER);
  const asked = dataLayerRequests(page);
  const appStarted = page.waitForRequest(/\/trpc\/public\.today/);
  await page.goto('/ar/book');

  await expect(page.getByRole('heading', { level: 1, name: 'احجز إقامتك' })).toBeVisible();
  await expect(page.locator('button[data-day]').first()).toBeVisible();
  await expect(page.getByText('اختاروا مواعيدكم لتظهر لكم الأجنحة المتاحة')).toBeVisible();
  // The app has started (it asks for the property's today by a plain GET) and wants no more.
  await appStarted;
  expect(asked).toEqual([]);

  await pickStay(page, 'الشهر التالي');
  await expect(page.getByRole('status', { name: 'جارٍ التحقق من التوفر' })).toBeVisible();
  release();
  await expect(page.getByRole('radio').first()).toBeVisible();
});

test('an address with dates loads the data layer with the page, before any touch', async ({
  page,
}) => {
  const release = await holdDataLayer(page, WHOLE_DATA_LAYER);
  const asked = dataLayerRequests(page);
  await page.goto(`/book?checkIn=${inDays(60)}&checkOut=${inDays(62)}`);

  await expect(page.getByRole('status', { name: 'Checking availability' })).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('radio').first()).toBeVisible();
});

test('the back office shows its frame while the data layer loads', async ({ page }) => {
  const release = await holdDataLayer(page, DATA_LAYER_PROVIDERS);
  await page.goto('/admin');

  await expect(page.getByRole('banner').getByText('Zamalek', { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();

  release();
  // Nobody is signed in: on to the sign-in page once the session has been read.
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
