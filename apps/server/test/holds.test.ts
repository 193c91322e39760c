import { auditLog, reservations, unitHolds } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import type { PublicBookingInput } from '@zamalek/domain/booking';
import { readCalendar } from '@zamalek/domain/calendar-reply';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { HoldFieldsInput } from '@zamalek/domain/holds';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { testServices } from './support/services';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
type Who = Role | 'none' | 'second_manager';

describe.each(testDrivers)('room holds (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const callers = new Map<Who, ReturnType<typeof callerFor>['caller']>();
  const users = new Map<Who, Awaited<ReturnType<typeof createTestUser>>>();
  let unitNumber = 0;
  let guestIp = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const signIn = async (who: Who, role: Role | null) => {
      const user = await createTestUser(server.db, role);
      users.set(who, user);
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
  /** A guest on the public site, from an IP of its own (the per-IP limits stay out of the way). */
  const guest = () => {
    guestIp += 1;
    return createCaller(
      createInnerContext({
        services: testServices(server.database.client).services,
        session: null,
        sessionToken: null,
        cookie: { set() {}, clear() {} },
        ip: `10.9.0.${guestIp}`,
      }),
    );
  };
  const newUnit = async (values: Parameters<typeof insertUnit>[1] = {}) => {
    unitNumber += 1;
    const name = `H-${driver}-${unitNumber}`;
    return (await insertUnit(server.db, { name, unitNumber: `${unitNumber}`, ...values })).id;
  };
  const holdOf = (unitId: string, from: number, to: number): HoldFieldsInput => ({
    unitId,
    kind: 'maintenance',
    reason: 'Leaking tap',
    from: day(from),
    to: day(to),
  });
  const conflict = (code: AppErrorCode) => `CONFLICT: ${APP_ERROR_MESSAGES[code]}`;
  const holdsOf = (unitId: string) =>
    server.db.select().from(unitHolds).where(eq(unitHolds.unitId, unitId));
  const audits = (entityId: string) =>
    server.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hold'), eq(auditLog.entityId, entityId)));
  const booking = (unitId: string, from: number, to: number): PublicBookingInput => ({
    unitId,
    stay: { checkIn: day(from), checkOut: day(to) },
    guest: {
      adults: 1,
      children: 0,
      guestNames: ['Race Guest'],
      email: 'race@example.com',
      phone: '+20 100 123 4567',
      nationality: 'Egyptian',
      specialRequests: '',
    },
  });

  it.each(['admin', 'manager'] as const)(
    '%s blocks a room, edits the hold and removes it, each audited',
    async (role) => {
      const unitId = await newUnit();
      const other = await newUnit();
      const created = await as(role).holds.create(holdOf(unitId, 3, 5));
      expect(created).toMatchObject({ unitId, kind: 'maintenance', reason: 'Leaking tap' });

      const calendar = readCalendar(
        await as('housekeeping').reservations.calendar({ from: day(0), to: day(7) }),
      );
      expect(calendar.holds).toContainEqual({
        id: created.id,
        unitId,
        kind: 'maintenance',
        reason: 'Leaking tap',
        fromDate: day(3),
        toDate: day(5),
      });

      const edit = { ...holdOf(other, 4, 7), id: created.id, kind: 'owner_use' as const };
      expect(await as(role).holds.update({ ...edit, reason: '  Owner visiting  ' })).toEqual({
        id: created.id,
        changed: true,
      });
      expect(await holdsOf(other)).toMatchObject([{ kind: 'owner_use', reason: 'Owner visiting' }]);
      // Saving what is already there writes nothing.
      expect(await as(role).holds.update({ ...edit, reason: 'Owner visiting' })).toEqual({
        id: created.id,
        changed: false,
      });

      expect(await as(role).holds.remove({ id: created.id })).toEqual({ removed: true });
      expect(await as(role).holds.remove({ id: created.id })).toEqual({ removed: false });
      expect(await holdsOf(other)).toEqual([]);
      const actorId = users.get(role)?.id;
      expect(await audits(created.id)).toEqual([
        { action: 'create', actorId },
        { action: 'update', actorId },
        { action: 'delete', actorId },
      ]);
    },
  );

  it.each(['front_desk', 'housekeeping', 'none'] as const)(
    '%s may not create, edit or remove holds',
    async (who) => {
      const unitId = await newUnit();
      const hold = await as('manager').holds.create(holdOf(unitId, 1, 2));
      const forbidden = `FORBIDDEN: You do not have permission to block rooms.`;
      expect(await outcome(as(who).holds.create(holdOf(unitId, 5, 6)))).toBe(forbidden);
      expect(await outcome(as(who).holds.update({ ...holdOf(unitId, 1, 3), id: hold.id }))).toBe(
        forbidden,
      );
      expect(await outcome(as(who).holds.remove({ id: hold.id }))).toBe(forbidden);
      expect(await holdsOf(unitId)).toHaveLength(1);
    },
  );

  it('refuses a hold over a stay (its own code) and a hold over a hold', async () => {
    const unitId = await newUnit();
    await insertStay(server.db, unitId, day(2), day(5));
    expect(await outcome(as('manager').holds.create(holdOf(unitId, 4, 6)))).toBe(
      conflict('HOLD_OVERLAPS_STAY'),
    );
    // Half-open both ways: the stay's check-out day may start a hold.
    const hold = await as('manager').holds.create(holdOf(unitId, 5, 8));
    expect(await outcome(as('manager').holds.create(holdOf(unitId, 7, 9)))).toBe(
      conflict('HOLD_OVERLAPS_HOLD'),
    );
    // Stretching the hold back over the stay is refused too; shifting it over itself is fine.
    expect(
      await outcome(as('manager').holds.update({ ...holdOf(unitId, 4, 8), id: hold.id })),
    ).toBe(conflict('HOLD_OVERLAPS_STAY'));
    expect(
      await outcome(as('manager').holds.update({ ...holdOf(unitId, 6, 9), id: hold.id })),
    ).toBe('ok');
    expect(await holdsOf(unitId)).toMatchObject([{ fromDate: day(6), toDate: day(9) }]);
  });

  it('refuses moving, creating or reviving a stay onto a hold (ROOM_HELD)', async () => {
    const held = await newUnit();
    const elsewhere = await newUnit();
    await as('manager').holds.create(holdOf(held, 10, 12));
    const stay = await insertStay(server.db, elsewhere, day(11), day(13));
    const move = { id: stay.id, unitId: held, checkIn: day(11), checkOut: day(13) };
    expect(await outcome(as('manager').reservations.move(move))).toBe(conflict('ROOM_HELD'));
    const [after] = await server.db.select().from(reservations).where(eq(reservations.id, stay.id));
    expect(after?.unitId).toBe(elsewhere);
    // The public site: the nights are simply not on sale.
    const refused = await outcome(guest().public.book(booking(held, 11, 12)));
    expect(refused).toBe(conflict('STAY_TAKEN'));
  });

  it('takes held rooms out of the staff and public availability', async () => {
    const held = await newUnit({ baseRateCents: 20_000 });
    const free = await newUnit({ baseRateCents: 20_000 });
    await as('admin').holds.create({ ...holdOf(held, 20, 22), kind: 'owner_use' });
    const stay = { checkIn: day(21), checkOut: day(23) };
    const staff = await as('front_desk').reservations.freeUnits({ stay });
    expect(staff.map((unit) => unit.id)).toContain(free);
    expect(staff.map((unit) => unit.id)).not.toContain(held);
    const offered = await guest().public.availability({ stay, guests: 1 });
    expect(offered.suites.map((suite) => suite.id)).toContain(free);
    expect(offered.suites.map((suite) => suite.id)).not.toContain(held);
    // The hold's last day is free for an arrival.
    const after = await guest().public.availability({
      stay: { checkIn: day(22), checkOut: day(24) },
      guests: 1,
    });
    expect(after.suites.map((suite) => suite.id)).toContain(held);
  });

  it('lets exactly one of a hold and a booking racing for the same night win', async () => {
    for (let round = 0; round < 4; round++) {
      const unitId = await newUnit({ baseRateCents: 15_000 });
      const [hold, stay] = await Promise.all([
        outcome(as(round % 2 ? 'manager' : 'second_manager').holds.create(holdOf(unitId, 30, 32))),
        outcome(guest().public.book(booking(unitId, 31, 33))),
      ]);
      const won = [hold, stay].filter((result) => result === 'ok');
      expect(won).toHaveLength(1);
      if (hold === 'ok') expect(stay).toBe(conflict('STAY_TAKEN'));
      else expect(hold).toBe(conflict('HOLD_OVERLAPS_STAY'));
      const holds = await holdsOf(unitId);
      const stays = await server.db
        .select()
        .from(reservations)
        .where(eq(reservations.unitId, unitId));
      expect(holds.length + stays.length).toBe(1);
    }
  });

  it('marks units under maintenance for the calendars', async () => {
    const closed = await newUnit({ status: 'maintenance' });
    const calendar = readCalendar(
      await as('front_desk').reservations.calendar({ from: day(0), to: day(7) }),
    );
    expect(calendar.maintenanceUnitIds).toContain(closed);
  });

  it('answers hostile input over HTTP with 400, writes nothing, and gives 403 to front desk', async () => {
    const unitId = await newUnit();
    const manager = createApiClient(server.url);
    const managerUser = await createTestUser(server.db, 'manager');
    await manager.trpc.auth.signIn.mutate({
      email: managerUser.email,
      password: managerUser.password,
    });
    const good = holdOf(unitId, 1, 3);
    const bad: unknown[] = [
      { ...good, to: day(1) },
      { ...good, to: day(0) },
      { ...good, to: day(400) },
      { ...good, from: '1999-12-31', to: '2000-01-02' },
      { ...good, from: '9999-12-30', to: '9999-12-31' },
      { ...good, from: '2026-02-30' },
      { ...good, kind: 'vacation' },
      { ...good, reason: '   ' },
      { ...good, reason: 'x'.repeat(201) },
      { ...good, reason: 'tap\u0000' },
      { ...good, unitId: "1'; drop table units; --" },
      { ...good, from: 'x'.repeat(100_000) },
      {},
    ];
    for (const input of bad) {
      // Deliberately malformed input, as a hostile client would send it.
      const create = await rejection(manager.trpc.holds.create.mutate(input as HoldFieldsInput));
      expect(create.data?.httpStatus, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    const removal = await rejection(manager.trpc.holds.remove.mutate({ id: 'nope' }));
    expect(removal.data?.httpStatus).toBe(400);
    // A room that does not exist is a 404, not a 500.
    const missing = await rejection(
      manager.trpc.holds.create.mutate({ ...good, unitId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.data?.httpStatus).toBe(404);
    expect(await holdsOf(unitId)).toEqual([]);

    const created = await manager.trpc.holds.create.mutate(good);
    const over = await rejection(manager.trpc.holds.create.mutate(holdOf(unitId, 2, 4)));
    expect(over.data).toMatchObject({ httpStatus: 409, appCode: 'HOLD_OVERLAPS_HOLD' });
    manager.close();

    const desk = createApiClient(server.url);
    const deskUser = await createTestUser(server.db, 'front_desk');
    await desk.trpc.auth.signIn.mutate({ email: deskUser.email, password: deskUser.password });
    const forbidden = await rejection(desk.trpc.holds.remove.mutate({ id: created.id }));
    expect(forbidden.data?.httpStatus).toBe(403);
    desk.close();
    expect(await holdsOf(unitId)).toHaveLength(1);
  });

  it('leaves maintenance and owner-use nights out of the available room-nights', async () => {
    // June 2031: 30 days. Maintenance 10 nights (2 of them before June), owner use 5, other 3.
    const june = { from: '2031-06-01', to: '2031-07-01' };
    const repairs = await newUnit();
    const owners = await newUnit();
    const other = await newUnit();
    const sold = await newUnit();
    await as('manager').holds.create({
      ...holdOf(repairs, 0, 1),
      from: '2031-05-30',
      to: '2031-06-09',
    });
    await as('manager').holds.create({
      ...holdOf(owners, 0, 1),
      kind: 'owner_use',
      from: '2031-06-10',
      to: '2031-06-15',
    });
    await as('manager').holds.create({
      ...holdOf(other, 0, 1),
      kind: 'other',
      from: '2031-06-10',
      to: '2031-06-13',
    });
    await insertStay(server.db, sold, '2031-06-05', '2031-06-09', { totalPriceCents: 40_000 });

    const overview = await as('admin').analytics.overview(june);
    const available = overview.units * 30 - 8 - 5;
    expect(overview).toMatchObject({
      days: 30,
      bookedNights: 4,
      unsellableNights: 13,
      availableRoomNights: available,
      revenueCents: 40_000,
    });
    expect(overview.occupancyRate).toBeCloseTo((4 / available) * 100, 10);
    expect(overview.revPARCents).toBe(Math.round(40_000 / available));
    // A night with one room out of order: one room fewer on sale.
    const sixth = overview.daily.find((point) => point.date === '2031-06-06');
    expect(sixth?.occupancyRate).toBeCloseTo((1 / (overview.units - 1)) * 100, 10);

    const rooms = await as('admin').analytics.byRoom(june);
    const rate = (unitId: string) =>
      rooms.rows.find((room) => room.unitId === unitId)?.occupancyRate;
    expect(rate(repairs)).toBe(0);
    expect(rate(sold)).toBeCloseTo((4 / 30) * 100, 10);
    // The rooms' total is the period's occupancy, held nights left out as on the card.
    expect(rooms.total.occupancyRate).toBe(overview.occupancyRate);
    // Removing the hold gives its nights back.
    const [repairHold] = await holdsOf(repairs);
    if (!repairHold) throw new Error('hold missing');
    await as('manager').holds.remove({ id: repairHold.id });
    const after = await as('admin').analytics.overview(june);
    expect(after.availableRoomNights).toBe(available + 8);
  });
});
