import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { auditLog, guestRegistrations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { startApp, startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { roleCallers, type Who } from './support/role-callers';

const run = promisify(execFile);
const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/** What a poppler tool reads of a PDF: its text, its images or its pages. */
async function readPdf(pdf: Uint8Array, tool: 'pdftotext' | 'pdfimages' | 'pdfinfo' | 'bbox') {
  const dir = await mkdtemp(path.join(tmpdir(), 'card-pdf-'));
  try {
    const file = path.join(dir, 'card.pdf');
    await writeFile(file, pdf);
    const args =
      tool === 'pdftotext'
        ? ['-enc', 'UTF-8', file, '-']
        : tool === 'bbox'
          ? ['-bbox', '-f', '1', '-l', '1', '-enc', 'UTF-8', file, '-']
          : tool === 'pdfimages'
            ? ['-list', file]
            : [file];
    const { stdout } = await run(tool === 'bbox' ? 'pdftotext' : tool, args);
    return stdout.normalize('NFKC');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The images of a PDF (their soft masks aside), each as the page it is on. */
const imagePages = (list: string) =>
  list
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => Number(columns[0]));

/** Whether pdftotext's text has these words, in either reading order. */
const hasWords = (text: string, words: string) =>
  text.includes(words) || text.includes(words.split(' ').reverse().join(' '));

const OLD_RULES_EN = 'Quiet hours from 23:00. No smoking indoors.';
const OLD_RULES_AR = 'الهدوء بعد الساعة ١١ مساء. ممنوع التدخين.';
const NEW_RULES_EN = 'Parties are allowed on the roof.';

/**
 * A stay's registration card as a PDF in English and Arabic: a page per guest with the stay,
 * the registration, the house rules of the version the guest signed (kept after the rules
 * change), their signature, or Not signed; for those who register guests, audited.
 */
describe.each(testDrivers)('the registration card as a PDF (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let stay = '';
  let bookingReference = '';

  const cookieOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    return `${SESSION_COOKIE}=${token}`;
  };
  const get = async (url: string, who: Who | null, base = server.url) =>
    fetch(`${base}${url}`, { headers: who ? { cookie: await cookieOf(who) } : {} });
  const card = (lang: string, id = stay) => `/api/registrations/card/${id}.pdf?lang=${lang}`;

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    await server.db.execute(sql`update properties set property_name_ar = 'أجنحة الزمالك',
      house_rules = ${OLD_RULES_EN}, house_rules_ar = ${OLD_RULES_AR} where id = ${FIRST_PROPERTY}`);
    const unitId = (await insertUnit(server.db, { name: 'CARD-1', unitType: 'Card' })).id;
    const inserted = await insertStay(server.db, unitId, day(0), day(3), {
      guestNames: ['Ingrid Holm', 'Lars Holm'],
      guestTypes: ['adult', 'adult'],
      numberOfGuests: 2,
      adults: 2,
    });
    stay = inserted.id;
    bookingReference = inserted.bookingReference;
    // Signed over HTTP, so the signature is in the server's own private store.
    const api = createApiClient(server.url);
    api.cookies.set(SESSION_COOKIE, (await cookieOf('front_desk')).split('=')[1] ?? '');
    const fields = {
      reservationId: stay,
      adult: true,
      nationality: 'Danish' as const,
      dateOfBirth: '1979-08-21',
      idType: 'passport' as const,
      idExpiry: day(1000),
      residenceCountry: 'Denmark',
    };
    await api.trpc.registrations.save.mutate({
      ...fields,
      guestNo: 1,
      fullName: 'Ingrid Holm',
      idNumber: 'DK7781234',
    });
    await api.trpc.registrations.save.mutate({
      ...fields,
      guestNo: 2,
      fullName: 'Lars Holm',
      idNumber: 'DK7785678',
    });
    const [ingrid] = await server.db
      .select({ id: guestRegistrations.id })
      .from(guestRegistrations)
      .where(and(eq(guestRegistrations.reservationId, stay), eq(guestRegistrations.guestNo, 1)));
    await api.trpc.registrations.sign.mutate({
      registrationId: String(ingrid?.id),
      signature: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
    });
    api.close();
    // The rules change after Ingrid signed: her card keeps the version she signed.
    await server.db.execute(sql`update properties set house_rules = ${NEW_RULES_EN},
      house_rules_ar = 'يسمح بالحفلات على السطح.' where id = ${FIRST_PROPERTY}`);
  }, 120_000);

  afterAll(() => server?.close());

  it('prints a page per guest in English with the rules the guest signed and the signature', async () => {
    const response = await get(card('en'), 'front_desk');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="registration-card-${bookingReference}-en.pdf"`,
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(await readPdf(pdf, 'pdfinfo')).toMatch(/Pages:\s+2\n/);
    const text = await readPdf(pdf, 'pdftotext');
    const [first = '', second = ''] = text.split('\f');
    for (const words of [
      'Zamalek',
      'Registration card',
      'Guest 1 of 2',
      bookingReference,
      'CARD-1',
      day(0),
      day(3),
      'Ingrid Holm',
      'Danish',
      '1979-08-21',
      'Passport',
      'DK7781234',
      'Denmark',
      'House rules, as signed',
      OLD_RULES_EN,
      'Signed',
      'at the desk',
    ]) {
      expect(first, words).toContain(words);
    }
    expect(hasWords(first, 'ممنوع التدخين')).toBe(true);
    expect(first).not.toContain(NEW_RULES_EN);
    expect(first).not.toContain('Not signed');
    // Lars has not signed: his page says so, with the rules in force for him to sign.
    for (const words of ['Guest 2 of 2', 'Lars Holm', 'DK7785678', 'Not signed', NEW_RULES_EN]) {
      expect(second, words).toContain(words);
    }
    // The one signature, drawn on Ingrid's page.
    expect(imagePages(await readPdf(pdf, 'pdfimages'))).toEqual([1]);
  });

  it('prints in Arabic, right to left, the signed version’s rules in both languages', async () => {
    const response = await get(card('ar'), 'manager');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('-ar.pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    const [first = '', second = ''] = (await readPdf(pdf, 'pdftotext')).split('\f');
    for (const words of [
      'أجنحة الزمالك',
      'بطاقة تسجيل النزيل',
      'رقم الحجز',
      'الاسم الكامل',
      'جواز سفر',
      'ممنوع التدخين',
      'تم التوقيع',
    ]) {
      expect(hasWords(first, words), words).toBe(true);
    }
    for (const value of [bookingReference, 'DK7781234', '1979-08-21', 'Ingrid Holm']) {
      expect(first).toContain(value);
    }
    expect(first).toContain(OLD_RULES_EN);
    expect(first).not.toContain(NEW_RULES_EN);
    expect(hasWords(second, 'لم يتم التوقيع')).toBe(true);
    // Right to left: the stay's first field, the booking reference, is at the right of the
    // page and its last, the departure, left of it (the other way round in English).
    const words = [
      ...(await readPdf(pdf, 'bbox')).matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)</g),
    ];
    const xOf = (word: string) =>
      Number(words.find((match) => match[2] === word)?.[1] ?? Number.NaN);
    expect(xOf(bookingReference)).toBeGreaterThan(300);
    expect(xOf(bookingReference)).toBeGreaterThan(xOf(day(3)));
    expect(imagePages(await readPdf(pdf, 'pdfimages'))).toEqual([1]);
  });

  it('is for those who register guests, at the stay’s property, each print audited without personal data', async () => {
    expect((await get(card('en'), null)).status).toBe(401);
    for (const who of ['housekeeping', 'none'] as const) {
      expect((await get(card('en'), who)).status).toBe(403);
    }
    expect((await get(card('en', randomUUID()), 'admin')).status).toBe(404);
    expect((await get('/api/registrations/card/not-a-stay.pdf', 'admin')).status).toBe(404);
    expect((await get(card('fr'), 'admin')).status).toBe(400);
    const prints = await server.db
      .select({ entity: auditLog.entity, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, stay), eq(auditLog.action, 'print_card')));
    expect(prints).toEqual([
      { entity: 'reservation', after: { language: 'en', guests: 2, signed: 1 } },
      { entity: 'reservation', after: { language: 'ar', guests: 2, signed: 1 } },
    ]);
    expect(JSON.stringify(prints)).not.toMatch(/Ingrid|DK77/);
  });

  it('is 503 with a reason where no Chromium is configured', async () => {
    const without = await startApp(server.database, { CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const response = await get(card('en'), 'admin', without.url);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'PDFs cannot be printed here: no Chromium is configured (CHROMIUM_PATH).',
      });
    } finally {
      await without.close();
    }
  });
});
