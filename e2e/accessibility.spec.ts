import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ADMIN, signIn } from './helpers';

/** The Arabic words of the public site, so the Arabic pages are found by their own headings. */
function arabic(catalogue: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(`apps/web/src/lib/i18n/messages/ar.${catalogue}json`, 'utf8'));
}
const AR = { ...arabic(''), ...arabic('booking.'), ...arabic('pages.') };
// A summary in the address is not believed: the page says no booking is found.
const CONFIRMATION =
  '/booking-confirmation?reference=WEB-20250601-AB12&suite=Garden%20Studio&checkIn=2025-06-01&checkOut=2025-06-04&nights=3&total=25500';

const PUBLIC_PAGES: ReadonlyArray<readonly [string, string | undefined]> = [
  ['/', 'Welcome Home'],
  ['/suites', 'Our Suites'],
  ['/book', 'Choose your suite'],
  ['/our-story', 'Our Story'],
  ['/locations', 'Locations'],
  ['/wellness', 'Wellness'],
  ['/experiences', 'Experiences'],
  ['/nearby', 'Nearby Amenities'],
  ['/blog', 'Blog'],
  [CONFIRMATION, 'Booking not found'],
  ['/ar', AR['landing.title']],
  ['/ar/suites', AR['suites.title']],
  ['/ar/book', AR['dates.chooseSuite']],
  [`/ar${CONFIRMATION}`, AR['confirm.notFoundTitle']],
];

const STAFF_PAGES = [
  ['/admin', 'All Reservations'],
  ['/calendar', 'Room Calendar'],
  ['/rooms', 'Rooms Management'],
  ['/rooms/presentation', 'Suite Presentation'],
  ['/housekeeping', 'Housekeeping'],
  ['/users', 'User Management'],
  ['/guests', 'Guests'],
  ['/analytics', 'Analytics'],
  ['/my-reservations', 'My Reservations'],
  ['/settings', 'Settings'],
  ['/channels', 'Channels'],
] as const;

for (const width of [1280, 375]) {
  test(`no serious or critical accessibility violations at ${width}px`, async ({ page }) => {
    // About thirty pages, each loaded to network idle and read by axe: minutes on a busy machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
    const found: Record<string, unknown> = {};
    for (const [path, heading] of PUBLIC_PAGES) {
      if (!heading) throw new Error(`no heading known for ${path}`);
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await seriousViolations(page);
    }
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    found['/auth'] = await seriousViolations(page);

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const [path, heading] of STAFF_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await seriousViolations(page);
    }
    // A reservation's page (its details are dt/dd groups; a long e-mail wraps at 375 px).
    await page.goto('/admin');
    await page.locator('a[href^="/reservation/"]').first().click();
    await page.getByRole('heading', { name: 'Guest Information' }).waitFor();
    await page.waitForLoadState('networkidle');
    found['/reservation/:id'] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });
}
