import { randomUUID } from 'node:crypto';
import { auditLog, journals } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueDays } from '../src/jobs/day-close';
import { startTestServer } from './support/app';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { propertyMoment } from './support/property-moment';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/**
 * A sales source's commission through the ledger: earned night by night as the stay's nights are
 * charged, owed until paid, paid by a manager with when, how and by whom — never beyond what is
 * owed, once per request.
 */
describe.each(testDrivers)('commissions (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  const payout = (amountMinor: number, extra: Record<string, unknown> = {}) => ({
    source: 'Karim Travel',
    amountMinor,
    method: 'bank_transfer' as const,
    reference: 'TRX-1001',
    note: '',
    idempotencyKey: randomUUID(),
    ...extra,
  });
  const owedToKarim = async () =>
    (await as('manager').commissions.bySource()).find((row) => row.source === 'Karim Travel');

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    const unit = await insertUnit(server.db, { name: `CM-${driver}`, baseRateCents: 9_000 });
    const stay = await insertStay(server.db, unit.id, day(0), day(3), {
      source: 'Karim Travel',
      pricePerNightCents: null,
      totalPriceCents: 27_000,
      commissionRate: 10,
      commissionAmountCents: 2_700,
      netRevenueCents: 24_300,
    });
    await as('front_desk').reservations.checkIn({ id: stay.id, notReadyAccepted: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is earned night by night as the nights are charged', async () => {
    expect(await owedToKarim()).toBeUndefined();
    await closeDueDays(server.db, { now: propertyMoment(day(1), '03:00') });
    expect(await owedToKarim()).toMatchObject({ earnedMinor: 900, paidMinor: 0, owedMinor: 900 });
    await closeDueDays(server.db, { now: propertyMoment(day(3), '03:00') });
    expect(await owedToKarim()).toMatchObject({ earnedMinor: 2_700, owedMinor: 2_700 });
  });

  it('is paid by a manager, once per request, with who paid, when and how', async () => {
    const request = payout(1_000);
    const [first, again] = await Promise.all([
      as('manager').commissions.pay(request),
      as('manager').commissions.pay(request),
    ]);
    expect([first.posted, again.posted].sort()).toEqual([false, true]);
    expect(first.journalId).toBe(again.journalId);
    expect(await owedToKarim()).toMatchObject({ paidMinor: 1_000, owedMinor: 1_700 });
    const [latest] = await as('admin').commissions.payouts();
    expect(latest).toMatchObject({
      source: 'Karim Travel',
      amountMinor: 1_000,
      method: 'bank_transfer',
      reference: 'TRX-1001',
      paidBy: 'Test manager',
    });
    const [audited] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'Karim Travel'));
    expect(audited).toMatchObject({ entity: 'commission', action: 'pay' });
  });

  it('never pays more than is owed, not even two payouts at once', async () => {
    const before = await server.db.select().from(journals);
    expect(await outcome(as('manager').commissions.pay(payout(1_701)))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.COMMISSION_NOT_OWED}`,
    );
    const results = await Promise.all([
      outcome(as('manager').commissions.pay(payout(1_000))),
      outcome(as('admin').commissions.pay(payout(1_000))),
    ]);
    expect(results.sort()).toEqual([`CONFLICT: ${APP_ERROR_MESSAGES.COMMISSION_NOT_OWED}`, 'ok']);
    expect(await server.db.select().from(journals)).toHaveLength(before.length + 1);
    expect(await owedToKarim()).toMatchObject({ owedMinor: 700 });
  });

  it('pays cash from the payer’s drawer, which then holds that much less', async () => {
    await as('manager').commissions.pay(payout(700, { method: 'cash', reference: '' }));
    const { mine } = await as('manager').cash.overview();
    expect(mine?.expected.usdMinor).toBe(-700);
    expect(await owedToKarim()).toMatchObject({ owedMinor: 0, paidMinor: 2_700 });
  });

  it('is for admins and managers; hostile input is refused with nothing written', async () => {
    for (const who of ['front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).commissions.bySource())).toMatch(/^FORBIDDEN/);
      expect(await outcome(as(who).commissions.pay(payout(1)))).toMatch(/^FORBIDDEN/);
    }
    const before = await server.db.select().from(journals);
    for (const hostile of [
      payout(0),
      payout(-500),
      payout(1.5),
      payout(10_000_001),
      payout(100, { reference: '' }),
      payout(100, { method: 'card' }),
      payout(100, { source: '' }),
      payout(100, { source: 'x'.repeat(61) }),
      payout(100, { note: 'x'.repeat(501) }),
      payout(100, { idempotencyKey: 'again' }),
    ]) {
      expect(await outcome(as('manager').commissions.pay(hostile))).toMatch(/^BAD_REQUEST/);
    }
    // A source owed nothing (a NUL in its name included) is paid nothing.
    for (const source of ['Nobody', 'Karim\u0000Travel']) {
      expect(await outcome(as('manager').commissions.pay(payout(100, { source })))).toMatch(
        /^(CONFLICT|BAD_REQUEST)/,
      );
    }
    expect(await server.db.select().from(journals)).toHaveLength(before.length);
  });
});
