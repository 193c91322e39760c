import { randomUUID } from 'node:crypto';
import { auditLog, notifications, properties, reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../src/jobs/timed-jobs';
import { type RunningApp, startApp } from './support/app';
import { insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { rightToLeftLines } from './support/pdf-text';
import { roleCallers, type Who } from './support/role-callers';
import { startSmtpServer } from './support/smtp';

const today = todayIn('Africa/Cairo', new Date());

type Callers = Awaited<ReturnType<typeof roleCallers>>;

/** A walk-in with laundry on the folio and a cash deposit in pounds, and that deposit's receipt. */
async function paidStay(
  database: TestDatabase,
  users: Callers,
  { name, email }: { name: string; email: string | null },
) {
  const as = (who: Who) => users.as(who);
  const unit = await insertUnit(database.client.db, {
    name,
    unitType: `Studio ${name}`,
    baseRateCents: 10_000,
  });
  const { id } = await as('manager').reservations.walkIn({
    unitId: unit.id,
    checkIn: today,
    checkOut: addDaysIso(today, 1),
    guestName: 'هناء صالح',
    contactPhone: '+20 100 000 0001',
    source: 'Direct',
  });
  await database.client.db
    .update(reservations)
    .set({ guestLanguage: 'ar', contactEmail: email })
    .where(eq(reservations.id, id));
  await as('front_desk').folios.charge({
    reservationId: id,
    code: 'laundry',
    amountMinor: 1_500,
    memo: '',
    idempotencyKey: randomUUID(),
  });
  await as('front_desk').folios.pay({
    reservationId: id,
    purpose: 'deposit',
    method: 'cash',
    amountMinor: 5_000,
    tender: { amountMinor: 242_500, currency: 'EGP', rate: '48.50' },
    note: '',
    idempotencyKey: randomUUID(),
  });
  const [folio] = await as('front_desk').folios.stay({ reservationId: id });
  const journalId = folio?.entries.find((entry) => entry.label === 'Deposit')?.journalId ?? '';
  return as('front_desk').receipts.issue({ journalId });
}

/**
 * A receipt mailed to the guest: the receipt in the mail and as a PDF printed by Chromium, in the
 * guest's Arabic — shaped, right to left, its text extractable — through a real SMTP server.
 */
describe('a receipt mailed to the guest', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: RunningApp;
  let users: Callers;
  const as = (who: Who) => users.as(who);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = await startSmtpServer();
    app = await startApp(database, { SMTP_URL: smtp.url });
    users = await roleCallers(database.client);
    await database.client.db
      .update(properties)
      .set({ taxNumber: '123-456-789', propertyNameAr: 'أجنحة الزمالك' })
      .where(eq(properties.slug, 'zamalek'));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('goes to the address on the reservation with its PDF, whose Arabic reads right to left', async () => {
    const receipt = await paidStay(database, users, { name: 'RM-1', email: 'hana@example.com' });
    expect(await as('front_desk').receipts.mail({ id: receipt.id })).toEqual({
      recipient: 'hana@example.com',
    });
    app.jobs.kick(MAIL_JOB);
    const toGuest = () => smtp.received.find((sent) => sent.to.includes('hana@example.com'));
    await expect.poll(toGuest, { timeout: 20_000 }).toBeDefined();
    const delivered = toGuest();
    const mail = await simpleParser(delivered?.raw ?? '');
    expect(mail.subject).toBe('إيصال استلام R-000001 · أجنحة الزمالك');
    expect(mail.text).toContain('المبلغ المستلم: $50.00');
    expect(mail.html).toContain('dir="rtl"');
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe('R-000001.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    const { lines, raw } = await rightToLeftLines(new Uint8Array(pdf?.content ?? []));
    // Shaped: the letters were printed in their joined forms (Arabic presentation forms).
    expect(raw).toMatch(/[\uFE70-\uFEFF]/);
    // Right to left: read from the right edge, the words come in their order.
    const page = lines.join('\n');
    for (const words of [
      'أجنحة الزمالك',
      'إيصال استلام',
      'رقم التسجيل الضريبي: 123-456-789',
      'استلمنا من',
      'هناء صالح',
      'المبلغ المستلم',
      'خدمة إضافية: غسيل الملابس$15.00',
      'إجمالي الرسوم$15.00',
      'المدفوع حتى الآن',
      'R-000001',
      '$50.00',
      'EGP 2,425.00',
    ]) {
      expect(page).toContain(words);
    }
    const [queued] = await database.client.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiptId, receipt.id));
    expect(queued).toMatchObject({ kind: 'receipt', recipient: 'hana@example.com' });
    await expect
      .poll(async () => {
        const [row] = await database.client.db
          .select()
          .from(notifications)
          .where(eq(notifications.receiptId, receipt.id));
        return row?.status;
      })
      .toBe('sent');
    const audit = await database.client.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, receipt.id));
    expect(audit.map((row) => row.action)).toEqual(['issue', 'mail']);
    // Never the guest's address in the audit trail's record of the sending.
    expect(JSON.stringify(audit)).not.toContain('hana@example.com');
  });

  it('is refused readably without an e-mail address, and to roles without folios', async () => {
    const receipt = await paidStay(database, users, { name: 'RM-2', email: null });
    const before = await database.client.db.select().from(notifications);
    expect(await outcome(as('front_desk').receipts.mail({ id: receipt.id }))).toBe(
      `BAD_REQUEST: ${APP_ERROR_MESSAGES.NO_GUEST_EMAIL}`,
    );
    for (const who of ['housekeeping', 'none'] as const) {
      expect(await outcome(as(who).receipts.mail({ id: receipt.id }))).toMatch(/^FORBIDDEN/);
    }
    expect(await outcome(as('front_desk').receipts.mail({ id: 'not-a-uuid' }))).toMatch(
      /^BAD_REQUEST/,
    );
    expect(await outcome(as('front_desk').receipts.mail({ id: randomUUID() }))).toBe(
      'NOT_FOUND: Receipt not found.',
    );
    expect(await database.client.db.select().from(notifications)).toHaveLength(before.length);
  });
});

describe('a receipt mailed while its PDF cannot be printed', () => {
  it('waits for a retry when Chromium fails, and goes without the PDF where there is none', async () => {
    const database = await createTestDatabase('pglite');
    const smtp = await startSmtpServer();
    const failing = await startApp(database, { SMTP_URL: smtp.url, CHROMIUM_PATH: '/bin/false' });
    try {
      const users = await roleCallers(database.client);
      const receipt = await paidStay(database, users, { name: 'RM-3', email: 'omar@example.com' });
      await users.as('front_desk').receipts.mail({ id: receipt.id });
      failing.jobs.kick(MAIL_JOB);
      const queued = async () => {
        const [row] = await database.client.db
          .select()
          .from(notifications)
          .where(eq(notifications.receiptId, receipt.id));
        return row;
      };
      await expect
        .poll(async () => (await queued())?.lastError, { timeout: 20_000 })
        .toBe('the receipt could not be printed');
      expect(await queued()).toMatchObject({ status: 'pending', attempts: 1 });
      expect(smtp.received.filter((sent) => sent.to.includes('omar@example.com'))).toEqual([]);
    } finally {
      await failing.close();
    }
    // A server with no Chromium sends it with the receipt in the message and no attachment.
    await database.client.db
      .update(notifications)
      .set({ nextAttemptAt: new Date() })
      .where(eq(notifications.kind, 'receipt'));
    const without = await startApp(database, {
      SMTP_URL: smtp.url,
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    try {
      without.jobs.kick(MAIL_JOB);
      const toGuest = () => smtp.received.find((sent) => sent.to.includes('omar@example.com'));
      await expect.poll(toGuest, { timeout: 20_000 }).toBeDefined();
      const mail = await simpleParser(toGuest()?.raw ?? '');
      expect(mail.attachments).toEqual([]);
      expect(mail.html).toContain('إيصال استلام');
    } finally {
      await without.close();
      await smtp.close();
      await database.dispose();
    }
  });
});
