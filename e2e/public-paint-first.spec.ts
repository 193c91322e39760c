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

test('/book shows the public layout and its heading before the data layer arrives', async ({
  page,
}) => {
  const release = await holdDataLayer(page, WHOLE_DATA_LAYER);
  await page.goto('/book');

  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the booking form' })).toBeVisible();
  // The wizard itself needs the data layer: not there yet.
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).toHaveCount(0);

  release();
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).toBeVisible();
  await expect(page.locator('button[data-day]').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the booking form' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
});

test('/ar/book shows its Arabic heading before the data layer arrives', async ({ page }) => {
  const release = await holdDataLayer(page, WHOLE_DATA_LAYER);
  await page.goto('/ar/book');

  await expect(page.getByRole('heading', { level: 1, name: 'احجز إقامتك' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'جارٍ تحميل نموذج الحجز' })).toBeVisible();

  release();
  await expect(page.locator('button[data-day]').first()).toBeVisible();
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
