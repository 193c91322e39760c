import { randomUUID } from 'node:crypto';
import { reservations } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { monthEnd } from '@zamalek/domain/owners/statement';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { closeDueDays } from '../src/jobs/day-close';
import { startTestServer } from './support/app';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { propertyMoment } from './support/property-moment';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
/** Next month, issued in the test once its days are closed; the month after stays open. */
const month = addDaysIso(monthEnd(`${today.slice(0, 7)}-01`), 1);
const nextMonth = addDaysIso(monthEnd(month), 1);
const period = { from: month, to: addDaysIso(monthEnd(nextMonth), 1) };
const day = (offset: number) => addDaysIso(month, offset);

/**
 * The Landlords card of /analytics and the summary CSV read the landlords' issued statements
 * (decision 0084): a landlord's room and the operator's own room over two months, the first
 * closed and issued, the second not; a payout and an expense of the period.
 */
describe.each(testDrivers)('analytics: the landlords’ figures (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  let landlordId = '';
  let landlordRoom = '';

  const closeThrough = async (last: string) => {
    for (let round = 0; round < 5; round += 1) {
      await closeDueDays(server.db, { now: propertyMoment(addDaysIso(last, 1), '05:00') });
    }
  };
  const cookieOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    return `${SESSION_COOKIE}=${token}`;
  };
  const summaryCsv = async () => {
    const query = new URLSearchParams(period);
    const response = await fetch(`${server.url}/api/analytics/summary.csv?${query.toString()}`, {
      headers: { cookie: await cookieOf('admin') },
    });
    expect(response.status).toBe(200);
    const records: string[][] = parse(await response.text(), { bom: true });
    return new Map(records.map(([figure = '', value = '']) => [figure, value]));
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    landlordRoom = (await insertUnit(server.db, { name: 'LL-1', unitType: 'Owned' })).id;
    const ownRoom = (await insertUnit(server.db, { name: 'OP-1', unitType: 'Own' })).id;
    const admin = as('admin').landlords;
    landlordId = (await admin.add({ name: 'Nadia Saleh', email: null, language: 'en' })).id;
    await admin.setRooms({ landlordId, unitIds: [landlordRoom] });
    await admin.addAgreement({
      landlordId,
      effectiveFrom: `${today.slice(0, 7)}-01`,
      sharePercent: 70,
      basis: 'net',
      managementFeePercent: 0,
      recognition: 'night',
      ownerPays: ['maintenance'],
    });
    const stay = { status: 'checked_in' as const, source: 'Direct', commissionRate: 0 };
    // Five nights at $100 in the landlord's room, two in the operator's own.
    const stays = [
      (await insertStay(server.db, landlordRoom, day(2), day(7), stay)).id,
      (await insertStay(server.db, ownRoom, day(3), day(5), stay)).id,
    ];
    await closeThrough(day(13));
    for (const id of stays) {
      await server.db
        .update(reservations)
        .set({ status: 'checked_out', checkedOutAt: new Date() })
        .where(eq(reservations.id, id));
    }
    await closeThrough(nextMonth);
  }, 180_000);

  afterAll(() => server?.close());

  it('shows no share before the statement is issued, every month counted as not yet issued', async () => {
    const figures = await as('admin').analytics.landlords(period);
    expect(figures.months).toBe(2);
    expect(figures.landlords).toEqual([
      expect.objectContaining({ name: 'Nadia Saleh', shareMinor: 0, pendingMonths: 2 }),
    ]);
    expect(figures.operator.issuedMonths).toBe(0);
  });

  it('reads the issued share, the payout, the expense and the balance, and the operator’s part over issued months only', async () => {
    await as('admin').landlords.issueStatement({ landlordId, month: month.slice(0, 7) });
    await as('admin').landlords.pay({
      landlordId,
      amountMinor: 10_000,
      method: 'bank_transfer',
      reference: 'CIB-1',
      note: '',
      idempotencyKey: randomUUID(),
    });
    const expense = new URLSearchParams({
      landlordId,
      unitId: landlordRoom,
      kind: 'maintenance',
      description: 'Tap replaced',
      amountMinor: '4500',
      method: 'bank_transfer',
      reference: 'CIB-2',
      note: '',
      idempotencyKey: randomUUID(),
    });
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PNG_BYTES)]), 'receipt.png');
    const charged = await fetch(`${server.url}/api/landlord-expenses?${expense.toString()}`, {
      method: 'POST',
      body,
      headers: { cookie: await cookieOf('admin'), origin: server.url },
    });
    expect(charged.status).toBe(201);

    const figures = await as('admin').analytics.landlords(period);
    // 70 % of the five nights' $500; the open month's share is not there yet.
    expect(figures.landlords).toEqual([
      {
        id: landlordId,
        name: 'Nadia Saleh',
        shareMinor: 35_000,
        issuedMonths: 1,
        pendingMonths: 1,
        expensesMinor: 4_500,
        payoutsMinor: 10_000,
        owedMinor: 35_000 - 10_000 - 4_500,
      },
    ]);
    expect(figures.total).toEqual({
      shareMinor: 35_000,
      expensesMinor: 4_500,
      payoutsMinor: 10_000,
      owedMinor: 20_500,
    });
    // Over the issued month: both rooms' $700 less the landlord's $350.
    expect(figures.operator).toEqual({
      issuedMonths: 1,
      revenueMinor: 70_000,
      landlordsShareMinor: 35_000,
      partMinor: 35_000,
    });
    // The issued month alone: nothing pending; a week of it holds no whole month.
    const issuedMonth = await as('admin').analytics.landlords({ from: month, to: nextMonth });
    expect(issuedMonth.landlords[0]).toMatchObject({ shareMinor: 35_000, pendingMonths: 0 });
    const week = await as('admin').analytics.landlords({ from: day(1), to: day(8) });
    expect(week.months).toBe(0);
    expect(week.landlords[0]).toMatchObject({ shareMinor: 0, pendingMonths: 0 });

    const csv = await summaryCsv();
    expect(csv.get('Landlord Percentage (%)')).toBeUndefined();
    expect(csv.get('Whole months in the period')).toBe('2');
    expect(csv.get('Landlord Nadia Saleh: share issued (USD)')).toBe('350.00');
    expect(csv.get('Landlord Nadia Saleh: months issued')).toBe('1');
    expect(csv.get('Landlord Nadia Saleh: months not yet issued')).toBe('1');
    expect(csv.get('Landlord Nadia Saleh: expenses charged (USD)')).toBe('45.00');
    expect(csv.get('Landlord Nadia Saleh: payouts (USD)')).toBe('100.00');
    expect(csv.get('Landlord Nadia Saleh: owed now (USD)')).toBe('205.00');
    expect(csv.get('Landlords: share issued (USD)')).toBe('350.00');
    expect(csv.get('Months issued for every landlord')).toBe('1');
    expect(csv.get('Room revenue of those months (USD)')).toBe('700.00');
    expect(csv.get("Operator's part of those months (USD)")).toBe('350.00');
  });

  it('is for those who see analytics', async () => {
    expect(await outcome(as('manager').analytics.landlords(period))).toMatch(/^FORBIDDEN/);
  });
});
