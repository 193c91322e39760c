import { auditLog, reservations, units } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { readCalendar } from '@zamalek/domain/calendar-reply';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
type Who = Role | 'none' | 'second_manager';

describe.each(testDrivers)('moving and extending stays (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const callers = new Map<Who, ReturnType<typeof callerFor>['caller']>();
  let unitNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const signIn = async (who: Who, role: Role | null) => {
      const user = await createTestUser(server.db, role);
      const session = await signedInSession(server.db, user.id);
      callers.set(who, callerFor(server.database.client, session).caller);
    };
    for (const role of ROLES) await signIn(role, role);
    await signIn('none', null);
    await signIn('second_manager', 'manager');
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: Who) => {
    const caller = callers.get(who);
    if (!caller) throw new Error(`no caller ${who}`);
    return caller;
  };
  const newUnit = async () => {
    unitNumber += 1;
    return (await insertUnit(server.db, { name: `M-${unitNumber}`, unitNumber: `${unitNumber}` }))
      .id;
  };
  const newStay = async (
    from: number,
    to: number,
    values: Parameters<typeof insertStay>[4] = {},
    unitId?: string,
  ) => {
    const unit = unitId ?? (await newUnit());
    return (await insertStay(server.db, unit, day(from), day(to), values)).id;
  };
  const row = async (id: string) => {
    const [found] = await server.db.select().from(reservations).where(eq(reservations.id, id));
    if (!found) throw new Error('stay gone');
    return found;
  };
  const moves = (id: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'move')));
  const refusal = (code: AppErrorCode) => `CONFLICT: ${APP_ERROR_MESSAGES[code]}`;
  const moveOf = (id: string, unitId: string, from: number, to: number) => ({
    id,
    unitId,
    checkIn: day(from),
    checkOut: day(to),
  });

  it.each(['admin', 'manager'] as const)(
    '%s moves a stay to another room and dates, totals recomputed to the cent and audited',
    async (role) => {
      // $123.45 a night at 17.4 % (Booking.com): 3 nights → 37,035 cents, commission 6,444.
      const id = await newStay(2, 4, { pricePerNightCents: 12_345, commissionRate: 17.4 });
      const before = await row(id);
      const target = await newUnit();
      const preview = await as(role).reservations.movePreview(moveOf(id, target, 3, 6));
      expect(preview).toEqual({
        before: { nights: 2, totalCents: null },
        after: { nights: 3, totalCents: 37_035 },
        unchanged: false,
        refusal: null,
      });
      expect(await as(role).reservations.move(moveOf(id, target, 3, 6))).toEqual({
        id,
        moved: true,
      });
      const moved = await row(id);
      expect([moved.unitId, moved.checkInDate, moved.checkOutDate, moved.nights]).toEqual([
        target,
        day(3),
        day(6),
        3,
      ]);
      expect([moved.totalPriceCents, moved.commissionAmountCents, moved.netRevenueCents]).toEqual([
        37_035, 6_444, 30_591,
      ]);
      const [entry, ...more] = await moves(id);
      expect(more).toEqual([]);
      expect(entry?.before).toEqual({
        unitId: before.unitId,
        checkInDate: day(2),
        checkOutDate: day(4),
        totalPriceCents: null,
        commissionAmountCents: null,
        netRevenueCents: null,
      });
      expect(entry?.after).toMatchObject({ unitId: target, checkInDate: day(3) });
    },
  );

  it('extends and shortens a stay in its room; a move to where it is writes nothing', async () => {
    const id = await newStay(1, 3);
    const { unitId } = await row(id);
    if (!unitId) throw new Error('no unit');
    await as('manager').reservations.move(moveOf(id, unitId, 1, 5));
    expect((await row(id)).totalPriceCents).toBe(40_000);
    await as('manager').reservations.move(moveOf(id, unitId, 1, 2));
    const shortened = await row(id);
    expect([shortened.nights, shortened.totalPriceCents, shortened.netRevenueCents]).toEqual([
      1, 10_000, 9_000,
    ]);
    expect(await as('manager').reservations.move(moveOf(id, unitId, 1, 2))).toEqual({
      id,
      moved: false,
    });
    expect(await moves(id)).toHaveLength(2);
  });

  it('refuses front desk, housekeeping and users without a role', async () => {
    const id = await newStay(1, 3);
    const target = await newUnit();
    for (const who of ['front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).reservations.move(moveOf(id, target, 1, 3)))).toMatch(
        /^FORBIDDEN/,
      );
      expect(await outcome(as(who).reservations.movePreview(moveOf(id, target, 1, 3)))).toMatch(
        /^FORBIDDEN/,
      );
    }
    expect((await row(id)).unitId).not.toBe(target);
    expect(await moves(id)).toEqual([]);
  });

  it('answers front desk 403 and a manager 200 over HTTP', async () => {
    const id = await newStay(1, 3);
    const target = await newUnit();
    const signedIn = async (role: Role) => {
      const user = await createTestUser(server.db, role);
      const client = createApiClient(server.url);
      await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
      return client;
    };
    const desk = await signedIn('front_desk');
    const error = await rejection(desk.trpc.reservations.move.mutate(moveOf(id, target, 1, 3)));
    expect(error.data?.httpStatus).toBe(403);
    desk.close();
    expect((await row(id)).unitId).not.toBe(target);
    const manager = await signedIn('manager');
    await manager.trpc.reservations.move.mutate(moveOf(id, target, 1, 3));
    manager.close();
    expect((await row(id)).unitId).toBe(target);
  });

  it('refuses a taken night with ROOM_TAKEN and writes nothing', async () => {
    const target = await newUnit();
    await newStay(5, 7, {}, target);
    const id = await newStay(3, 5);
    const before = await row(id);
    expect(await outcome(as('manager').reservations.move(moveOf(id, target, 4, 6)))).toBe(
      refusal('ROOM_TAKEN'),
    );
    // Extending into the next stay's first night in the same room.
    const neighbour = await newStay(3, 5, {}, target);
    expect(await outcome(as('manager').reservations.move(moveOf(neighbour, target, 3, 6)))).toBe(
      refusal('ROOM_TAKEN'),
    );
    expect(await row(id)).toEqual(before);
    expect((await row(neighbour)).checkOutDate).toBe(day(5));
    expect([...(await moves(id)), ...(await moves(neighbour))]).toEqual([]);
  });

  it('refuses a room under maintenance, and a room that does not exist', async () => {
    const target = await newUnit();
    await server.db.update(units).set({ status: 'maintenance' }).where(eq(units.id, target));
    const id = await newStay(1, 3);
    expect(await outcome(as('manager').reservations.move(moveOf(id, target, 1, 3)))).toBe(
      refusal('ROOM_UNDER_MAINTENANCE'),
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await outcome(as('manager').reservations.move(moveOf(id, missing, 1, 3)))).toBe(
      `NOT_FOUND: ${APP_ERROR_MESSAGES.UNIT_GONE}`,
    );
    expect(await outcome(as('manager').reservations.move(moveOf(missing, target, 1, 3)))).toMatch(
      /^NOT_FOUND/,
    );
    expect(await moves(id)).toEqual([]);
  });

  it('refuses cancelled and checked-out stays, and a checked-in stay’s new arrival day', async () => {
    const target = await newUnit();
    const cancelled = await newStay(1, 3, { status: 'cancelled' });
    expect(await outcome(as('manager').reservations.move(moveOf(cancelled, target, 1, 3)))).toBe(
      refusal('CANCELLED_STAY_NOT_MOVABLE'),
    );
    const left = await newStay(-3, -1, { status: 'checked_out' });
    expect(await outcome(as('manager').reservations.move(moveOf(left, target, -3, 0)))).toBe(
      refusal('CHECKED_OUT_STAY_NOT_MOVABLE'),
    );
    const inHouse = await newStay(-1, 2, { status: 'checked_in' });
    expect(await outcome(as('manager').reservations.move(moveOf(inHouse, target, 0, 2)))).toBe(
      refusal('CHECKED_IN_ARRIVAL_FIXED'),
    );
    const preview = await as('manager').reservations.movePreview(moveOf(inHouse, target, 0, 2));
    expect(preview.refusal?.code).toBe('CHECKED_IN_ARRIVAL_FIXED');
    for (const id of [cancelled, left, inHouse]) expect(await moves(id)).toEqual([]);
    // Its room and check-out may change.
    await as('manager').reservations.move(moveOf(inHouse, target, -1, 4));
    const moved = await row(inHouse);
    expect([moved.unitId, moved.checkOutDate, moved.status]).toEqual([
      target,
      day(4),
      'checked_in',
    ]);
  });

  it('answers bad input with 400, never 500, and writes nothing', async () => {
    const id = await newStay(1, 3);
    const target = await newUnit();
    const user = await createTestUser(server.db, 'manager');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const bad = [
      moveOf(id, target, 3, 1),
      moveOf(id, target, 1, 1),
      moveOf(id, target, 1, 367),
      { ...moveOf(id, target, 1, 3), id: 'not-a-uuid' },
      { ...moveOf(id, target, 1, 3), unitId: "1'; drop table units; --" },
      { ...moveOf(id, target, 1, 3), checkIn: '2026-02-30' },
      { ...moveOf(id, target, 1, 3), checkOut: 'x'.repeat(10_000) },
      // More than five years after the property's today, which the procedure passes.
      { ...moveOf(id, target, 1, 3), checkIn: '9999-12-30', checkOut: '9999-12-31' },
    ];
    for (const input of bad) {
      const error = await rejection(client.trpc.reservations.move.mutate(input));
      expect(error.data?.httpStatus).toBe(400);
      const preview = await rejection(client.trpc.reservations.movePreview.query(input));
      expect(preview.data?.httpStatus).toBe(400);
    }
    client.close();
    expect((await row(id)).unitId).not.toBe(target);
    expect(await moves(id)).toEqual([]);
  });

  it('lets one of two managers move a stay onto the same free night at once', async () => {
    const target = await newUnit();
    const first = await newStay(8, 9);
    const second = await newStay(8, 9);
    const results = await Promise.all([
      outcome(as('manager').reservations.move(moveOf(first, target, 8, 9))),
      outcome(as('second_manager').reservations.move(moveOf(second, target, 8, 9))),
    ]);
    expect([...results].sort()).toEqual(['ok', refusal('ROOM_TAKEN')].sort());
    const winner = results[0] === 'ok' ? first : second;
    const loser = winner === first ? second : first;
    expect((await row(winner)).unitId).toBe(target);
    expect((await row(loser)).unitId).not.toBe(target);
    expect(await moves(winner)).toHaveLength(1);
    expect(await moves(loser)).toEqual([]);
  });

  it('gives the calendar each stay’s desk step for the actor', async () => {
    const id = await newStay(0, 2);
    const window = { from: day(0), to: day(1) };
    const stepOf = async (who: Who) =>
      readCalendar(await as(who).reservations.calendar(window)).stays.find((stay) => stay.id === id)
        ?.deskStep;
    // Same-day undo is offered on the detail page only.
    expect(await stepOf('front_desk')).toBe('checkIn');
    expect(await stepOf('housekeeping')).toBeNull();
  });
});
