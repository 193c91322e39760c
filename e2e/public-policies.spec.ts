import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn, suiteRadio } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';
const POLICY = 'Free cancellation up to 7 days before arrival; after that the first night is due.';

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('the cancellation policy and contact set in Settings reach the review step and the confirmation', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/settings');
  await page.getByLabel('Cancellation policy').fill(POLICY);
  await page.getByLabel('House rules', { exact: true }).fill('No smoking indoors.');
  await page.getByLabel('Contact e-mail').fill('stay@zamaleksuites.com');
  await page.getByLabel('WhatsApp number').fill('+20 100 123 4567');
  await page.getByRole('button', { name: 'Save property details' }).click();
  await expect(page.getByText('Property details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('201001234567');

  const guest = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await guest.goto('/suites');
  const policies = guest.getByTestId('property-policies');
  await expect(policies).toContainText(POLICY);
  await expect(policies.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/201001234567',
  );
  const jsonLd = await guest.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'LodgingBusiness' });
  await expect(guest.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/suites$/);
  for (const width of [1280, 1024, 375]) {
    await guest.setViewportSize({ width, height: 900 });
    await picture(guest, { path: `${SHOTS}/suites-policies-${width}.png`, fullPage: true });
  }
  await guest.setViewportSize({ width: 375, height: 812 });

  await guest.goto(`/book?checkIn=${inDays(340)}&checkOut=${inDays(342)}&guests=1`);
  await (await suiteRadio(guest, 'Z-101')).check();
  await guest.getByRole('button', { name: 'Continue to guest details' }).click();
  await guest.getByLabel('Lead guest (full name)').fill('Omar Said');
  await guest.getByLabel('Email').fill(`omar.${Date.now()}@example.com`);
  await guest.getByRole('button', { name: 'Review your booking' }).click();
  await expect(guest.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expect(guest.getByTestId('property-policies')).toContainText(POLICY);
  await picture(guest, { path: `${SHOTS}/review-policies-375.png`, fullPage: true });

  await guest.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(guest.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(guest.getByTestId('property-policies')).toContainText(POLICY);
  await expect(guest.getByTestId('property-policies')).toContainText('No smoking indoors.');
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await picture(guest, { path: `${SHOTS}/confirmation-policies-375.png`, fullPage: true });

  await page.getByLabel('Cancellation policy').fill('');
  await page.getByLabel('House rules', { exact: true }).fill('');
  await page.getByLabel('Contact e-mail').fill('');
  await page.getByLabel('WhatsApp number').fill('');
  await page.getByRole('button', { name: 'Save property details' }).click();
  await expect(page.getByText('Property details saved').first()).toBeVisible();
});
