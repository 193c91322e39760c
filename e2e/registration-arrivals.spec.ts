import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addDaysIso } from '../packages/domain/src/dates';
import { call, DEMO_ADMIN, signIn } from './helpers';

const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: DEMO_ADMIN.password };

/** The server's today (the specs run it on a pinned clock). */
async function serverToday(page: Page): Promise<string> {
  return (await call<{ today: string }>(page, 'public.today')).today;
}

/** A stay booked by the office through the API, far enough ahead to be nobody else's. */
async function bookStay(page: Page, { offset, email }: { offset: number; email: string }) {
  const today = await serverToday(page);
  const rooms = await call<{ id: string; name: string }[]>(page, 'units.list');
  const room = rooms.find((unit) => unit.name === 'Z-103');
  if (!room) throw new Error('seeded room Z-103 missing');
  const checkIn = addDaysIso(today, offset);
  const stay = await call<{ id: string; bookingReference: string }>(page, 'reservations.create', {
    unitId: room.id,
    checkIn,
    checkOut: addDaysIso(today, offset + 2),
    adults: 1,
    children: 0,
    guests: [{ name: 'Salma Arrival', type: 'adult', gender: 'female' }],
    nationality: 'British',
    idType: 'passport',
    documents: { idFront: null, idBack: null, marriageCertificate: null },
    contactEmail: email,
    phoneCode: '+20',
    phoneNumber: '1005550240',
    source: 'Direct',
    pricePerNight: null,
    notes: '',
  });
  return { ...stay, checkIn };
}

test('the desk sees a day’s arrivals and where their registrations stand, and opens one', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stay = await bookStay(page, { offset: 240, email: 'salma.arrival@example.com' });
  await page.context().clearCookies();

  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto('/registrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arrivals' })).toBeVisible();
  // The lists for the authorities are for those who may export them.
  await expect(page.getByRole('heading', { name: 'Lists for the authorities' })).toHaveCount(0);
  await page.getByLabel('Day').fill(stay.checkIn);
  const row = page.getByTestId('arrival-row').filter({ hasText: stay.bookingReference });
  await expect(row).toContainText('Salma Arrival');
  await expect(row).toContainText('0 / 0 / 1');
  await expect(row.getByTestId('registration-status')).toHaveText('Missing');
  await expect(page.getByTestId('arrivals-missing')).toHaveText('1');
  await row.getByRole('link', { name: stay.bookingReference }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${stay.id}$`));
});

test('an admin exports a guest’s data, and erasing waits until their stay is over', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await bookStay(page, { offset: 250, email: 'karim.request@example.com' });
  await page.goto('/guests');
  await page.getByRole('button', { name: 'Guest data request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guest data request' });
  await dialog.getByLabel('Guest’s e-mail address').fill('Karim.Request@example.com');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^guest-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    stays: { contactEmail: string; guests: { name: string }[] }[];
  };
  expect(data.stays.map((stay) => stay.guests[0]?.name)).toEqual(['Salma Arrival']);
  expect(data.stays[0]?.contactEmail).toBe('karim.request@example.com');

  await dialog
    .getByLabel('Type the e-mail address again to erase')
    .fill('karim.request@example.com');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(dialog.getByRole('alert')).toContainText('has a stay that has not ended');
});

test('housekeeping has no Registrations page', async ({ page }) => {
  await signIn(page, 'housekeeping@zamaleksuites.com', DEMO_ADMIN.password);
  await page.goto('/registrations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No access to Registrations' }),
  ).toBeVisible();
});
