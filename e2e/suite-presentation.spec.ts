import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn, suiteRadio } from './helpers';
import { picture } from './pictures';

const MANAGER = { email: 'manager@zamaleksuites.com', password: 'zamalek-demo' };
const DIR = 'e2e/.screenshots';

/** A JPEG drawn in the browser (a window onto a river at dusk), as a camera would send it. */
async function drawnPhoto(page: Page, hue: number) {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1800;
    canvas.height = 1200;
    const g = canvas.getContext('2d');
    if (!g) return '';
    const sky = g.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, `hsl(${h} 60% 75%)`);
    sky.addColorStop(1, `hsl(${h + 30} 50% 40%)`);
    g.fillStyle = sky;
    g.fillRect(0, 0, 1800, 1200);
    g.fillStyle = `hsl(${h + 180} 40% 30%)`;
    g.fillRect(0, 820, 1800, 380);
    g.fillStyle = '#f5efe6';
    g.fillRect(250, 300, 560, 420);
    g.fillRect(1000, 300, 560, 420);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a manager presents the two-bedroom suites; guests see the photos, names and highlights', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MANAGER.email, MANAGER.password);
  await page.goto('/rooms');
  await page.getByRole('link', { name: 'Presentation' }).click();
  await expect(page.getByRole('heading', { name: 'Suite Presentation' })).toBeVisible();

  const type = page.getByRole('region', { name: 'Two Bedroom' });
  await type
    .getByLabel('Highlights', { exact: true })
    .fill('Two bathrooms\nDining table for six\nRooftop access');
  await type.getByRole('button', { name: 'Save Two Bedroom' }).click();
  await expect(page.getByText('Two Bedroom: presentation saved')).toBeVisible();

  // Three photos; a file that is not a photo is refused by its bytes, whatever its name.
  const input = type.locator('input[type="file"]');
  await input.setInputFiles([
    { name: 'living.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, 30) },
    { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, 200) },
    { name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, 280) },
  ]);
  // Each photo is checked, cleaned and resized on the server before the next is sent.
  await expect(type.getByRole('listitem').filter({ has: page.locator('img') })).toHaveCount(3, {
    timeout: 60_000,
  });
  await input.setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('Only photos (JPEG, PNG, WebP or AVIF) can be added.')).toBeVisible();

  // The bedroom becomes the cover; the terrace goes.
  await type.getByRole('button', { name: 'Make photo 2 of Two Bedroom the cover' }).click();
  await expect(type.getByRole('img', { name: 'Two Bedroom, photo 1' })).toBeVisible();
  await type.getByRole('button', { name: 'Delete photo 3 of Two Bedroom' }).click();
  await page.getByRole('button', { name: 'Delete photo', exact: true }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(type.getByRole('listitem').filter({ has: page.locator('img') })).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, { path: `${DIR}/presentation-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(type.getByRole('button', { name: 'Save Two Bedroom' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, { path: `${DIR}/presentation-375.png`, fullPage: true });

  // Guests: a fresh browser, no session.
  const context = await browser.newContext();
  const guest = await context.newPage();
  for (const width of [1280, 375]) {
    await guest.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await guest.goto('/suites');
    const card = guest.getByRole('article', { name: 'Two-Bedroom Residence' }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('Rooftop access')).toBeVisible();
    const cover = card.locator('picture').first();
    await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /480w.*960w.*1600w/,
    );
    await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /540px/);
    const img = cover.locator('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1067');
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    // The rooms' internal names stay with the staff.
    await expect(guest.getByText(/Z-\d{3}/)).toHaveCount(0);
    await guest.waitForLoadState('networkidle');
    expect(await seriousViolations(guest)).toEqual([]);
    await guest.evaluate(() => window.scrollTo(0, 0));
    await picture(guest, { path: `${DIR}/suites-photos-${width}.png`, fullPage: true });
  }

  // In Arabic: the Arabic name and highlights (written for the demo; English only where none is).
  await guest.goto('/ar/suites');
  await expect(guest.getByRole('article', { name: 'جناح عائلي بغرفتي نوم' }).first()).toBeVisible();
  await expect(guest.getByText('استوديو الحديقة').first()).toBeVisible();
  await expect(guest.getByText('طاولة طعام لستة أشخاص').first()).toBeVisible();
  await expect(guest.getByText('Rooftop access')).toHaveCount(0);
  await picture(guest, { path: `${DIR}/suites-photos-ar-375.png`, fullPage: true });

  // The wizard's suite cards show the cover and the public name.
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.goto(`/book?checkIn=${inDays(150)}&checkOut=${inDays(152)}&guests=4`);
  const radio = await suiteRadio(guest, 'Z-203');
  const choice = guest.locator('label').filter({ has: radio });
  await expect(choice).toContainText('Two-Bedroom Residence');
  await expect(choice.locator('picture img')).toHaveAttribute('loading', 'lazy');
  await expect(choice).not.toContainText('Z-203');
  expect(await seriousViolations(guest)).toEqual([]);
  await picture(guest, { path: `${DIR}/book-photos-1280.png`, fullPage: true });
  await guest.setViewportSize({ width: 375, height: 812 });
  await picture(guest, { path: `${DIR}/book-photos-375.png`, fullPage: true });
  await context.close();
});

/** The wizard's answer: each kind of suite's words once, each free room naming its kind. */
interface PackedFreeSuites {
  kinds: { name: { en: string; ar: string } }[];
  suites: { kind: number }[];
}

/** How many rooms of each public name the wizard would offer one guest tonight (the API's word). */
async function freeTonight(page: Page): Promise<Map<string, number>> {
  const now = await page.request.get('/trpc/public.today');
  const { today } = ((await now.json()) as { result: { data: { json: { today: string } } } }).result
    .data.json;
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const input = {
    json: { stay: { checkIn: today, checkOut: tomorrow.toISOString().slice(0, 10) }, guests: 1 },
  };
  const answer = await page.request.get(
    `/trpc/public.availability?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  const { kinds, suites } = (
    (await answer.json()) as { result: { data: { json: PackedFreeSuites } } }
  ).result.data.json;
  const counts = new Map<string, number>();
  for (const suite of suites) {
    const name = kinds[suite.kind]?.name.en ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

test('the suites page shows one card per kind of suite with how many are left tonight; in Arabic on a phone too', async ({
  page,
}) => {
  const kinds = [
    'Garden Studio',
    'Nile View One-Bedroom',
    'Two-Bedroom Residence',
    'Nile Penthouse',
  ];
  const free = await freeTonight(page);
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.goto('/suites');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(kinds.length);
    for (const [index, kind] of kinds.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(kind);
      const left = free.get(kind) ?? 0;
      await expect(card.getByTestId('suite-left')).toHaveText(
        left === 0
          ? 'Sold out tonight'
          : left === 1
            ? 'Only 1 left tonight'
            : `${left} left tonight`,
      );
    }
    await expect(cards.first()).toContainText('1 Queen Bed');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await picture(page, { path: `${DIR}/suites-kinds-${width}.png`, fullPage: true });
  }
  // A card leads to the wizard with a room of its kind chosen.
  await page.getByRole('link', { name: 'Check availability of Garden Studio' }).click();
  await expect(page).toHaveURL(/\/book\?suite=/);

  // Arabic on a phone: the same cards in Arabic words, and a page a thumb can get through.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ar/suites');
  const arabic = page.getByRole('article');
  await expect(arabic).toHaveCount(kinds.length);
  await expect(arabic.first().getByRole('heading', { level: 3 })).toHaveText('استوديو الحديقة');
  await expect(arabic.first()).toContainText('سرير كوين واحد');
  await expect(arabic.nth(1)).toContainText('سرير كينج وأريكة سرير');
  for (const index of kinds.keys()) {
    await expect(arabic.nth(index).getByTestId('suite-left')).toHaveText(/الليلة$/);
  }
  await expect(page.getByText('1 Queen Bed')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Eleven cards of four names made this page 9,900 px tall; four cards make it under half.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(5_000);
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, { path: `${DIR}/suites-kinds-ar-375.png`, fullPage: true });
});
