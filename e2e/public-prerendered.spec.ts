import { expect, type Page, test } from '@playwright/test';

// The public pages arrive as HTML with their text and head (apps/web/prerender): link previews and
// crawlers that run no JavaScript read them, and a phone paints them before any code has run.

test.use({ viewport: { width: 375, height: 812 } });

/** The HTML the server sends for an address, as a crawler reads it. */
async function servedHtml(page: Page, address: string): Promise<string> {
  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  // The mark of the tags the app replaces as it starts (apps/web/src/main.tsx) is not looked at.
  return (await response.text()).replaceAll(' data-replaced-by-app=""', '');
}

test('each public page is served with its own title, description, links and text', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const book = await servedHtml(page, '/book');
  expect(book).toContain('<title>Book Your Stay · Zamalek Suites</title>');
  expect(book).toMatch(/<meta name="description" content="[^"]+"/);
  expect(book).toContain(`<meta property="og:url" content="${origin}/book"/>`);
  expect(book).toContain(`<link rel="canonical" href="${origin}/book"/>`);
  expect(book).toMatch(
    new RegExp(`<link rel="alternate" hrefLang="ar" href="${origin}/ar/book"/>`),
  );
  expect(book).toMatch(/<h1[^>]*>Book Your Stay<\/h1>/);
  // One title: the shell's generic one is gone.
  expect(book.match(/<title>/g)).toHaveLength(1);

  // The wizard's first step asks the server nothing: its page names no data layer, unless the
  // address names a stay (the landing's search), when the suites are asked for at once.
  const dataLayer = /<link rel="modulepreload"[^>]*\/assets\/query-trpc-/;
  expect(book).not.toMatch(dataLayer);
  for (const address of ['/book', '/ar/book']) {
    const withStay = await servedHtml(page, `${address}?checkIn=2031-03-10&checkOut=2031-03-12`);
    expect(withStay).toMatch(dataLayer);
  }

  const arabic = await servedHtml(page, '/ar/our-story');
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain(`<link rel="canonical" href="${origin}/ar/our-story"/>`);
  expect(arabic).toContain('<meta property="og:locale" content="ar_EG"/>');
  // No inline scripts: the CSP allows only the site's own script files.
  expect(arabic).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('the landing works as plain HTML: its search opens the booking wizard without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Guests').selectOption('3');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/book\?(?:.*&)?guests=3/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
  await context.close();
});

test('a first visit to the landing downloads no app code, and its menu and search still work', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);

  const toggle = page.getByRole('button', { name: 'افتح القائمة' });
  await toggle.click();
  await expect(page.locator('#public-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'أغلق القائمة' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('#public-menu')).toBeHidden();

  // The property's today bounds the dates; check-out follows check-in.
  const checkIn = page.getByLabel('الوصول');
  await expect(checkIn).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await checkIn.fill('2031-03-10');
  await expect(page.getByLabel('المغادرة')).toHaveValue('2031-03-11');
  await page.getByRole('button', { name: 'ابحث', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/book\?checkIn=2031-03-10&checkOut=2031-03-11&guests=2$/);
  await expect(page.locator('button[data-day]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Holds the app's code back until the returned function is called, so the pre-rendered copy
 * shows first. The app replaces the copy's elements with its own, which the browser's
 * layout-shift entries do not count: callers measure positions before and after instead.
 */
async function holdCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app has replaced the copy: it removes the copy's head tags as it renders (main.tsx). */
const appHasStarted = (page: Page) =>
  expect(page.locator('head [data-replaced-by-app]')).toHaveCount(0);

test('a pre-rendered page becomes the app in place: nothing moves, no second head', async ({
  page,
}) => {
  const release = await holdCode(page);
  await page.goto('/our-story', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(page.locator('head [data-replaced-by-app]').first()).toBeAttached();
  const before = await footer.boundingBox();

  release();
  await appHasStarted(page);
  const after = await footer.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? Number.NaN))).toBeLessThan(2);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);

  // The app has started: its router handles links (no page load on the way to /wellness).
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await footer.getByRole('link', { name: 'Wellness' }).click();
  await expect(page).toHaveURL(/\/wellness$/);
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
});

test("the wizard's first step replaces its pre-rendered copy in place: what follows stays put", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.unrouteAll();
    const release = await holdCode(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/book', { waitUntil: 'commit' });
    // The heading under the calendar, which the copy stands a block in for.
    const suitesHeading = page.getByRole('heading', { name: 'Choose your suite' });
    await expect(suitesHeading).toBeVisible();
    await expect(page.locator('button[data-day]')).toHaveCount(0);
    const before = await suitesHeading.boundingBox();

    release();
    await expect(page.locator('button[data-day]').first()).toBeVisible();
    // The wizard may mount its suites section a moment after the calendar: measure it once there.
    await expect(suitesHeading).toBeVisible();
    const after = await suitesHeading.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? Number.NaN))).toBeLessThan(2);
  }
});
