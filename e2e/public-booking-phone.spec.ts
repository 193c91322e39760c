import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ADMIN, suiteRadio } from './helpers';

// The booking form on a phone: what a guest is told, where it stands, and which nights are left.
test.use({ viewport: { width: 375, height: 812 } });

const words = (lang: 'en' | 'ar'): Record<string, string> =>
  JSON.parse(fs.readFileSync(`apps/web/src/lib/i18n/messages/${lang}.booking.json`, 'utf8'));
const EN = words('en');
const AR = words('ar');
const LANGUAGES = [
  { name: 'English', prefix: '', words: EN, badEmail: 'Please enter a valid email address' },
  { name: 'Arabic', prefix: '/ar', words: AR, badEmail: AR['validation.email'] ?? '' },
] as const;

/** yyyy-MM-dd, `days` after `from` (today by default; UTC is fine this far ahead of Cairo). */
function inDays(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The 15th of the month 16 months ahead: clear of every other spec's dates, mid-month always. */
function midMonthAhead(): Date {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 16, 15);
  return date;
}

/** The stay in the page's address. */
function stayIn(page: Page) {
  const search = new URL(page.url()).searchParams;
  return { checkIn: search.get('checkIn'), checkOut: search.get('checkOut') };
}

/** The bottom edge of the sticky header. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator('header').first().boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signIn = await api.post('/trpc/auth.signIn', {
    data: { json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, staySignedIn: false } },
  });
  expect(signIn.ok()).toBe(true);
  return api;
}

/** Every room blocked for the nights [from, to), as a manager would for an owner's event. */
async function holdEveryRoom(baseURL: string, from: string, to: string) {
  const api = await staffApi(baseURL);
  const list = await api.get('/trpc/units.list');
  const body = (await list.json()) as { result: { data: { json: { id: string }[] } } };
  for (const { id } of body.result.data.json) {
    const hold = await api.post('/trpc/holds.create', {
      data: { json: { unitId: id, kind: 'owner_use', reason: 'Owner’s event', from, to } },
    });
    expect(hold.ok()).toBe(true);
  }
  await api.dispose();
}

for (const { name, prefix, words: w, badEmail } of LANGUAGES) {
  test(`${name}: a bad e-mail on step 2 is focused, below the header, with its error in view`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/book?checkIn=${inDays(280)}&checkOut=${inDays(282)}&guests=2`);
    await (await suiteRadio(page, 'Z-103')).check();
    await page
      .getByRole('button', { name: `${w['dates.continue']}${w['dates.toGuests']}` })
      .click();
    const review = page.getByRole('button', { name: w['guestsStep.review'] });
    const email = page.locator('#guest-email');
    await email.fill('not-an-email');
    // No name and a bad e-mail: the first refused field, the lead guest's name, takes the focus.
    await review.click();
    const leadGuest = page.locator('#guest-name-0');
    await expect(leadGuest).toBeFocused();
    await expect(page.locator('#guest-name-0-error')).toBeVisible();
    await expect
      .poll(async () => (await page.locator('label[for="guest-name-0"]').boundingBox())?.y)
      .toBeGreaterThanOrEqual(await headerBottom(page));

    await leadGuest.fill('Omar Said');
    // Review is at the foot of the form: the field is far above, under the header, until moved.
    await review.click();

    await expect(email).toBeFocused();
    const error = page.locator('#guest-email-error');
    await expect(error).toHaveText(badEmail);
    await expect(email).toHaveAttribute('aria-describedby', 'guest-email-error');
    const below = await headerBottom(page);
    // The label, the field and the error all show, none of them under the header.
    for (const part of [page.locator('label[for="guest-email"]'), email, error]) {
      await expect.poll(async () => (await part.boundingBox())?.y).toBeGreaterThanOrEqual(below);
      const box = await part.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(812);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${name}: Continue without dates says what to do beside the calendar, not in a toast`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/book`);
    // The month replaces the pre-rendered block once the app runs.
    await expect(page.locator('[data-slot="calendar"]')).toBeVisible();
    await page.getByRole('button', { name: w['dates.continueToGuests'] }).click();

    const summary = page.locator('#dates-summary');
    await expect(summary).toHaveText(w['dates.needDates'] ?? '');
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    // The calendar is described by it, comes into view below the header and takes the focus.
    const calendar = page.getByRole('group', { name: w['dates.title'] });
    await expect(calendar).toHaveAttribute('aria-describedby', 'dates-summary');
    await expect(calendar.locator('button:focus')).toHaveCount(1);
    const title = await page.locator('#dates-title').boundingBox();
    expect(title?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
    await expect(page.getByText(w['book.missingTitle'] ?? '')).toHaveCount(0);

    // With a check-in picked, it asks for the check-out; with both, it is gone. (Next month's
    // 10th and 12th: on screen whatever today is.)
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 10);
    await calendar.getByRole('button', { name: w['calendar.next'] }).click();
    await calendar.locator(`button[data-day="${inDays(0, nextMonth)}"]`).click();
    await page.getByRole('button', { name: w['dates.continueToGuests'] }).click();
    await expect(summary).toHaveText(w['dates.needCheckOut'] ?? '');
    await calendar.locator(`button[data-day="${inDays(2, nextMonth)}"]`).click();
    await expect(summary).not.toContainText(w['dates.needCheckOut'] ?? '');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('sold-out nights are struck through and cannot be picked; the nearest free dates fill the calendar', async ({
  page,
  baseURL,
}) => {
  const mid = midMonthAhead();
  const day = (offset: number) => inDays(offset, mid);
  // Every room is blocked on the 15th and 16th.
  await holdEveryRoom(baseURL ?? '', day(0), day(2));

  await page.goto(`/book?checkIn=${day(0)}&checkOut=${day(2)}&guests=2`);
  const dayButton = (offset: number) =>
    page.locator(`[data-slot="calendar"] button[data-day="${day(offset)}"]`);
  for (const offset of [0, 1]) {
    await expect(dayButton(offset)).toBeDisabled();
    await expect(dayButton(offset)).toHaveAttribute('aria-label', /, sold out$/);
  }
  await expect(dayButton(2)).toBeEnabled();
  await expect(dayButton(2)).not.toHaveAttribute('aria-label', /sold out/);
  await expect(page.getByText(EN['calendar.soldOutLegend'] ?? '')).toBeVisible();

  // No suite for those nights: the nearest stays of two nights before and after, in date order.
  await expect(page.getByText('No suite is free for these dates for 2 guests')).toBeVisible();
  const nearest = page.getByRole('region', {
    name: 'Nearest dates with a suite free for 2 nights',
  });
  const choices = nearest.getByRole('button');
  await expect(choices).toHaveCount(3);
  const label = (from: number, to: number) => {
    const short = (date: string) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
    return `${short(day(from))} to ${short(day(to))}`;
  };
  await expect(choices).toHaveText([label(-3, -1), label(-2, 0), label(2, 4)]);
  expect(await seriousViolations(page)).toEqual([]);

  await choices.filter({ hasText: label(2, 4) }).click();
  await expect.poll(() => stayIn(page)).toEqual({ checkIn: day(2), checkOut: day(4) });
  await expect(await suiteRadio(page, 'Z-101')).toBeVisible();

  // A new stay from the 13th may end on the 15th (its guests leave that morning), not later.
  await dayButton(-2).click();
  await expect(dayButton(0)).toBeEnabled();
  await expect(dayButton(0)).toHaveAttribute('aria-label', /, sold out, check-out only$/);
  await expect(dayButton(1)).toBeDisabled();
  await dayButton(0).click();
  await expect.poll(() => stayIn(page)).toEqual({ checkIn: day(-2), checkOut: day(0) });
  await expect(await suiteRadio(page, 'Z-101')).toBeVisible();
});
