import { randomUUID } from 'node:crypto';
import { priceCharges, properties, receiptSeries, reservations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { settleForCheckOut } from './support/settle';

const today = todayIn('Africa/Cairo', new Date());

/**
 * Receipts through the procedures: issued once per payment or refund, numbered by the database,
 * in the guest's language, with the stay's charges, their taxes and the property's tax number.
 */
describe.each(testDrivers)('receipts (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let stay = '';
  const as = (who: Who) => users.as(who);

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    await server.db.insert(priceCharges).values({
      propertyId: FIRST_PROPERTY,
      name: 'VAT',
      kind: 'tax',
      basis: 'percent',
      percent: 14,
    });
    await server.db
      .update(properties)
      .set({ taxNumber: '123-456-789', propertyNameAr: 'أجنحة الزمالك' })
      .where(eq(properties.slug, 'zamalek'));
    const unit = await insertUnit(server.db, {
      name: `RC-${driver}`,
      unitType: `Studio RC${driver}`,
      baseRateCents: 10_000,
    });
    stay = (
      await as('manager').reservations.walkIn({
        unitId: unit.id,
        checkIn: today,
        checkOut: addDaysIso(today, 1),
        guestName: 'Hana Saleh',
        contactPhone: '+20 100 000 0001',
        source: 'Direct',
      })
    ).id;
    await server.db
      .update(reservations)
      .set({ guestLanguage: 'ar' })
      .where(eq(reservations.id, stay));
    await as('front_desk').reservations.checkIn({ id: stay, notReadyAccepted: true });
    await as('front_desk').folios.charge({
      reservationId: stay,
      code: 'laundry',
      amountMinor: 1_500,
      memo: '',
      idempotencyKey: randomUUID(),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const journalOf = async (label: string) => {
    const [folio] = await as('front_desk').folios.stay({ reservationId: stay });
    const entry = folio?.entries.filter((candidate) => candidate.label === label).at(-1);
    if (!entry) throw new Error(`no ${label}`);
    return entry.journalId;
  };

  it("issues a payment's receipt once, in the guest's language, with the charges and their taxes", async () => {
    // The final bill: the night (with VAT) and the laundry, paid by card.
    await settleForCheckOut(as('front_desk'), { id: stay });
    await as('front_desk').reservations.checkOut({ id: stay });
    const payment = await journalOf('Payment');
    const [first, again] = await Promise.all([
      as('front_desk').receipts.issue({ journalId: payment }),
      as('manager').receipts.issue({ journalId: payment }),
    ]);
    expect(first?.id).toBe(again?.id);
    const receipt = await as('front_desk').receipts.byId({ id: first?.id ?? '' });
    expect(receipt.number).toBe('R-000001');
    expect(receipt.document).toMatchObject({
      series: 'receipt',
      language: 'ar',
      issuer: { name: 'أجنحة الزمالك', taxNumber: '123-456-789' },
      receiver: { name: 'Hana Saleh' },
      method: 'card',
      amountMinor: 12_900,
      chargesMinor: 12_900,
      taxesMinor: 1_400,
      balanceMinor: 0,
    });
    expect(
      receipt.document.charges.map((charge) => [charge.kind, charge.label, charge.amountMinor]),
    ).toEqual([
      ['extra', 'غسيل الملابس', 1_500],
      ['room', 'Room', 10_000],
      ['tax', 'VAT', 1_400],
    ]);
    const series = await server.db.select().from(receiptSeries);
    expect(series.map((row) => [row.series, row.lastNumber])).toEqual([['receipt', 1]]);
  });

  it('numbers refunds in their own series; a charge has no receipt; roles and hostile input', async () => {
    await as('manager').folios.refund({
      reservationId: stay,
      from: 'allowance',
      method: 'card',
      amountMinor: 500,
      reason: 'Late laundry',
      idempotencyKey: randomUUID(),
    });
    const refund = await journalOf('Refund (goodwill)');
    const issued = await as('front_desk').receipts.issue({ journalId: refund, language: 'en' });
    const receipt = await as('front_desk').receipts.byId({ id: issued.id });
    expect(receipt.number).toBe('RF-000001');
    expect(receipt.document).toMatchObject({ series: 'refund', language: 'en', amountMinor: 500 });
    expect(receipt.document.issuer.name).toBe('Zamalek Suites');

    const charge = await journalOf('Laundry');
    expect(await outcome(as('front_desk').receipts.issue({ journalId: charge }))).toBe(
      `BAD_REQUEST: ${APP_ERROR_MESSAGES.NO_RECEIPT_FOR_ENTRY}`,
    );
    expect(await outcome(as('housekeeping').receipts.issue({ journalId: refund }))).toMatch(
      /^FORBIDDEN/,
    );
    expect(await outcome(as('housekeeping').receipts.byId({ id: issued.id }))).toMatch(
      /^FORBIDDEN/,
    );
    expect(
      await outcome(as('front_desk').receipts.issue({ journalId: refund, language: 'fr' as 'en' })),
    ).toMatch(/^BAD_REQUEST/);
    expect(await outcome(as('front_desk').receipts.byId({ id: randomUUID() }))).toMatch(
      /^NOT_FOUND/,
    );
    const series = await server.db.select().from(receiptSeries);
    expect(series.map((row) => [row.series, row.lastNumber]).sort()).toEqual([
      ['receipt', 1],
      ['refund', 1],
    ]);
  });

  it('invoices a folio once, and documents a correction of a charge with a credit note naming it', async () => {
    const [folio] = await as('front_desk').folios.stay({ reservationId: stay });
    const folioId = folio?.id ?? '';
    const [first, again] = await Promise.all([
      as('front_desk').receipts.invoice({ folioId }),
      as('manager').receipts.invoice({ folioId }),
    ]);
    expect(first.id).toBe(again.id);
    const invoice = await as('front_desk').receipts.byId({ id: first.id });
    expect(invoice.number).toBe('INV-000001');
    expect(invoice.document).toMatchObject({
      series: 'invoice',
      language: 'ar',
      method: null,
      amountMinor: 12_900,
      chargesMinor: 12_900,
      taxesMinor: 1_400,
      issuer: { taxNumber: '123-456-789' },
    });
    // The laundry was charged by mistake: its correction has a credit note, which names the invoice.
    const laundry = await journalOf('Laundry');
    const correction = await as('manager').folios.reverse({
      journalId: laundry,
      reason: 'Charged to the wrong room',
      idempotencyKey: randomUUID(),
    });
    const issued = await as('front_desk').receipts.issue({
      journalId: correction.journalId,
      language: 'en',
    });
    const note = await as('front_desk').receipts.byId({ id: issued.id });
    expect(note.number).toBe('CN-000001');
    expect(note.document).toMatchObject({
      series: 'credit_note',
      amountMinor: 1_500,
      method: null,
      corrects: { reason: 'Charged to the wrong room', invoice: 'INV-000001' },
    });
    expect(note.document.charges.map((charge) => [charge.kind, charge.amountMinor])).toEqual([
      ['extra', 1_500],
    ]);
    // A correction of a payment has no credit note; a folio of nobody has no invoice.
    const payment = await journalOf('Payment');
    const paymentFix = await as('manager').folios.reverse({
      journalId: payment,
      reason: 'Entered twice',
      idempotencyKey: randomUUID(),
    });
    expect(
      await outcome(as('front_desk').receipts.issue({ journalId: paymentFix.journalId })),
    ).toBe(`BAD_REQUEST: ${APP_ERROR_MESSAGES.NO_RECEIPT_FOR_ENTRY}`);
    expect(await outcome(as('front_desk').receipts.invoice({ folioId: randomUUID() }))).toBe(
      'NOT_FOUND: Folio not found.',
    );
    expect(await outcome(as('housekeeping').receipts.invoice({ folioId }))).toMatch(/^FORBIDDEN/);
    // A folio with nothing charged yet (a deposit taken before arrival) has no invoice.
    const unit = await insertUnit(server.db, { name: `RC2-${driver}`, baseRateCents: 10_000 });
    const early = await as('manager').reservations.walkIn({
      unitId: unit.id,
      checkIn: today,
      checkOut: addDaysIso(today, 1),
      guestName: 'Early Guest',
      contactPhone: '+20 100 000 0003',
      source: 'Direct',
    });
    await as('front_desk').folios.pay({
      reservationId: early.id,
      purpose: 'deposit',
      method: 'card',
      amountMinor: 2_000,
      cardLast4: '4242',
      approvalCode: 'OK',
      note: '',
      idempotencyKey: randomUUID(),
    });
    const [depositOnly] = await as('front_desk').folios.stay({ reservationId: early.id });
    expect(
      await outcome(as('front_desk').receipts.invoice({ folioId: depositOnly?.id ?? '' })),
    ).toBe(`BAD_REQUEST: ${APP_ERROR_MESSAGES.NOTHING_TO_INVOICE}`);
  });
});
