import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';

const ymd = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
};

/**
 * A Booking.com-shaped feed whose second event overlaps its first: one stay, one conflict. Its
 * nights (330 days out) are no other spec's, since the stay lands in the first room.
 */
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//e2e//conflicts//EN',
  'BEGIN:VEVENT',
  'UID:E2E-CONFLICT-1@booking.com',
  `DTSTART;VALUE=DATE:${ymd(330)}`,
  `DTEND;VALUE=DATE:${ymd(333)}`,
  'SUMMARY:CLOSED - Not available',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:E2E-CONFLICT-2@booking.com',
  `DTSTART;VALUE=DATE:${ymd(331)}`,
  `DTEND;VALUE=DATE:${ymd(334)}`,
  'SUMMARY:CLOSED - Not available',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

test('the dashboard names open channel conflicts live, for admins only, and links to Channels', async ({
  browser,
  page,
}) => {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const badge = page.getByTestId('dashboard-channel-conflicts');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await expect(badge).toHaveCount(0);

    // A second tab adds the feed and syncs it; the dashboard tab refreshes by itself.
    const channels = await page.context().newPage();
    await channels.goto('/channels');
    await channels.getByLabel('Calendar address (iCal)').fill(`http://127.0.0.1:${port}/b.ics`);
    await channels.getByRole('button', { name: 'Add feed' }).click();
    await expect(channels.getByText('Feed added; it syncs within a minute')).toBeVisible();
    await channels
      .getByRole('button', { name: /^Sync now: the Booking\.com feed of/ })
      .first()
      .click();
    await expect(badge).toHaveText(/^1 channel conflict to resolve/);
    await channels.close();

    for (const width of [1280, 1024, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, { path: `${SHOTS}/dashboard-conflicts-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await badge.click();
    await expect(page).toHaveURL(/\/channels$/);

    const other = await browser.newPage();
    await signIn(other, 'frontdesk@zamaleksuites.com', DEMO_ADMIN.password);
    await expect(other.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await expect(other.getByTestId('dashboard-channel-conflicts')).toHaveCount(0);
    await other.close();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
