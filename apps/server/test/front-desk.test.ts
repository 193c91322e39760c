import { auditLog, reservations } from '@zamalek/db/schema';
import { type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { Role } from '@zamalek/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { settleForCheckOut } from './support/settle';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const DESK_ROLES = ['admin', 'manager', 'front_desk'] as const;

describe.each(testDrivers)('front desk check-in and check-out (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let database: TestDatabase;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let unitNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    database = server.database;
    users = await roleCallers(database.client);
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: Who) => users.as(who);
  const newStay = async (from: number, to: number, status?: 'checked_in' | 'cancelled') => {
    unitNumber += 1;
    const unit = await insertUnit(server.db, {
      name: `D-${unitNumber}`,
      unitNumber: `${unitNumber}`,
    });
    return (await insertStay(server.db, unit.id, day(from), day(to), status ? { status } : {})).id;
  };
  const row = async (id: string) => {
    const [found] = await server.db.select().from(reservations).where(eq(reservations.id, id));
    if (!found) throw new Error('stay gone');
    return found;
  };
  const audits = (id: string, action: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  const refusal = (code: keyof typeof APP_ERROR_MESSAGES) =>
    `CONFLICT: ${APP_ERROR_MESSAGES[code]}`;

  it.each(DESK_ROLES)(
    '%s checks a stay in and out, time and actor recorded and audited',
    async (role) => {
      const id = await newStay(0, 2);
      expect((await as(role).reservations.checkIn({ id })).status).toBe('checked_in');
      const arrived = await row(id);
      expect(arrived.status).toBe('checked_in');
      expect(arrived.checkedInBy).toBe(users.userId(role));
      expect(arrived.checkedInAt).toBeInstanceOf(Date);
      expect(await audits(id, 'check_in')).toHaveLength(1);
      const detail = await as(role).reservations.byId({ id });
      expect(detail.reservation.displayStatus).toBe('In-House');

      // Two nights at $100: the bill the check-out leaves is settled first.
      expect((await settleForCheckOut(as(role), { id })).balanceMinor).toBe(20_000);
      await as(role).reservations.checkOut({ id });
      const left = await row(id);
      expect(left.status).toBe('checked_out');
      expect(left.checkedOutBy).toBe(users.userId(role));
      expect(left.checkOutDate).toBe(day(2));
      expect(await audits(id, 'check_out')).toHaveLength(1);
    },
  );

  it('tells the detail page which desk buttons to offer, and who did what when', async () => {
    const id = await newStay(0, 2);
    const offered = async (who: Role) => {
      const { deskActions } = await as(who).reservations.byId({ id });
      return [deskActions.checkIn, deskActions.checkOut, deskActions.undoCheckIn];
    };
    expect(await offered('front_desk')).toEqual([true, false, false]);
    expect(await offered('housekeeping')).toEqual([false, false, false]);
    await as('front_desk').reservations.checkIn({ id });
    expect(await offered('front_desk')).toEqual([false, true, true]);
    const { desk, deskActions } = await as('manager').reservations.byId({ id });
    expect(desk?.checkedInByName).toBe('Test front_desk');
    expect(deskActions.earlyCheckOut).toBe(true);
  });

  it('refuses housekeeping and users without a role', async () => {
    const id = await newStay(0, 2);
    for (const who of ['housekeeping', 'none'] as const) {
      expect(await outcome(as(who).reservations.checkIn({ id }))).toMatch(/^FORBIDDEN/);
      expect(await outcome(as(who).reservations.checkOut({ id }))).toMatch(/^FORBIDDEN/);
      expect(await outcome(as(who).reservations.undoCheckIn({ id }))).toMatch(/^FORBIDDEN/);
      expect(await outcome(as(who).reservations.undoCheckOut({ id }))).toMatch(/^FORBIDDEN/);
    }
    expect((await row(id)).status).toBe('confirmed');
  });

  it('answers housekeeping FORBIDDEN over HTTP', async () => {
    const id = await newStay(0, 2);
    const user = await createTestUser(server.db, 'housekeeping');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const error = await rejection(client.trpc.reservations.checkIn.mutate({ id }));
    expect(error.data?.httpStatus).toBe(403);
    client.close();
    expect((await row(id)).status).toBe('confirmed');
  });

  it('refuses with readable reasons and writes nothing', async () => {
    const future = await newStay(1, 3);
    expect(await outcome(as('front_desk').reservations.checkIn({ id: future }))).toBe(
      refusal('NOT_ARRIVED_YET'),
    );
    const expected = await newStay(0, 2);
    expect(await outcome(as('front_desk').reservations.checkOut({ id: expected }))).toBe(
      refusal('NOT_CHECKED_IN'),
    );
    expect(await outcome(as('front_desk').reservations.undoCheckIn({ id: expected }))).toBe(
      refusal('NOT_CHECKED_IN'),
    );
    const cancelled = await newStay(0, 2, 'cancelled');
    expect(await outcome(as('front_desk').reservations.checkIn({ id: cancelled }))).toBe(
      refusal('STAY_CANCELLED'),
    );
    // Checked in on an earlier day (the backfill's case): too late to undo.
    const yesterday = await newStay(-1, 2, 'checked_in');
    await server.db
      .update(reservations)
      .set({ checkedInAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(reservations.id, yesterday));
    expect(await outcome(as('front_desk').reservations.undoCheckIn({ id: yesterday }))).toBe(
      refusal('UNDO_TOO_LATE'),
    );
    expect(await outcome(as('front_desk').reservations.checkIn({ id: yesterday }))).toBe(
      refusal('ALREADY_CHECKED_IN'),
    );
    for (const id of [future, expected, cancelled, yesterday]) {
      expect(await audits(id, 'check_in')).toEqual([]);
      expect(await audits(id, 'undo_check_in')).toEqual([]);
    }
    expect((await row(future)).status).toBe('confirmed');
    expect((await row(yesterday)).status).toBe('checked_in');
  });

  it('undoes a check-in and a check-out made today', async () => {
    const id = await newStay(-1, 0);
    await as('front_desk').reservations.checkIn({ id });
    await as('manager').reservations.undoCheckIn({ id });
    const undone = await row(id);
    expect([undone.status, undone.checkedInAt, undone.checkedInBy]).toEqual([
      'confirmed',
      null,
      null,
    ]);
    await as('front_desk').reservations.checkIn({ id });
    await settleForCheckOut(as('front_desk'), { id });
    await as('front_desk').reservations.checkOut({ id });
    await as('front_desk').reservations.undoCheckOut({ id });
    const back = await row(id);
    expect([back.status, back.checkedOutAt, back.checkedInBy]).toEqual([
      'checked_in',
      null,
      users.userId('front_desk'),
    ]);
    expect(await audits(id, 'undo_check_out')).toHaveLength(1);
  });

  it('shortens an early check-out to today, totals recomputed, the nights free again', async () => {
    const id = await newStay(-2, 3, 'checked_in');
    // Its two nights fell before the ledger's first day (today here): settled outside it.
    expect(
      (await settleForCheckOut(as('front_desk'), { id, shortenStay: true })).balanceMinor,
    ).toBe(0);
    await as('front_desk').reservations.checkOut({ id, shortenStay: true });
    const left = await row(id);
    expect(left.checkOutDate).toBe(today);
    expect(left.nights).toBe(2);
    // $100 a night, 10 % commission.
    expect([left.totalPriceCents, left.commissionAmountCents, left.netRevenueCents]).toEqual([
      20_000, 2_000, 18_000,
    ]);
    const [unit] = await server.db
      .select({ unitId: reservations.unitId })
      .from(reservations)
      .where(eq(reservations.id, id));
    const again = await insertStay(server.db, unit?.unitId ?? '', day(0), day(3));
    expect(again.id).toBeTruthy();

    const kept = await newStay(-2, 3, 'checked_in');
    // Keeping the booked nights keeps them on the bill: the three from the ledger's first day.
    expect((await settleForCheckOut(as('front_desk'), { id: kept })).balanceMinor).toBe(30_000);
    await as('front_desk').reservations.checkOut({ id: kept });
    expect((await row(kept)).checkOutDate).toBe(day(3));
  });

  it('lets one of two receptionists check a stay in at once; the other is told why', async () => {
    const id = await newStay(0, 2);
    const [first, second] = await Promise.all([
      outcome(as('front_desk').reservations.checkIn({ id })),
      outcome(as('manager').reservations.checkIn({ id })),
    ]);
    expect([first, second].sort()).toEqual([refusal('ALREADY_CHECKED_IN'), 'ok'].sort());
    expect(await audits(id, 'check_in')).toHaveLength(1);
  });
});
