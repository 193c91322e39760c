import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { mailDir } from './data-dir';
import { suiteRadio } from './helpers';
import { picture } from './pictures';

// A guest books in Arabic on a phone; screenshots of each step go to ZAMALEK_SHOTS when set.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local convenience, not a build input
const SHOTS = process.env.ZAMALEK_SHOTS;

test.use({ viewport: { width: 375, height: 812 } });

/** yyyy-MM-dd, `days` after today (UTC is fine this far ahead of Cairo's today). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await picture(page, { path: path.join(SHOTS, `ar-${name}-${width}.png`), fullPage: true });
}

function mailsMentioning(text: string): string[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => mail.includes(text));
}

async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a guest books a suite in Arabic on a phone, right to left, and is mailed in Arabic', async ({
  page,
}) => {
  const checkIn = inDays(260);
  const checkOut = inDays(263);
  const email = `layla.${Date.now()}@example.com`;

  await page.goto('/ar');
  await expectArabic(page);
  await expect(page.getByRole('heading', { name: 'أهلًا بكم في بيتكم' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    /\/ar$/,
  );
  await shot(page, 'landing');

  await page.getByLabel('الوصول').fill(checkIn);
  await page.getByLabel('المغادرة').fill(checkOut);
  await page.getByRole('button', { name: 'ابحث' }).click();

  // The wizard stays in Arabic: /ar/book, with the choices in the address.
  await expect(page).toHaveURL(/\/ar\/book\?/);
  await expectArabic(page);
  await expect(page.getByRole('heading', { name: 'متى ستكون إقامتكم؟' })).toBeVisible();
  const suite = await suiteRadio(page, 'Z-101');
  await expect(page.locator('label').filter({ has: suite })).toContainText('3 ليالٍ');
  // Its beds in Arabic, and a picture of the suite.
  await expect(page.locator('label').filter({ has: suite })).toContainText('سرير كوين واحد');
  await expect(
    page.locator('label').filter({ has: suite }).locator('svg[viewBox="0 0 320 180"]'),
  ).toBeVisible();
  await suite.check();
  await shot(page, 'step1');
  await page.getByRole('button', { name: 'المتابعة إلى بيانات الضيوف' }).click();

  await expect(page.getByRole('heading', { name: 'من سيقيم معنا؟' })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/book\?.*step=2/);
  await page.getByLabel('الضيف الرئيسي (الاسم الكامل)').fill('ليلى حسن');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  // Countries named in Arabic, in Arabic order; the English word is what is stored.
  const nationality = page.getByLabel('الجنسية (اختياري)');
  const names = await nationality.locator('option').allTextContents();
  expect(names.slice(1)).toEqual([...names.slice(1)].sort(new Intl.Collator('ar').compare));
  expect(names).toContain('المملكة المتحدة');
  expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  await nationality.selectOption({ label: 'مصر' });
  await expect(nationality).toHaveValue('Egyptian');
  await shot(page, 'step2');

  // The switch keeps the page (and what was typed): English, then back to Arabic.
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/^[^?]*\/book\?.*step=2/);
  expect(new URL(page.url()).pathname).toBe('/book');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Who is coming?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/ar\/book\?.*step=2/);
  await expectArabic(page);

  await page.getByRole('button', { name: 'راجع حجزك' }).click();
  await expect(page.getByRole('heading', { name: 'راجع حجزك' })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toContainText('255.00');
  await expect(page.getByText('مصر', { exact: true })).toBeVisible();
  await shot(page, 'step3');
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();

  await expect(page).toHaveURL(/\/ar\/booking-confirmation\?/);
  await expectArabic(page);
  await expect(page.getByRole('heading', { name: 'تم تأكيد حجزكم!' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(/^WEB-/);
  await shot(page, 'confirmation');

  // The guest's confirmation e-mail is in Arabic.
  await expect
    .poll(() => mailsMentioning(`To: ${email}`).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [mail = ''] = mailsMentioning(`To: ${email}`);
  expect(mail).toMatch(/lang=(3D)?"ar"/);
  expect(mail).toMatch(/dir=(3D)?"rtl"/);
});

test('Arabic pages at 1280 px: landing, wizard and confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar');
  await expectArabic(page);
  await shot(page, 'landing');
  await page.goto(`/ar/book?checkIn=${inDays(270)}&checkOut=${inDays(272)}&guests=2`);
  await expect(await suiteRadio(page, 'Z-101')).toBeVisible();
  await (await suiteRadio(page, 'Z-101')).check();
  await shot(page, 'step1');
  // A made-up confirmation address shows no made-up booking, in Arabic too.
  await page.goto(
    '/ar/booking-confirmation?reference=WEB-0000000000000-ABCD&suite=Garden%20Studio&checkIn=2027-03-01&checkOut=2027-03-04&nights=3&total=25500',
  );
  await expectArabic(page);
  await expect(page.getByRole('heading', { name: 'لم نعثر على الحجز' })).toBeVisible();
  await expect(page.getByText(/255\.00/)).toHaveCount(0);
  await shot(page, 'confirmation-not-found');
});
