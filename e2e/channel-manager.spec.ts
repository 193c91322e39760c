import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bookingRevision, startFakeChannex } from '../apps/server/test/support/fake-channex';
import { seriousViolations } from './axe';
import { day } from './calendar-helpers';
import { FAKE_CHANNEX_KEY, FAKE_CHANNEX_SECRET, fakeChannexPort } from './fake-channex-address';
import { DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';

test('an admin connects Channex, maps a room type with a Booking.com rate plan, sees them sent, and a channel booking appears on the calendar live', async ({
  page,
  baseURL,
}) => {
  const channex = await startFakeChannex({
    apiKey: FAKE_CHANNEX_KEY,
    port: fakeChannexPort(Number(new URL(baseURL ?? '').port)),
  });
  try {
    const ids = { property: randomUUID(), roomType: randomUUID(), plan: randomUUID() };
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/channels');
    await expect(page.getByRole('heading', { name: 'Channel manager (Channex)' })).toBeVisible();

    await page.getByLabel('Channex property id').fill('not an id');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(
      page.getByText('Paste the id from Channex: 36 characters like 0a1b2c3d-….'),
    ).toBeVisible();
    await page.getByLabel('Channex property id').fill(ids.property);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Property connected to Channex')).toBeVisible();

    const type = page
      .getByRole('list', { name: 'Room types on Channex' })
      .getByRole('listitem')
      .first();
    const label = (await type.getAttribute('aria-label')) ?? '';
    const code = label.replace('Room type ', '');
    await type.getByLabel(`Channex room type id of ${code}`).fill(ids.roomType);
    await type.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByText(`${code} is sent to Channex`)).toBeVisible();
    await expect(type.getByText('No rate plan yet')).toBeVisible();

    await type.getByLabel('Plan name').fill('Booking.com');
    await type.getByLabel('Channex rate plan id').fill(ids.plan);
    await type.getByLabel('Markup').fill('15');
    await type.getByRole('button', { name: 'Add plan' }).click();
    await expect(page.getByText(`Rate plan added to ${code}`)).toBeVisible();
    await expect(type.getByText('+15 %')).toBeVisible();

    // Within seconds the nights are sent, and the card says so.
    const pushes = page.getByRole('list', { name: 'Latest pushes to Channex' });
    await expect(pushes.getByText(/^Availability, /).first()).toBeVisible({ timeout: 30_000 });
    await expect(pushes.getByText(/^Rates and rules, /).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Nights waiting')).toBeVisible();
    const sent = channex.calls.flatMap((call) =>
      call.body &&
      typeof call.body === 'object' &&
      'values' in call.body &&
      Array.isArray(call.body.values)
        ? call.body.values
        : [],
    );
    expect(sent.some((value) => value.room_type_id === ids.roomType)).toBe(true);
    expect(
      sent.some(
        (value) => value.rate_plan_id === ids.plan && /^\d+\.\d{2}$/.test(value.rate ?? 'stop'),
      ),
    ).toBe(true);

    for (const width of [1280, 1024, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, { path: `${SHOTS}/channel-manager-${width}.png`, fullPage: true });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A Booking.com booking of this room type reaches the open calendar by itself.
    const calendar = await page.context().newPage();
    await calendar.goto(`/calendar?date=${day(40)}`);
    await expect(calendar.getByRole('heading', { name: 'Room Calendar' })).toBeVisible();
    const booking = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.roomType,
      checkin_date: day(40),
      checkout_date: day(42),
    });
    const tell = () =>
      channex.webhook(`${baseURL}/api/channex/webhook`, FAKE_CHANNEX_SECRET, ids.property);
    channex.addRevision(booking);
    expect(await tell()).toBe(200);
    const bar = calendar.getByRole('button', { name: /Jane Traveller, Booking\.com, / });
    await expect(bar).toBeVisible();
    // Its page says where it came from, and who collected the money.
    await bar.click();
    await calendar.getByRole('menuitem', { name: 'View reservation' }).click();
    const note = calendar.getByRole('complementary', { name: 'Channel booking' });
    await expect(note).toContainText(`Booked on Booking.com (${booking.unique_id})`);
    await expect(note).toContainText('The channel collected the guest’s payment');
    // What Booking.com collected is on the folio, paid by the channel, and not the desk's to correct.
    const folio = calendar.getByRole('list', { name: 'Folio entries' });
    await expect(folio).toContainText(`Collected by the channel · ref. ${booking.unique_id}`);
    await expect(folio.getByRole('button', { name: /^Correct / })).toHaveCount(0);
    for (const width of [1280, 1024, 375]) {
      await calendar.setViewportSize({ width, height: 900 });
      await picture(calendar, { path: `${SHOTS}/channel-booking-${width}.png`, fullPage: true });
    }
    expect(await seriousViolations(calendar)).toEqual([]);
    await calendar.setViewportSize({ width: 1280, height: 900 });
    await calendar.goto(`/calendar?date=${day(40)}`);
    // The guest cancels on Booking.com: the bar goes, as the rest of the suite expects.
    channex.addRevision({ ...booking, id: randomUUID(), status: 'cancelled' });
    expect(await tell()).toBe(200);
    await expect(bar).toHaveCount(0);
    await calendar.close();

    // Unmapped again: the rest of the suite books without a channel manager to tell.
    page.once('dialog', (dialog) => dialog.accept());
    await type.getByRole('button', { name: `Unmap ${code}` }).click();
    await expect(page.getByText('Room type no longer sent to Channex')).toBeVisible();
    await expect(type.getByText('Not mapped')).toBeVisible();
  } finally {
    await channex.close();
  }
});
