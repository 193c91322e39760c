import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { seriousViolations } from './axe';
import { call, DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';
import { drawSignature, registrationCard, writeHouseRules } from './registration-helpers';

const SHOTS = 'e2e/.screenshots';
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: DEMO_ADMIN.password };
const today = todayIn('Africa/Cairo', new Date());

const RULES = {
  en: 'No smoking indoors.\nQuiet after 23:00.',
  ar: 'ممنوع التدخين في الداخل.\nالهدوء بعد الساعة 23:00.',
};

const FAMILY = [
  { name: 'Mariam Khalil', type: 'adult', gender: 'female' },
  { name: 'Tarek Khalil', type: 'adult', gender: 'male' },
  { name: 'Nour Khalil', type: 'child', gender: 'female' },
] as const;

/** A family booked by the office for later: two adults and a child. */
async function bookFamily(page: Page): Promise<string> {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await writeHouseRules(page, RULES);
  const rooms = await call<{ id: string; name: string }[]>(page, 'units.list');
  const room = rooms.find((unit) => unit.name === 'Z-401');
  if (!room) throw new Error('seeded room Z-401 missing');
  const stay = await call<{ id: string }>(page, 'reservations.create', {
    unitId: room.id,
    checkIn: addDaysIso(today, 173),
    checkOut: addDaysIso(today, 176),
    adults: 2,
    children: 1,
    guests: FAMILY,
    nationality: 'British',
    idType: 'passport',
    documents: { idFront: null, idBack: null, marriageCertificate: null },
    contactEmail: 'mariam.khalil@example.com',
    phoneCode: '+20',
    phoneNumber: '1005550173',
    source: 'Direct',
    pricePerNight: null,
    notes: '',
  });
  await page.context().clearCookies();
  return stay.id;
}

test('a receptionist registers a family from their IDs and each guest signs the house rules on the pad', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1024, height: 900 });
  const stayId = await bookFamily(page);
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto(`/reservation/${stayId}`);
  const card = registrationCard(page);
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card.getByRole('listitem', { name: 'Tarek Khalil' })).toContainText(
    'Not registered',
  );
  await expect(card.getByRole('listitem', { name: 'Nour Khalil' })).toContainText(
    'Missing: date of birth',
  );
  await card.scrollIntoViewIfNeeded();
  await picture(card, { path: `${SHOTS}/registration-card-empty-1024.png` });

  const passports = [
    { born: '1988-03-14', number: 'P1234567' },
    { born: '1985-11-02', number: 'P7654321' },
  ];
  for (const [index, guest] of FAMILY.entries()) {
    const row = card.getByRole('listitem', { name: guest.name });
    await row.getByRole('button', { name: /^Fill in/ }).click();
    const dialog = page.getByRole('dialog', { name: `Registration of ${guest.name}` });
    const name = dialog.getByRole('textbox', { name: 'Full name' });
    if (index === 0) {
      // The name is the one thing a registration cannot wait for.
      await name.fill('');
      await dialog.getByRole('button', { name: 'Save registration' }).click();
      await expect(
        dialog.getByText('Please enter the guest’s full name as on their ID.'),
      ).toBeVisible();
      await picture(page, { path: `${SHOTS}/registration-fill-in-refused-1024.png` });
      await name.fill(guest.name);
    }
    const passport = passports[index];
    if (passport) {
      await expect(dialog.getByRole('checkbox', { name: 'Adult', exact: true })).toBeChecked();
      await dialog.getByRole('combobox', { name: 'Nationality' }).selectOption('British');
      await dialog.getByLabel('Date of birth', { exact: true }).fill(passport.born);
      await dialog.getByRole('combobox', { name: 'ID type' }).selectOption('passport');
      await dialog.getByRole('textbox', { name: 'ID number' }).fill(passport.number);
      await dialog.getByLabel('ID valid until', { exact: true }).fill(addDaysIso(today, 2000));
      await dialog.getByRole('textbox', { name: 'Country of residence' }).fill('United Kingdom');
    } else {
      await expect(dialog.getByRole('checkbox', { name: 'Adult', exact: true })).not.toBeChecked();
      await dialog.getByLabel('Date of birth', { exact: true }).fill('2018-06-21');
    }
    if (index === 0) {
      await picture(page, { path: `${SHOTS}/registration-fill-in-1024.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Save registration' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Ready to sign');
  }

  for (const [index, guest] of FAMILY.entries()) {
    const row = card.getByRole('listitem', { name: guest.name });
    // The child signs on a phone-sized screen: the rules, the name and the pad fit it.
    const phone = guest.type === 'child';
    if (phone) await page.setViewportSize({ width: 375, height: 800 });
    await row.getByRole('button', { name: /^Sign/ }).click();
    const dialog = page.getByRole('dialog', { name: 'House rules' });
    await expect(dialog.getByText(`Signed by ${guest.name}`)).toBeVisible();
    const pad = dialog.getByRole('img', { name: 'Signature pad' });
    if (index === 0) {
      // Nothing drawn: asked to sign, nothing sent.
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please sign in the box.');
      await expect(dialog.getByRole('region', { name: 'House rules in English' })).toHaveText(
        RULES.en,
      );
      const arabic = dialog.getByRole('region', { name: 'House rules in Arabic' });
      await expect(arabic).toHaveText(RULES.ar);
      await expect(arabic).toHaveAttribute('dir', 'rtl');
    }
    await drawSignature(page, pad);
    if (phone) {
      await picture(page, { path: `${SHOTS}/registration-sign-375.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    }
    if (index === 0) {
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await picture(page, { path: `${SHOTS}/registration-sign-1024.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      // Drawn again after a clear, as a guest who wants another try.
      await dialog.getByRole('button', { name: 'Clear' }).click();
      await drawSignature(page, pad);
    }
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(/Signed \d{2} \w{3} \d{4}/);
    await expect(row.getByRole('img', { name: `Signature of ${guest.name}` })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    if (phone) await page.setViewportSize({ width: 1024, height: 900 });
  }
  await expect(card).toContainText('Registration complete');
  const signature = card.getByRole('img', { name: 'Signature of Mariam Khalil' });
  await expect
    .poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await picture(card, { path: `${SHOTS}/registration-card-signed-${width}.png` });
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The signed card prints as a PDF, in English and in Arabic.
  for (const [button, lang] of [
    ['Card PDF (English)', 'en'],
    ['Card PDF (Arabic)', 'ar'],
  ] as const) {
    const printed = page.waitForEvent('download');
    await card.getByRole('button', { name: button }).click();
    const file = await printed;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^registration-card-.+-${lang}\\.pdf$`));
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }

  // The rules as the other tests expect them: none.
  await page.context().clearCookies();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // The police's list of foreigners in the house those nights names the family.
  await page.goto('/registrations');
  const from = addDaysIso(today, 173);
  const to = addDaysIso(today, 176);
  await page.getByLabel('From').fill(from);
  await page.getByLabel('Until (not included)').fill(to);
  await expect(page.getByLabel('Foreigners only (the police’s list)')).toBeChecked();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const list = await download;
  expect(list.suggestedFilename()).toBe(`guests-foreigners-${from}-to-${to}.csv`);
  const text = readFileSync(await list.path(), 'utf8');
  for (const guest of FAMILY) expect(text).toContain(guest.name);
  const printedList = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await printedList;
  expect(pdf.suggestedFilename()).toBe(`guests-foreigners-${from}-to-${to}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/authority-list-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);

  await writeHouseRules(page, { en: '', ar: '' });
});

/** A real 48×32 JPEG, as a phone's camera gives one (smaller). */
const ID_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYAtQAAAAAAAAAAP/Z',
  'base64',
);

test('the desk adds photos of a guest’s ID to the card, is told why a file is refused, and removes one while unsigned', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const rooms = await call<{ id: string; name: string }[]>(page, 'units.list');
  const room = rooms.find((unit) => unit.name === 'Z-401');
  if (!room) throw new Error('seeded room Z-401 missing');
  const guest = 'Samir Haddad';
  const stay = await call<{ id: string }>(page, 'reservations.create', {
    unitId: room.id,
    checkIn: addDaysIso(today, 180),
    checkOut: addDaysIso(today, 182),
    adults: 1,
    children: 0,
    guests: [{ name: guest, type: 'adult', gender: 'male' }],
    nationality: 'British',
    idType: 'passport',
    documents: { idFront: null, idBack: null, marriageCertificate: null },
    contactEmail: 'samir.haddad@example.com',
    phoneCode: '+20',
    phoneNumber: '1005550174',
    source: 'Direct',
    pricePerNight: null,
    notes: '',
  });
  await call(page, 'registrations.save', {
    reservationId: stay.id,
    guestNo: 1,
    adult: true,
    fullName: guest,
    nationality: null,
    dateOfBirth: '1979-05-03',
    idType: null,
    idNumber: '',
    idExpiry: '',
    residenceCountry: '',
  });
  await page.context().clearCookies();
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto(`/reservation/${stay.id}`);
  const row = registrationCard(page).getByRole('listitem', { name: guest });
  const add = row.getByLabel(`Add ID photo of ${guest}`);
  await expect(add).toHaveAttribute('capture', 'environment');

  await add.setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: ID_JPEG });
  const thumbnail = row.getByRole('img', {
    name: new RegExp(`^ID 1 of ${guest}, taken at the desk`),
  });
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(48);
  await expect(row.getByRole('group', { name: `ID photos of ${guest}` })).toContainText('1 of 4');

  // A photo with a web page appended is refused in words, and nothing is added.
  await add.setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([ID_JPEG, Buffer.from('<html><script>alert(1)</script></html>')]),
  });
  await expect(row.getByRole('alert')).toContainText('This file is not only a photo');
  await expect(row.getByRole('img', { name: /^ID \d of / })).toHaveCount(1);

  await row.getByRole('button', { name: `Remove ID photo 1 of ${guest}` }).click();
  await expect(row.getByRole('img', { name: /^ID \d of / })).toHaveCount(0);
  await expect(row.getByRole('group', { name: `ID photos of ${guest}` })).toContainText('0 of 4');
});
