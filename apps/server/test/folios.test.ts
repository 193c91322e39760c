import { randomUUID } from 'node:crypto';
import { auditLog, journalLines, journals, payments, properties } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());

/**
 * A stay's money through the procedures: extras, payments in dollars and pounds, deposits,
 * refunds and corrections, per role, with hostile input refused and nothing written.
 */
describe.each(testDrivers)('folios (%s)', (driver) => {
  let database: TestDatabase;
  let people: Awaited<ReturnType<typeof roleCallers>>;
  let unitCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    people = await roleCallers(database.client);
  });
  afterAll(() => database.dispose());

  const db = () => database.client.db;
  const refused = (code: AppErrorCode, status: string) => `${status}: ${APP_ERROR_MESSAGES[code]}`;
  const newStay = async () => {
    unitCounter += 1;
    const unit = await insertUnit(db(), { name: `F-${driver}-${unitCounter}` });
    const stay = await insertStay(db(), unit.id, today, addDaysIso(today, 3));
    return stay.id;
  };
  const folioOf = async (reservationId: string) => {
    const [folio] = await people.as('front_desk').folios.stay({ reservationId });
    if (!folio) throw new Error('no folio');
    return folio;
  };
  const journalsCount = async () => {
    const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(journals);
    return row?.count ?? 0;
  };

  it('runs a stay: a deposit in pounds, an extra, a card payment to zero, each entry kept', async () => {
    const reservationId = await newStay();
    const desk = people.as('front_desk');
    expect(await desk.folios.stay({ reservationId })).toEqual([]);
    await desk.folios.pay({
      reservationId,
      purpose: 'payment',
      method: 'cash',
      amountMinor: 10_000,
      tender: { amountMinor: 485_020, currency: 'EGP', rate: '48.5' },
      note: '',
      idempotencyKey: randomUUID(),
    });
    await desk.folios.charge({
      reservationId,
      code: 'late_checkout',
      amountMinor: 3_000,
      memo: 'Until 4 pm',
      idempotencyKey: randomUUID(),
    });
    let folio = await folioOf(reservationId);
    expect(folio.totals).toMatchObject({ balanceMinor: -7_000, paidMinor: 10_000 });
    const refund = {
      reservationId,
      from: 'credit' as const,
      method: 'card' as const,
      amountMinor: 7_000,
      reason: 'Paid back the change',
      idempotencyKey: randomUUID(),
    };
    expect(await outcome(desk.folios.refund(refund))).toMatch(/^FORBIDDEN/);
    expect((await folioOf(reservationId)).totals.balanceMinor).toBe(-7_000);
    const card = await people.as('manager').folios.refund(refund);
    folio = await folioOf(reservationId);
    expect(folio.totals).toMatchObject({ balanceMinor: 0, paidMinor: 3_000 });
    expect(folio.entries.map((entry) => [entry.label, entry.balanceMinor])).toEqual([
      ['Payment', -10_000],
      ['Late check-out', 3_000],
      ['Refund', 7_000],
    ]);
    expect(folio.entries[0]?.detail).toBe('Cash · EGP 4850.20 at 48.5');
    // The pounds and the rate are kept; the 20 piastres beyond 4,850.00 went to the exchange
    // difference, and each currency balances on its own.
    const [first] = folio.entries;
    const lines = await db()
      .select({
        account: journalLines.account,
        amount: journalLines.amountMinor,
        currency: journalLines.currency,
      })
      .from(journalLines)
      .where(eq(journalLines.journalId, first?.journalId ?? ''));
    expect(lines).toEqual([
      { account: 'cash', amount: 485_020, currency: 'EGP' },
      { account: 'currency_exchange', amount: -485_000, currency: 'EGP' },
      { account: 'exchange_difference', amount: -20, currency: 'EGP' },
      { account: 'currency_exchange', amount: 10_000, currency: 'USD' },
      { account: 'receivable', amount: -10_000, currency: 'USD' },
    ]);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.journalId, first?.journalId ?? ''));
    expect(payment).toMatchObject({
      method: 'cash',
      amountMinor: 10_000,
      currency: 'USD',
      tenderedMinor: 485_020,
      tenderedCurrency: 'EGP',
      exchangeRate: '48.500000',
      receivedBy: people.userId('front_desk'),
    });
    expect(card.journalId).toBeTruthy();
  });

  it('lets each role do only what its capabilities allow', async () => {
    const reservationId = await newStay();
    const charge = () => ({
      reservationId,
      code: 'laundry' as const,
      amountMinor: 1_500,
      memo: '',
      idempotencyKey: randomUUID(),
    });
    expect(await outcome(people.as('housekeeping').folios.stay({ reservationId }))).toBe(
      'FORBIDDEN: You do not have permission to see folios.',
    );
    expect(await outcome(people.as('housekeeping').folios.charge(charge()))).toBe(
      'FORBIDDEN: You do not have permission to post charges or take payments.',
    );
    expect(await outcome(people.as('none').folios.charge(charge()))).toMatch(/^FORBIDDEN/);
    expect(await outcome(people.as('front_desk').folios.charge(charge()))).toBe('ok');
    const [entry] = (await folioOf(reservationId)).entries;
    expect(
      await outcome(
        people.as('front_desk').folios.reverse({
          journalId: entry?.journalId ?? '',
          reason: 'Wrong room',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe('FORBIDDEN: You do not have permission to refund or correct folio entries.');
    expect(
      await outcome(
        people.as('manager').folios.reverse({
          journalId: entry?.journalId ?? '',
          reason: 'Wrong room',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe('ok');
    expect((await folioOf(reservationId)).totals.balanceMinor).toBe(0);
  });

  it('corrects an entry once, never a correction, and refunds no more than there is', async () => {
    const reservationId = await newStay();
    const manager = people.as('manager');
    await manager.folios.charge({
      reservationId,
      code: 'damage',
      amountMinor: 10_000,
      memo: 'Broken lamp',
      idempotencyKey: randomUUID(),
    });
    await manager.folios.pay({
      reservationId,
      purpose: 'payment',
      method: 'instapay',
      amountMinor: 10_000,
      reference: 'IPN-7781',
      note: '',
      idempotencyKey: randomUUID(),
    });
    const [damage] = (await folioOf(reservationId)).entries;
    const reverse = () =>
      outcome(
        manager.folios.reverse({
          journalId: damage?.journalId ?? '',
          reason: 'Lamp was already broken',
          idempotencyKey: randomUUID(),
        }),
      );
    expect(await reverse()).toBe('ok');
    expect(await reverse()).toBe(refused('ALREADY_REVERSED', 'CONFLICT'));
    const folio = await folioOf(reservationId);
    const correction = folio.entries.find((entry) => entry.kind === 'reversal');
    expect(
      await outcome(
        manager.folios.reverse({
          journalId: correction?.journalId ?? '',
          reason: 'Undo',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe(refused('REVERSAL_NOT_REVERSIBLE', 'CONFLICT'));
    expect(folio.totals.balanceMinor).toBe(-10_000);
    const refund = (amountMinor: number) =>
      outcome(
        manager.folios.refund({
          reservationId,
          from: 'credit',
          method: 'bank_transfer',
          amountMinor,
          reference: 'TRX-1',
          reason: 'Damage charge withdrawn',
          idempotencyKey: randomUUID(),
        }),
      );
    const before = await journalsCount();
    expect(await refund(10_001)).toBe(refused('REFUND_EXCEEDS_CREDIT', 'CONFLICT'));
    expect(await journalsCount()).toBe(before);
    // Two refunds of the whole credit at once: the folio is counted under a lock, one lands.
    expect((await Promise.all([refund(10_000), refund(10_000)])).sort()).toEqual([
      refused('REFUND_EXCEEDS_CREDIT', 'CONFLICT'),
      'ok',
    ]);
    expect((await folioOf(reservationId)).totals.balanceMinor).toBe(0);
  });

  it('gives back part of a settled stay as a goodwill allowance, the folio still at zero', async () => {
    const reservationId = await newStay();
    await people.as('front_desk').folios.charge({
      reservationId,
      code: 'extension',
      amountMinor: 12_000,
      memo: '',
      idempotencyKey: randomUUID(),
    });
    await people.as('front_desk').folios.pay({
      reservationId,
      purpose: 'payment',
      method: 'card',
      amountMinor: 12_000,
      cardLast4: '4242',
      approvalCode: 'A1B2C3',
      note: '',
      idempotencyKey: randomUUID(),
    });
    expect(
      await outcome(
        people.as('manager').folios.refund({
          reservationId,
          from: 'allowance',
          method: 'card',
          amountMinor: 2_000,
          reason: 'Noisy works next door',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe('ok');
    const folio = await folioOf(reservationId);
    expect(folio.totals).toMatchObject({ balanceMinor: 0, paidMinor: 10_000 });
    expect(folio.totals).toMatchObject({ chargesMinor: 12_000, allowancesMinor: 2_000 });
    expect(folio.entries.at(-1)).toMatchObject({
      label: 'Refund (goodwill)',
      balanceMinor: 0,
      amountMinor: 2_000,
    });
  });

  it('posts a request sent twice once, also when both arrive at once', async () => {
    const reservationId = await newStay();
    const input = {
      reservationId,
      purpose: 'deposit' as const,
      method: 'cash' as const,
      amountMinor: 5_000,
      note: 'Before arrival',
      idempotencyKey: randomUUID(),
    };
    const desk = people.as('front_desk');
    const [first, second] = await Promise.all([desk.folios.pay(input), desk.folios.pay(input)]);
    expect(second.journalId).toBe(first.journalId);
    await desk.folios.pay(input);
    const folio = await folioOf(reservationId);
    expect(folio.entries).toHaveLength(1);
    expect(folio.totals).toMatchObject({ balanceMinor: 0, depositsHeldMinor: 5_000 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'folio'), eq(auditLog.entityId, folio.id)));
    expect(audits.map((entry) => entry.action)).toEqual(['deposit']);
  });

  it('refuses hostile or wrong input readably, writing nothing', async () => {
    const reservationId = await newStay();
    const desk = people.as('front_desk');
    const pay = (changes: Record<string, unknown>) =>
      outcome(
        desk.folios.pay({
          reservationId,
          purpose: 'payment',
          method: 'cash',
          amountMinor: 1_000,
          note: '',
          idempotencyKey: randomUUID(),
          ...changes,
        } as Parameters<typeof desk.folios.pay>[0]),
      );
    const before = await journalsCount();
    for (const changes of [
      { amountMinor: 0 },
      { amountMinor: -500 },
      { amountMinor: 10.5 },
      { amountMinor: 10_000_001 },
      { tender: { amountMinor: 48_500, currency: 'EUR', rate: '48.5' } },
      { tender: { amountMinor: 48_500, currency: 'EGP', rate: 'abc' } },
      { tender: { amountMinor: 48_500, currency: 'EGP', rate: '0' } },
      { note: 'a\u0000b' },
      { note: 'x'.repeat(100_000) },
      { method: 'card', cardLast4: '12' },
      { method: 'bank_transfer', reference: '' },
      { method: 'bitcoin' },
      { idempotencyKey: 'not-a-key' },
    ]) {
      expect(await pay(changes), JSON.stringify(changes).slice(0, 80)).toMatch(/^BAD_REQUEST/);
    }
    expect(await pay({ tender: { amountMinor: 60_000, currency: 'EGP', rate: '48.5' } })).toBe(
      refused('EXCHANGE_DIFFERENCE_TOO_LARGE', 'BAD_REQUEST'),
    );
    expect(await pay({ reservationId: randomUUID() })).toMatch(/^NOT_FOUND/);
    expect(await pay({ folioId: randomUUID() })).toBe(refused('FOLIO_GONE', 'NOT_FOUND'));
    expect(await journalsCount()).toBe(before);
  });

  it("answers another property's stay as one that does not exist", async () => {
    const [other] = await db()
      .insert(properties)
      .values({ slug: `other-${driver}`, timeZone: 'Africa/Cairo', propertyName: 'Other' })
      .returning({ id: properties.id });
    const unit = await insertUnit(db(), { name: `O-${driver}`, propertyId: other?.id });
    const stay = await insertStay(db(), unit.id, today, addDaysIso(today, 2));
    expect(await outcome(people.as('admin').folios.stay({ reservationId: stay.id }))).toMatch(
      /^NOT_FOUND/,
    );
    expect(
      await outcome(
        people.as('admin').folios.charge({
          reservationId: stay.id,
          code: 'minibar',
          amountMinor: 800,
          memo: '',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toMatch(/^NOT_FOUND/);
  });

  it('keeps a stay with money from being deleted', async () => {
    const reservationId = await newStay();
    await people.as('admin').folios.charge({
      reservationId,
      code: 'airport_transfer',
      amountMinor: 2_500,
      memo: '',
      idempotencyKey: randomUUID(),
    });
    expect(await outcome(people.as('admin').reservations.delete({ id: reservationId }))).toBe(
      refused('STAY_HAS_MONEY', 'CONFLICT'),
    );
  });

  it('keeps part of a security deposit with a reason, never more than is held, and returns the rest', async () => {
    const reservationId = await newStay();
    await people.as('front_desk').folios.pay({
      reservationId,
      purpose: 'security_deposit',
      method: 'card',
      amountMinor: 20_000,
      cardLast4: '4242',
      note: '',
      idempotencyKey: randomUUID(),
    });
    const keep = (amountMinor: number, reason = 'Broken lamp') => ({
      reservationId,
      amountMinor,
      reason,
      idempotencyKey: randomUUID(),
    });
    expect(await outcome(people.as('front_desk').folios.keepSecurity(keep(5_000)))).toMatch(
      /^FORBIDDEN/,
    );
    expect(await outcome(people.as('manager').folios.keepSecurity(keep(5_000, '  ')))).toMatch(
      /^BAD_REQUEST/,
    );
    expect(await outcome(people.as('manager').folios.keepSecurity(keep(20_001)))).toBe(
      refused('KEEP_EXCEEDS_HELD', 'CONFLICT'),
    );
    await people.as('manager').folios.keepSecurity(keep(5_000));
    let folio = await folioOf(reservationId);
    expect(folio.totals).toMatchObject({ securityHeldMinor: 15_000, balanceMinor: 0 });
    expect(folio.entries.at(-1)).toMatchObject({
      label: 'Security deposit kept',
      detail: 'Broken lamp',
      // What it took from what is held for the guest.
      amountMinor: -5_000,
    });
    await people.as('manager').folios.refund({
      reservationId,
      from: 'security_deposit',
      method: 'card',
      amountMinor: 15_000,
      reason: 'Returned at check-out',
      idempotencyKey: randomUUID(),
    });
    folio = await folioOf(reservationId);
    expect(folio.totals.securityHeldMinor).toBe(0);
  });

  it('posts cancellation and no-show fees to their own revenue account', async () => {
    const reservationId = await newStay();
    const posted = await people.as('front_desk').folios.charge({
      reservationId,
      code: 'no_show_fee',
      amountMinor: 8_000,
      memo: 'First night, as the policy says',
      idempotencyKey: randomUUID(),
    });
    const lines = await db()
      .select({ account: journalLines.account, amount: journalLines.amountMinor })
      .from(journalLines)
      .where(eq(journalLines.journalId, posted.journalId));
    expect(lines).toEqual([
      { account: 'receivable', amount: 8_000 },
      { account: 'cancellation_revenue', amount: -8_000 },
    ]);
    const [journal] = await db().select().from(journals).where(eq(journals.id, posted.journalId));
    expect(journal?.kind).toBe('fee');
    expect((await folioOf(reservationId)).entries.at(-1)?.label).toBe('No-show fee');
  });

  it("moves a charge to the company's account once, for those allowed", async () => {
    const reservationId = await newStay();
    const charge = (code: 'late_checkout' | 'laundry', amountMinor: number) =>
      people.as('front_desk').folios.charge({
        reservationId,
        code,
        amountMinor,
        memo: '',
        idempotencyKey: randomUUID(),
      });
    const late = await charge('late_checkout', 3_000);
    const laundry = await charge('laundry', 1_500);
    const move = (journalId: string, payer = 'Nile Trading') => ({
      journalId,
      payer,
      idempotencyKey: randomUUID(),
    });
    expect(await outcome(people.as('front_desk').folios.moveCharge(move(late.journalId)))).toMatch(
      /^FORBIDDEN/,
    );
    for (const payer of ['   ', 'x'.repeat(121)]) {
      expect(
        await outcome(people.as('manager').folios.moveCharge(move(late.journalId, payer))),
      ).toMatch(/^BAD_REQUEST/);
    }
    const both = await Promise.all([
      outcome(people.as('manager').folios.moveCharge(move(late.journalId))),
      outcome(people.as('admin').folios.moveCharge(move(late.journalId))),
    ]);
    expect(both.sort()).toEqual([refused('CHARGE_NOT_MOVABLE', 'CONFLICT'), 'ok'].sort());
    const [guest, company] = await people.as('manager').folios.stay({ reservationId });
    expect(guest?.totals.balanceMinor).toBe(1_500);
    expect(company).toMatchObject({ kind: 'company', payer: 'Nile Trading' });
    expect(company?.totals).toMatchObject({ balanceMinor: 3_000, chargesMinor: 3_000 });
    const payment = await people.as('front_desk').folios.pay({
      reservationId,
      purpose: 'payment',
      method: 'card',
      amountMinor: 1_500,
      cardLast4: '4242',
      note: '',
      idempotencyKey: randomUUID(),
    });
    expect(await outcome(people.as('manager').folios.moveCharge(move(payment.journalId)))).toBe(
      refused('CHARGE_NOT_MOVABLE', 'CONFLICT'),
    );
    expect(laundry.journalId).toBeTruthy();
  });
});
