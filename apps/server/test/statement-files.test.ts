import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { auditLog, notifications, ownerStatements, properties } from '@zamalek/db/schema';
import { createTestDatabase, firstPropertyId, type TestDatabase } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { StatementContent } from '@zamalek/domain/owners/statement';
import { statementMonthName } from '@zamalek/domain/owners/statement-text';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { MAIL_JOB } from '../src/jobs/timed-jobs';
import { type RunningApp, startApp } from './support/app';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { startSmtpServer } from './support/smtp';

const run = promisify(execFile);
const today = todayIn('Africa/Cairo', new Date());
const thisMonth = `${today.slice(0, 7)}-01`;
const lastMonth = `${addDaysIso(thisMonth, -1).slice(0, 7)}-01`;
const monthBefore = `${addDaysIso(lastMonth, -1).slice(0, 7)}-01`;

/** The text of a PDF as pdftotext reads it, its shaped Arabic letters read back as letters. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'statement-pdf-'));
  try {
    const file = path.join(dir, 'statement.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.normalize('NFKC');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whether a line of pdftotext's text has these words, in either reading order. */
const hasWords = (text: string, words: string) => {
  const reversed = words.split(' ').reverse().join(' ');
  return text.includes(words) || text.includes(reversed);
};

type Callers = Awaited<ReturnType<typeof roleCallers>>;

/**
 * A landlord's issued statement printed to PDF by Chromium in English and Arabic, downloaded over
 * HTTP by admins only, and mailed to the landlord with its PDF through a real SMTP server when it
 * is issued and when sent again. Nothing of a guest is in any of it.
 */
describe('a landlord statement as PDF and by mail', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: RunningApp;
  let users: Callers;
  const as = (who: Who) => users.as(who);
  const landlord = { nadia: '', omar: '', layla: '' };
  const rooms = { one: '', two: '' };
  let printed = '';

  const cookieOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(database.client.db, token, users.userId(who), false);
    return `${SESSION_COOKIE}=${token}`;
  };
  const get = async (path: string, who: Who | null = 'admin') =>
    fetch(`${app.url}${path}`, who ? { headers: { cookie: await cookieOf(who) } } : {});
  const mailsTo = (address: string) => smtp.received.filter((sent) => sent.to.includes(address));
  const statementMails = (statementId: string) =>
    database.client.db
      .select()
      .from(notifications)
      .where(eq(notifications.statementId, statementId));

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = await startSmtpServer();
    app = await startApp(database, { SMTP_URL: smtp.url });
    users = await roleCallers(database.client);
    const { db } = database.client;
    await db
      .update(properties)
      .set({ propertyNameAr: 'أجنحة الزمالك' })
      .where(eq(properties.slug, 'zamalek'));
    rooms.one = (await insertUnit(db, { name: 'SP-1', unitType: 'Owner SP-1' })).id;
    rooms.two = (await insertUnit(db, { name: 'SP-2', unitType: 'Owner SP-2' })).id;
    // A guest in the landlord's room: none of it may reach a statement.
    await insertStay(db, rooms.one, addDaysIso(lastMonth, 3), addDaysIso(lastMonth, 6));
    const admin = as('admin').landlords;
    landlord.nadia = (
      await admin.add({ name: 'نادية صالح', email: 'nadia@example.com', language: 'ar' })
    ).id;
    landlord.omar = (await admin.add({ name: 'Omar Fahmy', email: null, language: 'en' })).id;
    landlord.layla = (
      await admin.add({ name: 'Layla Hassan', email: 'layla@example.com', language: 'en' })
    ).id;
    await admin.setRooms({ landlordId: landlord.nadia, unitIds: [rooms.one] });
    await admin.setRooms({ landlordId: landlord.omar, unitIds: [rooms.two] });
    for (const landlordId of [landlord.nadia, landlord.omar]) {
      await admin.addAgreement({
        landlordId,
        effectiveFrom: monthBefore,
        sharePercent: 70,
        basis: 'net',
        managementFeePercent: 0,
        recognition: 'night',
        ownerPays: ['maintenance'],
      });
    }
    // A statement as issued, with every kind of figure, for the printing tests.
    const content: StatementContent = {
      month: lastMonth,
      number: 1,
      landlordName: 'Layla Hassan',
      currency: 'USD',
      agreement: null,
      rooms: [
        {
          unitId: rooms.one,
          name: 'SP-1',
          nightsSold: 8,
          nightsInMonth: 31,
          occupancyPercent: 26,
          roomRevenueMinor: 95_000,
          taxesMinor: 13_300,
          commissionsMinor: 0,
          basisMinor: 95_000,
          shareMinor: 66_500,
          managementFeeMinor: 4_750,
        },
        {
          unitId: rooms.two,
          name: 'SP-2',
          nightsSold: 6,
          nightsInMonth: 31,
          occupancyPercent: 19,
          roomRevenueMinor: 68_000,
          taxesMinor: 9_520,
          commissionsMinor: 7_200,
          basisMinor: 60_800,
          shareMinor: 42_560,
          managementFeeMinor: 3_040,
        },
      ],
      adjustments: [
        {
          unitId: rooms.one,
          name: 'SP-1',
          month: monthBefore,
          nightsSold: 0,
          roomRevenueMinor: -10_000,
          taxesMinor: -1_400,
          commissionsMinor: 0,
          basisMinor: -10_000,
          shareMinor: -7_000,
          managementFeeMinor: -500,
        },
      ],
      earnedMinor: 94_770,
      openingBalanceMinor: 20_000,
      payouts: [
        { businessDate: addDaysIso(lastMonth, 4), amountMinor: 20_000, reference: 'CIB-77' },
      ],
      payoutsMinor: 20_000,
      expenses: [
        {
          businessDate: addDaysIso(lastMonth, 9),
          kind: 'maintenance',
          description: 'Water heater repaired',
          unitName: 'SP-1',
          amountMinor: 4_500,
        },
      ],
      expensesMinor: 4_500,
      otherMinor: 0,
      closingBalanceMinor: 90_270,
    };
    const [row] = await db
      .insert(ownerStatements)
      .values({
        propertyId: await firstPropertyId(db),
        landlordId: landlord.layla,
        month: lastMonth,
        number: 1,
        ledgerCutoff: 0,
        shareMinor: 0,
        balanceMinor: content.closingBalanceMinor,
        content,
      })
      .returning({ id: ownerStatements.id });
    printed = String(row?.id);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('prints in English with every figure', async () => {
    const response = await get(`/api/statements/${printed}.pdf?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-1-${lastMonth.slice(0, 7)}-en.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const words of [
      'Zamalek',
      `Statement 1 · ${statementMonthName(lastMonth, 'en')}`,
      'Layla Hassan',
      'SP-1',
      'SP-2',
      'Nights sold',
      'Occupancy',
      '26%',
      'Room revenue',
      '$950.00',
      '$133.00',
      '$72.00',
      'Management fee',
      '$47.50',
      '$617.50',
      'Adjustments of earlier months',
      statementMonthName(monthBefore, 'en'),
      '-$100.00',
      'Owed after the last statement',
      '$200.00',
      'CIB-77',
      '-$200.00',
      'Water heater repaired',
      '-$45.00',
      'Owed to the landlord',
      '$902.70',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/Existing Guest|existing@example|\+2010/);
  });

  it('prints in Arabic, right to left, its text extractable', async () => {
    const response = await get(`/api/statements/${printed}.pdf?lang=ar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('-ar.pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const words of [
      'أجنحة الزمالك',
      'كشف حساب',
      'الليالي المباعة',
      'إيرادات الوحدة',
      'حصة المالك',
      'تسويات عن أشهر سابقة',
      'المستحق للمالك',
      statementMonthName(lastMonth, 'ar').split(' ')[0] ?? '',
    ]) {
      expect(hasWords(text, words), words).toBe(true);
    }
    for (const figure of ['$950.00', '$617.50', '-$45.00', '$902.70', 'CIB-77', 'SP-1']) {
      expect(text).toContain(figure);
    }
  });

  it('is refused like the CSV: signed out, not an admin, unknown, malformed', async () => {
    expect((await get(`/api/statements/${printed}.pdf`, null)).status).toBe(401);
    for (const who of ['manager', 'front_desk', 'housekeeping'] as const) {
      expect((await get(`/api/statements/${printed}.pdf`, who)).status).toBe(403);
    }
    expect((await get(`/api/statements/${randomUUID()}.pdf`)).status).toBe(404);
    expect((await get(`/api/statements/${printed}.pdf?lang=fr`)).status).toBe(400);
    expect((await get('/api/statements/not-a-statement.pdf')).status).toBe(400);
    // The CSV beside it still answers.
    expect((await get(`/api/statements/${printed}.csv?lang=ar`)).status).toBe(200);
  });

  it('is 503 with a reason where no Chromium is configured', async () => {
    const without = await startApp(database, { CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const response = await fetch(`${without.url}/api/statements/${printed}.pdf`, {
        headers: { cookie: await cookieOf('admin') },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'PDFs cannot be printed here: no Chromium is configured (CHROMIUM_PATH).',
      });
    } finally {
      await without.close();
    }
  });

  it('goes to the landlord when issued, in their Arabic, with its PDF and nothing of a guest', async () => {
    // An expense charged to the landlord, so the statement has a figure.
    const query = new URLSearchParams({
      landlordId: landlord.nadia,
      unitId: rooms.one,
      kind: 'maintenance',
      description: 'Water heater repaired',
      amountMinor: '4500',
      method: 'bank_transfer',
      reference: 'CIB-78',
      note: '',
      idempotencyKey: randomUUID(),
    });
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PNG_BYTES)]), 'receipt.png');
    const charged = await fetch(`${app.url}/api/landlord-expenses?${query.toString()}`, {
      method: 'POST',
      body,
      headers: { cookie: await cookieOf('admin'), origin: app.url },
    });
    expect(charged.status).toBe(201);

    const issued = await as('admin').landlords.issueStatement({
      landlordId: landlord.nadia,
      month: lastMonth.slice(0, 7),
    });
    expect(issued.mailedTo).toBe('nadia@example.com');
    app.jobs.kick(MAIL_JOB);
    await expect.poll(() => mailsTo('nadia@example.com').length, { timeout: 30_000 }).toBe(1);
    const [delivered] = mailsTo('nadia@example.com');
    const mail = await simpleParser(delivered?.raw ?? '');
    const month = statementMonthName(lastMonth, 'ar');
    expect(mail.subject).toBe(`كشف حساب 1 · ${month} · أجنحة الزمالك`);
    expect(mail.text).toContain('المستحق للمالك: -$45.00');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe(`statement-1-${lastMonth.slice(0, 7)}-ar.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(pdf?.content ?? []));
    expect(hasWords(text, 'كشف حساب')).toBe(true);
    expect(hasWords(text, 'نادية صالح')).toBe(true);
    expect(text).toContain('-$45.00');
    for (const part of [delivered?.raw ?? '', mail.text ?? '', String(mail.html), text]) {
      expect(part).not.toMatch(/Existing Guest|existing@example|\+201000000000/);
    }
    const [queued] = await statementMails(issued.id);
    expect(queued).toMatchObject({ kind: 'owner_statement', recipient: 'nadia@example.com' });
    await expect.poll(async () => (await statementMails(issued.id))[0]?.status).toBe('sent');
    const audit = await database.client.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, landlord.nadia), eq(auditLog.action, 'statement')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('nadia@example.com');
  });

  it('is sent again by an admin, audited, and refused readably without an address', async () => {
    const [statement] = await database.client.db
      .select()
      .from(ownerStatements)
      .where(eq(ownerStatements.landlordId, landlord.nadia));
    const id = String(statement?.id);
    expect(await as('admin').landlords.mailStatement({ id })).toEqual({
      recipient: 'nadia@example.com',
    });
    app.jobs.kick(MAIL_JOB);
    await expect.poll(() => mailsTo('nadia@example.com').length, { timeout: 30_000 }).toBe(2);
    const again = await simpleParser(mailsTo('nadia@example.com')[1]?.raw ?? '');
    expect(again.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(await statementMails(id)).toHaveLength(2);
    const audit = await database.client.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, landlord.nadia), eq(auditLog.action, 'mail_statement')));
    expect(audit.map((row) => row.after)).toEqual([{ statementId: id, number: 1 }]);

    for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).landlords.mailStatement({ id }))).toMatch(/^FORBIDDEN/);
    }
    expect(await outcome(as('admin').landlords.mailStatement({ id: randomUUID() }))).toMatch(
      /^NOT_FOUND/,
    );

    // A landlord without an address: issuing queues nothing, and sending is refused.
    const before = await database.client.db.select().from(notifications);
    const omar = await as('admin').landlords.issueStatement({
      landlordId: landlord.omar,
      month: lastMonth.slice(0, 7),
    });
    expect(omar.mailedTo).toBeNull();
    expect(await outcome(as('admin').landlords.mailStatement({ id: omar.id }))).toBe(
      `BAD_REQUEST: ${APP_ERROR_MESSAGES.NO_LANDLORD_EMAIL}`,
    );
    expect(await database.client.db.select().from(notifications)).toHaveLength(before.length);
  });
});
