import { type Page, test } from '@playwright/test';
import { suiteRadio } from './helpers';
import { picture } from './pictures';

// Not assertions: full-page pictures of every public page at desktop and phone widths, for a
// human to look at (e2e/.screenshots, ignored by git). Nothing is booked.
const WIDTHS = [1280, 375] as const;
const DIR = 'e2e/.screenshots';

const STATIC_PAGES = [
  { path: '/suites', name: 'suites', heading: 'Our Suites', ready: 'Every Suite Includes' },
  { path: '/our-story', name: 'our-story', heading: 'Our Story' },
  { path: '/locations', name: 'locations', heading: 'Locations' },
  { path: '/wellness', name: 'wellness', heading: 'Wellness' },
  { path: '/experiences', name: 'experiences', heading: 'Experiences' },
  { path: '/nearby', name: 'nearby', heading: 'Nearby Amenities' },
  { path: '/blog', name: 'blog', heading: 'Blog' },
  {
    path: '/booking-confirmation?reference=WEB-20250601-AB12&suite=Garden%20Studio&total=25500',
    name: 'booking-not-found',
    heading: 'Booking Confirmed!',
  },
];

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string, width: number) {
  // Let fonts and the entrance animations settle.
  await page.waitForLoadState('networkidle');
  // From the top, or the sticky bar is pictured halfway down the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, { path: `${DIR}/${name}-${width}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test(`public pages at ${width}px`, { tag: '@screenshots' }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Home' }).waitFor();
    await shoot(page, 'public-landing', width);
    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#public-menu').waitFor();
      await picture(page, { path: `${DIR}/public-menu-${width}.png` });
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    for (const { path, name, heading, ready } of STATIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (ready) await page.getByRole('heading', { name: ready }).waitFor();
      await shoot(page, `public-${name}`, width);
    }

    await page.goto('/book');
    await page.getByRole('heading', { name: 'Choose your suite' }).waitFor();
    await shoot(page, 'public-book-empty', width);

    await page.goto(`/book?checkIn=${inDays(300)}&checkOut=${inDays(304)}&guests=2`);
    await (await suiteRadio(page, 'Z-101')).check();
    await shoot(page, 'public-book-step1', width);
    if (width < 1024) {
      // What a phone shows mid-list: the choice and Continue stay at the bottom.
      await (await suiteRadio(page, 'Z-101')).scrollIntoViewIfNeeded();
      await picture(page, { path: `${DIR}/public-book-step1-viewport-${width}.png` });
    }
    await page.getByRole('button', { name: 'Continue to guest details' }).click();
    await page.getByRole('heading', { name: 'Who is coming?' }).waitFor();
    await page.getByRole('button', { name: 'Review your booking' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await shoot(page, 'public-book-step2-errors', width);
    await page.getByLabel('Lead guest (full name)').fill('Nour El-Sayed');
    await page.getByLabel('Guest 2 (full name)').fill('Youssef El-Sayed');
    await page.getByLabel('Email').fill('nour@example.com');
    await page.getByLabel('Phone (optional)').fill('+20 100 123 4567');
    await page.getByLabel('Nationality (optional)').selectOption('Egyptian');
    await page.getByLabel('Special requests (optional)').fill('A cot for the baby, please.');
    await page.getByRole('button', { name: 'Review your booking' }).click();
    await page.getByRole('heading', { name: 'Review your booking' }).waitFor();
    await shoot(page, 'public-book-step3', width);
  });
}
