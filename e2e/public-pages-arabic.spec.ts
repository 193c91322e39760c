import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { suiteRadio } from './helpers';
import { picture } from './pictures';

// The static pages in Arabic on a phone: Arabic words, right to left, no serious accessibility
// violation; pictures at phone and desktop widths go to e2e/.screenshots (ignored by git).
// The wizard's own checks in Arabic end before any booking: no seed night is taken.
const DIR = 'e2e/.screenshots';

const PAGES = [
  { path: '/our-story', heading: 'قصتنا', body: 'كانت الزمالك دائمًا قلب القاهرة الهادئ' },
  { path: '/wellness', heading: 'العافية', body: 'مركز العافية على سطحنا' },
  { path: '/experiences', heading: 'التجارب', body: 'يوم كامل · 8 ساعات' },
  { path: '/nearby', heading: 'الخدمات القريبة', body: 'قصر عائشة فهمي' },
  // Each building by its Arabic name where it has one (the demo's second, coming soon).
  { path: '/locations', heading: 'مواقعنا', body: 'جاردن سيتي سويتس' },
  { path: '/blog', heading: 'المدونة', body: 'مقالات المدونة قريبًا...' },
] as const;

/** English words each page showed before it was translated: none may remain in Arabic. */
const ENGLISH = /\b(the|and|our|your|with|walk|min)\b/i;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  fs.mkdirSync(DIR, { recursive: true });
  await picture(page, { path: `${DIR}/ar-${name}-${width}.png`, fullPage: true });
}

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('static pages in Arabic', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path, heading, body } of PAGES) {
    test(`${path} reads right to left in Arabic at 375px, without serious violations`, async ({
      page,
    }) => {
      await page.goto(`/ar${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const main = page.locator('main');
      await expect(main).toContainText(body);
      // Every word of the page body is Arabic; only names (WiFi, HIIT) and digits stay Latin.
      expect((await main.textContent()) ?? '').not.toMatch(ENGLISH);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, path.slice(1));
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, path.slice(1));

      // The same page in English keeps its words.
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('main')).not.toContainText(body);
      expect((await page.locator('main').textContent()) ?? '').toMatch(ENGLISH);
    });
  }
});

test.describe('the booking wizard’s checks in Arabic', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('dates the server would refuse are explained in Arabic on step 1', async ({ page }) => {
    await page.goto(`/ar/book?checkIn=${inDays(-3)}&checkOut=${inDays(-1)}`);
    await expect(page.getByText('لا يمكن أن يكون تاريخ الوصول في الماضي')).toBeVisible();
    await page.goto(`/ar/book?checkIn=${inDays(300)}&checkOut=${inDays(400)}`);
    await expect(
      page.getByText('يقتصر الحجز عبر الموقع على 90 ليلة؛ يُرجى التواصل معنا للإقامات الأطول'),
    ).toBeVisible();
  });

  test('step 2 explains missing and malformed answers in Arabic', async ({ page }) => {
    await page.goto(`/ar/book?checkIn=${inDays(420)}&checkOut=${inDays(422)}&guests=1`);
    await (await suiteRadio(page, 'Z-101')).check();
    await page.getByRole('button', { name: 'المتابعة إلى بيانات الضيوف' }).click();
    await expect(page.getByRole('heading', { name: 'من سيقيم معنا؟' })).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill('layla');
    await page.getByRole('button', { name: 'راجع حجزك' }).click();
    await expect(page.getByText('يُرجى إدخال اسم ضيف واحد على الأقل')).toBeVisible();
    await expect(page.getByText('يُرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Please');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'book-step2-errors');
  });
});
