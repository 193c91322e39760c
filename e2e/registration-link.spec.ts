import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PNG_BYTES } from '../apps/server/test/support/files';
import { parseMail } from '../apps/server/test/support/mail-parse';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { seriousViolations } from './axe';
import { mailDir } from './data-dir';
import { call, DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';
import { drawSignature, registrationCard, writeHouseRules } from './registration-helpers';

const SHOTS = 'e2e/.screenshots';
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: DEMO_ADMIN.password };
const today = todayIn('Africa/Cairo', new Date());
const GUEST_EMAIL = `hoda.mansour.${Date.now()}@example.com`;
const RULES = {
  en: 'No smoking indoors.\nQuiet after 23:00.',
  ar: 'ممنوع التدخين في الداخل.\nالهدوء بعد الساعة 23:00.',
};
const COUPLE = [
  { name: 'Hoda Mansour', type: 'adult', gender: 'female', passport: 'A11223344' },
  { name: 'Karim Mansour', type: 'adult', gender: 'male', passport: 'A55667788' },
] as const;

/** A couple booked by phone for later, with the guest's e-mail. */
async function bookCouple(page: Page): Promise<{ id: string; bookingReference: string }> {
  const rooms = await call<{ id: string; name: string }[]>(page, 'units.list');
  const room = rooms.find((unit) => unit.name === 'Z-402') ?? rooms[1];
  if (!room) throw new Error('no seeded room');
  return call(page, 'reservations.create', {
    unitId: room.id,
    checkIn: addDaysIso(today, 203),
    checkOut: addDaysIso(today, 206),
    adults: 2,
    children: 0,
    guests: COUPLE.map(({ name, type, gender }) => ({ name, type, gender })),
    nationality: 'Lebanese',
    idType: 'passport',
    documents: { idFront: null, idBack: null, marriageCertificate: null },
    contactEmail: GUEST_EMAIL,
    phoneCode: '+20',
    phoneNumber: '1005550203',
    source: 'Direct',
    pricePerNight: null,
    notes: '',
  });
}

/** The registration link in the mail the server wrote to the guest, once it has. */
async function mailedLink(): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const dir = mailDir();
        for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
          const raw = fs.readFileSync(path.join(dir, name), 'utf8');
          if (!raw.includes(GUEST_EMAIL)) continue;
          const text = (await parseMail(raw)).text ?? '';
          link = /https?:\/\/[^\s]+\/register\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? link;
        }
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

test('a guest registers from the mailed link on a 375 px phone in Arabic, and the desk sees it complete', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await writeHouseRules(page, RULES);
  const stay = await bookCouple(page);
  await page.context().clearCookies();

  // The desk sends the link from the reservation (a stay booked by phone).
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto(`/reservation/${stay.id}`);
  const card = registrationCard(page);
  await expect(card).toContainText('No registration link sent yet.');
  await card.getByRole('button', { name: 'Send registration link' }).click();
  await expect(page.getByText('Registration link sent to the guest').first()).toBeVisible();
  await expect(card).toContainText(/Registration link sent .*; it works until/);
  await card.scrollIntoViewIfNeeded();
  await picture(card, { path: `${SHOTS}/registration-link-sent-1024.png` });
  const linkPath = await mailedLink();

  // The guest opens it on their phone, where it names nothing but the property.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const guest = await phone.newPage();
  await guest.goto(linkPath);
  await expect(guest.getByRole('heading', { name: 'Register for your stay' })).toBeVisible();
  await expect(guest.locator('main')).not.toContainText('Mansour');
  await guest.getByTestId('language-switch').first().click();
  await expect(guest).toHaveURL(/\/ar\/register\//);
  await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(guest.getByRole('heading', { name: 'التسجيل لإقامتكم' })).toBeVisible();

  const lastName = guest.getByLabel('اسم العائلة في الحجز');
  await lastName.fill('Smith');
  await guest.getByRole('button', { name: 'متابعة' }).click();
  await expect(guest.getByRole('alert')).toHaveText(
    'هذا ليس اسم العائلة الذي تم الحجز به. يرجى التحقق والمحاولة مرة أخرى.',
  );
  await picture(guest, { path: `${SHOTS}/registration-link-last-name-375.png`, fullPage: true });
  expect(await seriousViolations(guest)).toEqual([]);
  await lastName.fill('mansour');
  await guest.getByRole('button', { name: 'متابعة' }).click();
  await expect(guest.getByTestId('registration-progress')).toHaveText('تم التسجيل: 0 من 2');

  for (const [index, person] of COUPLE.entries()) {
    const article = guest.getByTestId(`link-guest-${index + 1}`);
    await article.getByRole('button', { name: 'إدخال البيانات' }).click();
    if (index === 0) {
      await article.getByLabel('الاسم الكامل (كما في الهوية)').fill('');
      await article.getByRole('button', { name: 'حفظ' }).click();
      await expect(article.getByText('يرجى إدخال الاسم الكامل كما في الهوية.')).toBeVisible();
      await article.getByLabel('الاسم الكامل (كما في الهوية)').fill(person.name);
    }
    await article.getByLabel('تاريخ الميلاد').fill(index === 0 ? '1990-05-17' : '1987-09-30');
    await article.getByLabel('الجنسية').selectOption('Lebanese');
    await article.getByLabel('نوع الهوية').selectOption('passport');
    await article.getByLabel('رقم الهوية').fill(person.passport);
    await article.getByLabel('تاريخ انتهاء الهوية').fill(addDaysIso(today, 1500));
    await article.getByLabel('بلد الإقامة').fill('لبنان');
    if (index === 0) {
      await picture(guest, { path: `${SHOTS}/registration-link-form-375.png`, fullPage: true });
      expect(await seriousViolations(guest)).toEqual([]);
    }
    await article.getByRole('button', { name: 'حفظ' }).click();
    await expect(article).toContainText('جاهز للتوقيع');

    await article.getByLabel('إضافة صورة').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: PNG_BYTES,
    });
    await expect(guest.getByTestId(`link-photos-${index + 1}`)).toHaveText('أُضيفت صورة واحدة');

    await article.getByRole('button', { name: 'التوقيع' }).click();
    await expect(article.getByText(RULES.ar.split('\n')[0] ?? '')).toBeVisible();
    const pad = article.getByRole('img', { name: 'لوحة التوقيع' });
    if (index === 0) {
      await article.getByRole('button', { name: 'التوقيع', exact: true }).click();
      await expect(article.getByText('يرجى التوقيع داخل المربع.')).toBeVisible();
    }
    await pad.scrollIntoViewIfNeeded();
    await drawSignature(guest, pad);
    if (index === 0) {
      await picture(guest, { path: `${SHOTS}/registration-link-sign-375.png` });
      expect(await seriousViolations(guest)).toEqual([]);
    }
    await article.getByRole('button', { name: 'التوقيع', exact: true }).click();
    await expect(article).toContainText('تم التوقيع');
  }

  await guest.getByLabel('موعد الوصول').fill('15:30');
  await guest.getByRole('button', { name: 'حفظ' }).click();
  await expect(guest.getByTestId('arrival-time-saved')).toHaveText('ننتظركم في الساعة 15:30.');
  await expect(guest.getByTestId('registration-complete')).toBeVisible();
  await expect(guest.getByTestId('registration-progress')).toHaveText('تم التسجيل: 2 من 2');
  expect(await seriousViolations(guest)).toEqual([]);
  for (const width of [375, 1024, 1280]) {
    await guest.setViewportSize({ width, height: 900 });
    await picture(guest, {
      path: `${SHOTS}/registration-link-complete-${width}.png`,
      fullPage: true,
    });
  }
  await phone.close();

  // At the desk, the open card says it at once (live): complete, signed from the link; with the
  // arrival time once the page is read again.
  await expect(card).toContainText('Registration complete');
  await page.reload();
  await expect(card).toContainText('Registration complete');
  await expect(card).toContainText('Expected arrival 15:30 (given by the guest)');
  for (const person of COUPLE) {
    await expect(card.getByRole('img', { name: `Signature of ${person.name}` })).toBeVisible();
  }
  await card.scrollIntoViewIfNeeded();
  await picture(card, { path: `${SHOTS}/registration-link-desk-complete-1024.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await writeHouseRules(page, { en: '', ar: '' });
});
