import { randomUUID } from 'node:crypto';
import { folios, journalLines, priceCharges, reservations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { adrCents } from '@zamalek/domain/analytics';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueDays } from '../src/jobs/day-close';
import { startTestServer } from './support/app';
import { insertStay, insertUnit } from './support/fixtures';
import { propertyMoment } from './support/property-moment';
import { roleCallers, type Who } from './support/role-callers';
import { settleForCheckOut } from './support/settle';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/**
 * Analytics and the ledger agree to the cent (docs/analytics.md): five days of a building with
 * VAT and a nightly city fee — a guest moved to a dearer room in house, one leaving early, a
 * Booking.com stay and an agent's stay with their commissions, a cancelled stay that paid a
 * deposit, an overpayment refunded and a goodwill allowance — closed day by day, then read back
 * on /analytics and from the ledger's lines.
 */
describe.each(testDrivers)('analytics reconciled with the ledger (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  const stays: Record<'stayed' | 'moved' | 'early' | 'channel' | 'agent', string> = {
    stayed: '',
    moved: '',
    early: '',
    channel: '',
    agent: '',
  };
  let dearerRoom = '';

  const room = (name: string, baseRateCents: number) =>
    insertUnit(server.db, { name, unitType: `Suite ${name}`, baseRateCents });
  const walkIn = async (name: string, nights: number, rate: number) => {
    const unit = await room(name, rate);
    const { id } = await as('manager').reservations.walkIn({
      unitId: unit.id,
      checkIn: day(0),
      checkOut: day(nights),
      guestName: `Guest of ${name}`,
      contactPhone: '+20 100 000 0009',
      source: 'Direct',
    });
    await as('front_desk').reservations.checkIn({ id, notReadyAccepted: true });
    return id;
  };
  const soldElsewhere = async (name: string, source: string, money: Record<string, number>) => {
    const unit = await room(name, 10_000);
    const stay = await insertStay(server.db, unit.id, day(0), day(3), {
      source,
      pricePerNightCents: null,
      ...money,
    });
    const { id } = stay;
    await as('front_desk').reservations.checkIn({ id, notReadyAccepted: true });
    return id;
  };
  const closeDay = (offset: number) =>
    closeDueDays(server.db, { now: propertyMoment(day(offset + 1), '03:00') });

  /** What the ledger charged for the nights of [from, to), and the commission it posted. */
  const ledgerOf = async (from: string, to: string) => {
    const nightIn = and(
      isNotNull(journalLines.night),
      gte(journalLines.night, from),
      lt(journalLines.night, to),
    );
    const [row] = await server.db
      .select({
        charged:
          sql<number>`coalesce(sum(${journalLines.amountMinor}) filter (where ${journalLines.account} = 'receivable'), 0)::bigint`.mapWith(
            Number,
          ),
        commission:
          sql<number>`coalesce(sum(${journalLines.amountMinor}) filter (where ${journalLines.account} in ('commission_expense', 'channel_commission')), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(journalLines)
      .where(and(eq(journalLines.propertyId, FIRST_PROPERTY), nightIn));
    return row ?? { charged: 0, commission: 0 };
  };
  const overview = (from: string, to: string) => as('admin').analytics.overview({ from, to });

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    await server.db.insert(priceCharges).values([
      { propertyId: FIRST_PROPERTY, name: 'VAT', kind: 'tax', basis: 'percent', percent: 14 },
      {
        propertyId: FIRST_PROPERTY,
        name: 'City fee',
        kind: 'fee',
        basis: 'per_night',
        amountCents: 500,
      },
    ]);
    stays.stayed = await walkIn('RL-1', 5, 12_000);
    stays.moved = await walkIn('RL-2', 4, 10_000);
    dearerRoom = (await room('RL-3', 20_000)).id;
    stays.early = await walkIn('RL-4', 3, 9_000);
    stays.channel = await soldElsewhere('RL-5', 'Booking.com', {
      totalPriceCents: 30_001,
      commissionRate: 15,
      commissionAmountCents: 4_500,
      netRevenueCents: 25_501,
    });
    stays.agent = await soldElsewhere('RL-6', 'Karim Travel', {
      totalPriceCents: 27_000,
      commissionRate: 10,
      commissionAmountCents: 2_700,
      netRevenueCents: 24_300,
    });
    // A future stay that paid a deposit and was cancelled counts nowhere.
    const cancelledRoom = await room('RL-7', 15_000);
    const cancelled = await insertStay(server.db, cancelledRoom.id, day(1), day(3), {
      totalPriceCents: 30_000,
    });
    await as('front_desk').folios.pay({
      reservationId: cancelled.id,
      purpose: 'deposit',
      method: 'card',
      amountMinor: 10_000,
      cardLast4: '4242',
      approvalCode: 'OK1',
      note: '',
      idempotencyKey: randomUUID(),
    });
    await server.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, cancelled.id));

    // Day 0: one guest leaves early, the stay shortened to the night they stayed.
    await settleForCheckOut(as('front_desk'), { id: stays.early, shortenStay: true });
    await as('front_desk').reservations.checkOut({ id: stays.early, shortenStay: true });
    await closeDay(0);
    await closeDay(1);
    // After two nights, a guest moves to a dearer room: the stay is priced again.
    await as('manager').reservations.move({
      id: stays.moved,
      unitId: dearerRoom,
      checkIn: day(0),
      checkOut: day(4),
    });
    for (const offset of [2, 3, 4]) await closeDay(offset);
    // The last guest pays more than owed; the credit is refunded, and a goodwill allowance given.
    await settleForCheckOut(as('front_desk'), { id: stays.stayed });
    await as('front_desk').reservations.checkOut({ id: stays.stayed });
    for (const [from, amountMinor] of [
      ['credit', 0],
      ['allowance', 500],
    ] as const) {
      if (from === 'credit') {
        await as('front_desk').folios.pay({
          reservationId: stays.stayed,
          purpose: 'payment',
          method: 'card',
          amountMinor: 1_000,
          cardLast4: '4242',
          approvalCode: 'OK2',
          note: '',
          idempotencyKey: randomUUID(),
        });
      }
      await as('manager').folios.refund({
        reservationId: stays.stayed,
        from,
        method: 'card',
        amountMinor: amountMinor || 1_000,
        reason: from === 'credit' ? 'Paid twice' : 'Noisy works next door',
        idempotencyKey: randomUUID(),
      });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the revenue, ADR and net revenue the ledger charged for the nights, to the cent', async () => {
    const ledger = await ledgerOf(day(0), day(5));
    const figures = await overview(day(0), day(5));
    // 5 + 4 + 1 + 3 + 3 nights; the cancelled stay is not among them.
    expect(figures.bookedNights).toBe(16);
    expect(figures.bookings).toBe(5);
    expect(figures.revenueCents).toBe(ledger.charged);
    expect(figures.commissionCents).toBe(ledger.commission);
    expect(figures.netCents).toBe(ledger.charged - ledger.commission);
    expect(figures.adrCents).toBe(adrCents(ledger.charged, 16));
    // A stay's commission is posted night by night, its nights' shares adding up to it.
    const bySource = new Map(figures.bySource.map((row) => [row.source, row.commissionCents]));
    expect([bySource.get('Booking.com'), bySource.get('Karim Travel')]).toEqual([4_500, 2_700]);
    // The chart's nights add up to the same revenue, each night as charged.
    expect(figures.daily.reduce((sum, point) => sum + point.revenueCents, 0)).toBe(ledger.charged);
  });

  it('charges the moved stay its first nights at the old room and the rest at the new', async () => {
    const [moved] = await server.db
      .select({ total: reservations.totalPriceCents })
      .from(reservations)
      .where(eq(reservations.id, stays.moved));
    const movedFolios = server.db
      .select({ id: folios.id })
      .from(folios)
      .where(eq(folios.reservationId, stays.moved));
    const [charged] = await server.db
      .select({ amount: sql<number>`sum(${journalLines.amountMinor})::bigint`.mapWith(Number) })
      .from(journalLines)
      .where(
        and(
          eq(journalLines.account, 'receivable'),
          isNotNull(journalLines.night),
          inArray(journalLines.folioId, movedFolios),
        ),
      );
    // Priced again at the dearer room for all four nights, charged the old price for two.
    expect(charged?.amount).toBeLessThan(moved?.total ?? 0);
    const byRoom = await as('admin').analytics.byRoom({ from: day(0), to: day(5) });
    const dearer = byRoom.rows.find((row) => row.unitId === dearerRoom);
    expect(dearer?.revenueCents).toBe(charged?.amount);
    const totalByRoom = byRoom.rows.reduce((sum, row) => sum + row.revenueCents, 0);
    expect(totalByRoom).toBe((await ledgerOf(day(0), day(5))).charged);
  });

  it('splits the days between two periods exactly as the ledger charged them', async () => {
    for (const [from, to] of [
      [day(0), day(2)],
      [day(2), day(5)],
      [day(3), day(4)],
    ] as const) {
      const ledger = await ledgerOf(from, to);
      const figures = await overview(from, to);
      expect([figures.revenueCents, figures.netCents]).toEqual([
        ledger.charged,
        ledger.charged - ledger.commission,
      ]);
    }
  });
});
