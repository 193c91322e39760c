import { randomUUID } from 'node:crypto';
import { openBusinessDay } from '@zamalek/db/queries/day-close';
import {
  auditLog,
  businessDays,
  journalLines,
  journals,
  priceCharges,
  properties,
  reservations,
} from '@zamalek/db/schema';
import { FIRST_PROPERTY, firstPropertyId, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, formatLongDate, todayIn } from '@zamalek/domain/dates';
import { roomNightKey } from '@zamalek/domain/ledger/room-nights';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueDays } from '../src/jobs/day-close';
import { startTestServer } from './support/app';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { propertyMoment } from './support/property-moment';
import { roleCallers, type Who } from './support/role-callers';
import { settleForCheckOut } from './support/settle';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/**
 * The nights a stay is charged: by the automatic day close while its guests are in house, and by
 * its check-out for the rest; deposits applied at check-in; a check-out that leaves a balance
 * refused unless a company takes it. The ledger's open day starts at the property's today and
 * only moves forward, so the tests run in order.
 */
describe.each(testDrivers)('day close and the final bill (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let unitNumber = 0;
  let propertyId = '';
  const as = (who: Who) => users.as(who);
  const db = () => server.db;

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    propertyId = await firstPropertyId(db());
    await db()
      .insert(priceCharges)
      .values([
        { propertyId: FIRST_PROPERTY, name: 'VAT', kind: 'tax', basis: 'percent', percent: 14 },
        {
          propertyId: FIRST_PROPERTY,
          name: 'City fee',
          kind: 'fee',
          basis: 'per_night',
          amountCents: 500,
        },
      ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const newUnit = () => {
    unitNumber += 1;
    return insertUnit(db(), {
      name: `DC-${unitNumber}`,
      unitType: `Studio DC${unitNumber}`,
      baseRateCents: 12_000,
    });
  };
  /** A walk-in from today: booked at the quote (VAT and the city fee) and checked in. */
  const walkIn = async (nights: number) => {
    const unit = await newUnit();
    const { id } = await as('manager').reservations.walkIn({
      unitId: unit.id,
      checkIn: day(0),
      checkOut: day(nights),
      guestName: 'Night Guest',
      contactPhone: '+20 100 123 4567',
      source: 'Direct',
    });
    await as('front_desk').reservations.checkIn({ id, notReadyAccepted: true });
    return id;
  };
  const nightLines = (stayId: string, night: string) =>
    db()
      .select({ account: journalLines.account, amount: journalLines.amountMinor })
      .from(journalLines)
      .innerJoin(
        journals,
        and(
          eq(journals.propertyId, journalLines.propertyId),
          eq(journals.id, journalLines.journalId),
        ),
      )
      .where(eq(journals.idempotencyKey, roomNightKey(stayId, night)))
      .orderBy(asc(journalLines.lineNo));
  const journalCount = async () => {
    const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(journals);
    return row?.count ?? 0;
  };
  const folio = async (reservationId: string) => {
    const [guest] = await as('front_desk').folios.stay({ reservationId });
    return guest;
  };
  const statusOf = async (id: string) => {
    const [row] = await db()
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, id));
    return row?.status;
  };
  const refusal = (code: keyof typeof APP_ERROR_MESSAGES) =>
    `CONFLICT: ${APP_ERROR_MESSAGES[code]}`;

  let inHouse = '';

  it('closes the day from its hour the next morning, charging each in-house night from its quote', async () => {
    inHouse = await walkIn(3);
    const unit = await newUnit();
    const expected = await insertStay(db(), unit.id, day(0), day(2));
    await db().update(properties).set({ dayCloseHour: 3 }).where(eq(properties.id, propertyId));
    expect(await openBusinessDay(db(), { propertyId })).toBe(today);

    const before = await journalCount();
    expect(await closeDueDays(db(), { now: propertyMoment(day(0), '23:59') })).toBe(0);
    expect(await closeDueDays(db(), { now: propertyMoment(day(1), '02:59') })).toBe(0);
    expect(await journalCount()).toBe(before);

    expect(await closeDueDays(db(), { now: propertyMoment(day(1), '03:00') })).toBe(1);
    expect(await openBusinessDay(db(), { propertyId })).toBe(day(1));
    // $120 a night, 14 % VAT and the $5 city fee: what the quote said the night costs.
    const [stay] = await db().select().from(reservations).where(eq(reservations.id, inHouse));
    const quotedNight = readStoredQuote(stay?.priceQuote)?.nights[0];
    expect(quotedNight?.totalCents).toBe(14_180);
    expect(await nightLines(inHouse, day(0))).toEqual([
      { account: 'receivable', amount: 14_180 },
      { account: 'room_revenue', amount: -12_000 },
      { account: 'taxes_payable', amount: -1_680 },
      { account: 'fee_revenue', amount: -500 },
      // The night's share of the stay's commission (10 % before taxes), owed to its source.
      { account: 'commission_expense', amount: 1_250 },
      { account: 'commission_payable', amount: -1_250 },
    ]);
    // Guests not arrived yet are charged nothing.
    expect(await folio(expected.id)).toBeUndefined();
    const [closed] = await db()
      .select()
      .from(businessDays)
      .where(and(eq(businessDays.propertyId, propertyId), eq(businessDays.businessDate, today)));
    expect(closed?.closedBy).toBeNull();
    const audited = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'business_day'), eq(auditLog.action, 'close')));
    expect(audited.at(-1)?.after).toEqual({ businessDate: today, nightsPosted: 1 });

    // The same run again, later that day, closes nothing more.
    expect(await closeDueDays(db(), { now: propertyMoment(day(1), '09:00') })).toBe(0);
    const entries = (await folio(inHouse))?.entries ?? [];
    expect(entries.map((entry) => [entry.label, entry.detail, entry.amountMinor])).toEqual([
      ['Room night', `Night of ${formatLongDate(day(0))}`, 14_180],
    ]);
    // The desk's in-house list shows what the stay owes; housekeeping sees no folio.
    const balanceOn = async (who: Who) =>
      (await as(who).reservations.dashboardList({ card: 'inHouse' })).find(
        (row) => row.id === inHouse,
      )?.folioBalanceMinor;
    expect(await balanceOn('front_desk')).toBe(14_180);
    expect(await balanceOn('housekeeping')).toBeNull();
  });

  it('closes one day once when two runs race, and catches up days left open in order', async () => {
    const now = propertyMoment(day(2), '03:30');
    const results = await Promise.all([closeDueDays(db(), { now }), closeDueDays(db(), { now })]);
    expect(results[0] + results[1]).toBe(1);
    expect(await nightLines(inHouse, day(1))).toHaveLength(6);
    const nights = await db()
      .select({ key: journals.idempotencyKey, date: journals.businessDate })
      .from(journals)
      .where(eq(journals.kind, 'room_night'))
      .orderBy(asc(journals.businessDate));
    expect(nights.filter((night) => night.key.startsWith(`night:${inHouse}:`))).toEqual([
      { key: roomNightKey(inHouse, day(0)), date: day(0) },
      { key: roomNightKey(inHouse, day(1)), date: day(1) },
    ]);
    expect(await openBusinessDay(db(), { propertyId })).toBe(day(2));
  });

  it('refuses a check-out that leaves a balance, writing nothing; the desk settles and checks out', async () => {
    const desk = as('front_desk');
    const before = await journalCount();
    // Two nights charged by the day close; the check-out would charge the third.
    const bill = await desk.reservations.checkOutBill({ id: inHouse });
    expect(bill).toMatchObject({ nightsPosted: 1, balanceMinor: 3 * 14_180, currency: 'USD' });
    expect(await journalCount()).toBe(before);
    expect(await outcome(desk.reservations.checkOut({ id: inHouse }))).toBe(refusal('BALANCE_DUE'));
    expect(await statusOf(inHouse)).toBe('checked_in');
    expect(await journalCount()).toBe(before);
    expect((await folio(inHouse))?.totals.balanceMinor).toBe(2 * 14_180);

    await settleForCheckOut(desk, { id: inHouse });
    const left = await desk.reservations.checkOut({ id: inHouse });
    expect(left.bill).toMatchObject({ nightsPosted: 1, balanceMinor: 0 });
    expect(await statusOf(inHouse)).toBe('checked_out');
    expect((await folio(inHouse))?.entries.map((entry) => entry.label)).toEqual([
      'Room night',
      'Room night',
      'Payment',
      'Room night',
    ]);
  });

  it('applies a deposit taken before arrival at check-in, and leaves a credit for a refund', async () => {
    const unit = await newUnit();
    const arriving = await insertStay(db(), unit.id, day(0), day(1), {
      pricePerNightCents: 9_000,
    });
    const desk = as('front_desk');
    await desk.folios.pay({
      reservationId: arriving.id,
      purpose: 'deposit',
      method: 'cash',
      amountMinor: 10_000,
      note: '',
      idempotencyKey: randomUUID(),
    });
    expect((await folio(arriving.id))?.totals).toMatchObject({
      depositsHeldMinor: 10_000,
      balanceMinor: 0,
    });
    await desk.reservations.checkIn({ id: arriving.id });
    expect((await folio(arriving.id))?.totals).toMatchObject({
      depositsHeldMinor: 0,
      paidMinor: 10_000,
      balanceMinor: -10_000,
    });
    // One night at $90 against $100 paid: the guest leaves with $10 owed back to them.
    const left = await desk.reservations.checkOut({ id: arriving.id });
    expect(left.bill).toMatchObject({ nightsPosted: 1, balanceMinor: -1_000 });
    expect(await statusOf(arriving.id)).toBe('checked_out');
  });

  it('moves a departing balance to a company account only for those allowed', async () => {
    const id = await walkIn(1);
    const input = { id, companyPayer: '  Nile Trading Co.  ' };
    expect(await outcome(as('front_desk').reservations.checkOut(input))).toMatch(/^FORBIDDEN/);
    expect(await statusOf(id)).toBe('checked_in');
    expect(
      await outcome(as('manager').reservations.checkOut({ id, companyPayer: 'x'.repeat(121) })),
    ).toMatch(/^BAD_REQUEST/);
    expect(await statusOf(id)).toBe('checked_in');

    const left = await as('manager').reservations.checkOut(input);
    expect(left.bill).toMatchObject({ balanceMinor: 0, movedMinor: 14_180 });
    const [guest, company] = await as('manager').folios.stay({ reservationId: id });
    expect(guest?.totals.balanceMinor).toBe(0);
    expect(company).toMatchObject({ kind: 'company', payer: 'Nile Trading Co.' });
    expect(company?.totals.balanceMinor).toBe(14_180);
    expect(guest?.entries.at(-1)).toMatchObject({ label: 'Moved between folios' });
  });

  it('reports a business day to managers: revenue, money by method and currency, what is left open', async () => {
    expect(await closeDueDays(db(), { now: propertyMoment(day(3), '03:00') })).toBe(1);
    const desk = as('front_desk');
    const departed = (
      await insertStay(db(), (await newUnit()).id, day(1), day(3), { status: 'checked_out' })
    ).id;
    await desk.folios.charge({
      reservationId: departed,
      code: 'late_checkout',
      amountMinor: 5_000,
      memo: '',
      idempotencyKey: randomUUID(),
    });
    await desk.folios.pay({
      reservationId: departed,
      purpose: 'payment',
      method: 'cash',
      amountMinor: 6_000,
      tender: { amountMinor: 291_000, currency: 'EGP', rate: '48.5' },
      note: '',
      idempotencyKey: randomUUID(),
    });
    await as('manager').folios.refund({
      reservationId: departed,
      from: 'credit',
      method: 'card',
      amountMinor: 500,
      reason: 'Change given back',
      idempotencyKey: randomUUID(),
    });
    const cancelled = (
      await insertStay(db(), (await newUnit()).id, day(2), day(4), { status: 'cancelled' })
    ).id;
    await desk.folios.pay({
      reservationId: cancelled,
      purpose: 'deposit',
      method: 'bank_transfer',
      amountMinor: 3_000,
      reference: 'TRX-881',
      note: '',
      idempotencyKey: randomUUID(),
    });

    expect(await outcome(desk.dayClose.report({}))).toMatch(/^FORBIDDEN/);
    expect(await outcome(as('housekeeping').dayClose.report({}))).toMatch(/^FORBIDDEN/);
    const report = await as('manager').dayClose.report({ day: day(3) });
    expect(report).toMatchObject({ day: day(3), openDay: day(3), closed: null });
    expect(report.days.slice(0, 3)).toEqual([day(2), day(1), day(0)]);
    expect(report.revenue).toEqual([
      { account: 'extras_revenue', currency: 'USD', amountMinor: 5_000 },
    ]);
    // In the methods' order; pounds handed over are counted in pounds.
    expect(report.payments).toEqual([
      { method: 'cash', currency: 'EGP', amountMinor: 291_000, entries: 1 },
      { method: 'card', currency: 'USD', amountMinor: -500, entries: 1 },
      { method: 'bank_transfer', currency: 'USD', amountMinor: 3_000, entries: 1 },
    ]);
    expect(report.departures).toEqual([
      expect.objectContaining({ reservationId: departed, folioKind: 'guest', balanceMinor: -500 }),
    ]);
    expect(report.paidWithoutService).toEqual([
      expect.objectContaining({ reservationId: cancelled, heldMinor: 3_000, balanceMinor: 0 }),
    ]);

    // The last closed day by default, closed by the automatic day close.
    const first = await as('admin').dayClose.report({ day: day(0) });
    expect(first.closed).toMatchObject({ businessDate: day(0), closedByName: null });
    expect(first.revenue).toEqual([
      { account: 'room_revenue', currency: 'USD', amountMinor: 12_000 },
      { account: 'fee_revenue', currency: 'USD', amountMinor: 500 },
      { account: 'taxes_payable', currency: 'USD', amountMinor: 1_680 },
    ]);
    expect((await as('manager').dayClose.report({})).day).toBe(day(2));
    expect(await outcome(as('manager').dayClose.report({ day: '2026-02-30' }))).toMatch(
      /^BAD_REQUEST/,
    );
  });
});
