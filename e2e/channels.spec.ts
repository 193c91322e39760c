import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';

test('an admin makes a room export URL, fetches it, adds a feed and rotates the URL', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: /Amina Farouk/ }).click();
  await page.getByRole('menuitem', { name: 'Channels' }).click();
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();

  const create = page.getByRole('button', { name: /^Create the export URL of/ }).first();
  const label = (await create.getAttribute('aria-label')) ?? '';
  const room = label.replace('Create the export URL of ', '');
  await create.click();
  const url = page.getByLabel(room, { exact: true });
  await expect(url).toHaveValue(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await url.inputValue();
  const ics = await request.get(first);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  await page.getByLabel('Calendar address (iCal)').fill('ftp://nope');
  await page.getByRole('button', { name: 'Add feed' }).click();
  await expect(page.getByText(/Enter an http\(s\) address/)).toBeVisible();
  await page.getByLabel('Channel').selectOption('airbnb');
  await page
    .getByLabel('Calendar address (iCal)')
    .fill('https://www.airbnb.com/calendar/ical/123456.ics?s=abcdef');
  await page.getByRole('button', { name: 'Add feed' }).click();
  await expect(page.getByText('Feed added; it syncs within a minute')).toBeVisible();
  await expect(
    page.getByText('https://www.airbnb.com/calendar/ical/123456.ics?s=abcdef'),
  ).toBeVisible();
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/channels-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: `Rotate the export URL of ${room}` }).click();
  await expect(
    page.getByText('New export URL ready; the old one no longer works').last(),
  ).toBeVisible();
  await expect(url).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);

  page.once('dialog', (dialog) => dialog.accept());
  await page
    .getByRole('button', { name: /^Remove the Airbnb feed of/ })
    .first()
    .click();
  await expect(page.getByText('Feed removed')).toBeVisible();
});

test('other roles see no Channels entry and are told /channels is not for them', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@zamaleksuites.com', DEMO_ADMIN.password);
  await page.goto('/channels');
  await expect(page.getByRole('heading', { name: 'No access to Channels' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Channels', exact: true })).toHaveCount(0);
});
