import { roomsNotReady } from '@zamalek/db/queries/room-status';
import { auditLog, unitHolds, units } from '@zamalek/db/schema';
import { firstPropertyId, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { readCalendar } from '@zamalek/domain/calendar-reply';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import type { RoomStatus } from '@zamalek/domain/room-status';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const FORBIDDEN_STEP = `FORBIDDEN: ${APP_ERROR_MESSAGES.ROOM_STATUS_FORBIDDEN}`;

describe.each(testDrivers)('room status and the housekeeping board (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let database: TestDatabase;
  const callers = new Map<Role | 'none', ReturnType<typeof callerFor>['caller']>();
  const userIds = new Map<Role | 'none', string>();
  let roomNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    database = server.database;
    for (const role of [...ROLES, null] as const) {
      const user = await createTestUser(server.db, role);
      userIds.set(role ?? 'none', user.id);
      callers.set(
        role ?? 'none',
        callerFor(database.client, await signedInSession(server.db, user.id)).caller,
      );
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: Role | 'none') => {
    const caller = callers.get(who);
    if (!caller) throw new Error(`no caller ${who}`);
    return caller;
  };
  const newRoom = async (roomStatus: RoomStatus = 'clean') => {
    roomNumber += 1;
    return insertUnit(server.db, {
      name: `H-${roomNumber}-${driver}`,
      unitNumber: `9${String(roomNumber).padStart(2, '0')}`,
      roomStatus,
    });
  };
  const statusOf = async (unitId: string) => {
    const [row] = await server.db
      .select({ status: units.roomStatus, by: units.roomStatusBy, at: units.roomStatusAt })
      .from(units)
      .where(eq(units.id, unitId));
    return row;
  };
  const audits = (unitId: string, action = 'room_status') =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unitId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));

  it.each(['admin', 'manager', 'front_desk', 'housekeeping'] as const)(
    '%s marks a dirty room clean and a clean room dirty, audited with who and when',
    async (role) => {
      const room = await newRoom('dirty');
      const done = await as(role).units.setRoomStatus({ unitId: room.id, status: 'clean' });
      expect(done.roomStatus).toBe('clean');
      const after = await statusOf(room.id);
      expect(after?.status).toBe('clean');
      expect(after?.by).toBe(userIds.get(role));
      expect(after?.at).toBeInstanceOf(Date);
      await as(role).units.setRoomStatus({ unitId: room.id, status: 'dirty' });
      const entries = await audits(room.id);
      expect(entries.map((entry) => [entry.before, entry.after])).toEqual(
        expect.arrayContaining([
          [{ roomStatus: 'dirty' }, { roomStatus: 'clean' }],
          [{ roomStatus: 'clean' }, { roomStatus: 'dirty' }],
        ]),
      );
      expect(entries.every((entry) => entry.actorId === userIds.get(role))).toBe(true);
    },
  );

  /** Out of order needs a reason and the day the room is expected back. */
  const broken = { reason: 'Leaking pipe', returnOn: day(3) };

  it('takes a room out of order off sale until it is back, never under a guest nor over sold nights', async () => {
    const room = await newRoom('clean');
    // Without a reason and a return day: a readable 400, nothing written.
    const bare = await outcome(
      as('manager').units.setRoomStatus({ unitId: room.id, status: 'out_of_order' }),
    );
    expect(bare).toMatch(/^BAD_REQUEST/);
    expect(
      await outcome(
        as('manager').units.setRoomStatus({
          unitId: room.id,
          status: 'out_of_order',
          reason: 'Leak',
          returnOn: today,
        }),
      ),
    ).toBe(`BAD_REQUEST: ${APP_ERROR_MESSAGES.RETURN_NOT_AFTER_TODAY}`);
    expect((await statusOf(room.id))?.status).toBe('clean');

    await as('manager').units.setRoomStatus({ unitId: room.id, status: 'out_of_order', ...broken });
    const holds = await server.db.select().from(unitHolds).where(eq(unitHolds.unitId, room.id));
    expect(holds.map((h) => [h.kind, h.reason, h.fromDate, h.toDate])).toEqual([
      ['maintenance', 'Leaking pipe', today, day(3)],
    ]);
    // Off sale for every seller: a stay on those nights is refused by the database itself.
    const sold = await insertStay(server.db, room.id, day(1), day(2)).then(
      () => 'sold',
      () => 'refused',
    );
    expect(sold).toBe('refused');

    // Back in service: tonight is sellable again.
    await as('manager').units.setRoomStatus({ unitId: room.id, status: 'dirty' });
    expect(await server.db.select().from(unitHolds).where(eq(unitHolds.unitId, room.id))).toEqual(
      [],
    );
    await insertStay(server.db, room.id, day(1), day(2));

    // A guest in the room, or nights sold in the period: refused, nothing written.
    const occupied = await newRoom('clean');
    await insertStay(server.db, occupied.id, day(-1), day(1), { status: 'checked_in' });
    expect(
      await outcome(
        as('manager').units.setRoomStatus({
          unitId: occupied.id,
          status: 'out_of_order',
          ...broken,
        }),
      ),
    ).toBe(`CONFLICT: ${APP_ERROR_MESSAGES.GUEST_IN_ROOM}`);
    const booked = await newRoom('clean');
    await insertStay(server.db, booked.id, day(2), day(4));
    expect(
      await outcome(
        as('manager').units.setRoomStatus({ unitId: booked.id, status: 'out_of_order', ...broken }),
      ),
    ).toBe(`CONFLICT: ${APP_ERROR_MESSAGES.HOLD_OVERLAPS_STAY}`);
    for (const id of [occupied.id, booked.id]) {
      expect((await statusOf(id))?.status).toBe('clean');
      expect(await server.db.select().from(unitHolds).where(eq(unitHolds.unitId, id))).toEqual([]);
    }
  });

  it('lets managers and admins inspect and take rooms out of order; housekeeping and the desk not', async () => {
    const room = await newRoom('clean');
    for (const who of ['housekeeping', 'front_desk'] as const) {
      expect(
        await outcome(as(who).units.setRoomStatus({ unitId: room.id, status: 'inspected' })),
      ).toBe(FORBIDDEN_STEP);
      expect(
        await outcome(
          as(who).units.setRoomStatus({ unitId: room.id, status: 'out_of_order', ...broken }),
        ),
      ).toBe(FORBIDDEN_STEP);
    }
    expect((await statusOf(room.id))?.status).toBe('clean');
    await as('manager').units.setRoomStatus({ unitId: room.id, status: 'inspected' });
    await as('admin').units.setRoomStatus({ unitId: room.id, status: 'out_of_order', ...broken });
    // Back into service is a supervisor's step too.
    expect(
      await outcome(as('housekeeping').units.setRoomStatus({ unitId: room.id, status: 'clean' })),
    ).toBe(FORBIDDEN_STEP);
    await as('manager').units.setRoomStatus({ unitId: room.id, status: 'dirty' });
    expect((await statusOf(room.id))?.status).toBe('dirty');
    expect(await audits(room.id)).toHaveLength(3);
  });

  it('refuses users without a role, reads and writes alike', async () => {
    const room = await newRoom('dirty');
    expect(
      await outcome(as('none').units.setRoomStatus({ unitId: room.id, status: 'clean' })),
    ).toMatch(/^FORBIDDEN/);
    expect(await outcome(as('none').units.housekeepingBoard())).toMatch(/^FORBIDDEN/);
    expect((await statusOf(room.id))?.status).toBe('dirty');
    expect(await audits(room.id)).toEqual([]);
  });

  it('answers over HTTP: 403 for a housekeeper inspecting, 4xx for hostile input, nothing written', async () => {
    const room = await newRoom('dirty');
    const user = await createTestUser(server.db, 'housekeeping');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const done = await client.trpc.units.setRoomStatus.mutate({ unitId: room.id, status: 'clean' });
    expect(done.roomStatus).toBe('clean');
    const inspected = await rejection(
      client.trpc.units.setRoomStatus.mutate({ unitId: room.id, status: 'inspected' }),
    );
    expect(inspected.data?.httpStatus).toBe(403);
    expect(inspected.data?.appCode).toBe('ROOM_STATUS_FORBIDDEN');
    const hostile: unknown[] = [
      { unitId: room.id, status: 'sparkling' },
      { unitId: 'not-a-uuid', status: 'clean' },
      { unitId: room.id, status: 'clean\u0000' },
      { unitId: room.id, status: 'x'.repeat(100_000) },
      { unitId: room.id },
      null,
    ];
    for (const input of hostile) {
      const refused = await rejection(
        // Hostile input on purpose: what a script could send.
        client.trpc.units.setRoomStatus.mutate(input as never),
      );
      expect(refused.data?.httpStatus).toBe(400);
    }
    const gone = await rejection(
      client.trpc.units.setRoomStatus.mutate({
        unitId: '00000000-0000-4000-8000-000000000000',
        status: 'clean',
      }),
    );
    expect(gone.data?.httpStatus).toBe(404);
    client.close();
    expect((await statusOf(room.id))?.status).toBe('clean');
    expect(await audits(room.id)).toHaveLength(1);
  });

  it('two housekeepers setting one room at once: the last write wins, both audited, no error', async () => {
    const room = await newRoom('dirty');
    const other = await createTestUser(server.db, 'housekeeping');
    const second = callerFor(database.client, await signedInSession(server.db, other.id)).caller;
    const results = await Promise.all([
      as('housekeeping').units.setRoomStatus({ unitId: room.id, status: 'clean' }),
      second.units.setRoomStatus({ unitId: room.id, status: 'dirty' }),
    ]);
    expect(results.map((result) => result.roomStatus).sort()).toEqual(['clean', 'dirty']);
    const entries = await audits(room.id);
    expect(entries).toHaveLength(2);
    // Row-locked one after the other: the second saw the first one's status as its before.
    const last = entries.at(-1);
    const first = entries.at(0);
    expect(last?.before).toEqual(first?.after);
    expect(last?.after).toEqual({ roomStatus: (await statusOf(room.id))?.status });
  });

  it('check-out makes the room dirty in the same step; undoing the check-out leaves it so', async () => {
    const room = await newRoom('inspected');
    const { id } = await insertStay(server.db, room.id, day(-2), day(0), { status: 'checked_in' });
    await as('front_desk').reservations.checkOut({ id });
    const after = await statusOf(room.id);
    expect(after?.status).toBe('dirty');
    expect(after?.by).toBe(userIds.get('front_desk'));
    expect(await audits(room.id, 'check_out_dirty')).toHaveLength(1);
    // The guests are back in the room: it is theirs again and still needs cleaning.
    await as('front_desk').reservations.undoCheckOut({ id });
    expect((await statusOf(room.id))?.status).toBe('dirty');
  });

  it('check-out leaves a room out of order as it is; a refused check-out changes nothing', async () => {
    const broken = await newRoom('out_of_order');
    const leaving = await insertStay(server.db, broken.id, day(-2), day(0), {
      status: 'checked_in',
    });
    await as('manager').reservations.checkOut({ id: leaving.id });
    expect((await statusOf(broken.id))?.status).toBe('out_of_order');
    const clean = await newRoom('clean');
    const expected = await insertStay(server.db, clean.id, day(0), day(2));
    expect(await outcome(as('front_desk').reservations.checkOut({ id: expected.id }))).toMatch(
      /^CONFLICT/,
    );
    expect((await statusOf(clean.id))?.status).toBe('clean');
  });

  it("derives tonight's occupancy from stays on /rooms and the calendar", async () => {
    const inHouse = await newRoom();
    await insertStay(server.db, inHouse.id, day(-1), day(2), { status: 'checked_in' });
    const arriving = await newRoom();
    await insertStay(server.db, arriving.id, day(0), day(1));
    const leftToday = await newRoom();
    await insertStay(server.db, leftToday.id, day(-3), day(0), { status: 'checked_out' });
    const leftEarly = await newRoom();
    await insertStay(server.db, leftEarly.id, day(-3), day(3), { status: 'checked_out' });
    const cancelled = await newRoom();
    await insertStay(server.db, cancelled.id, day(-1), day(2), { status: 'cancelled' });
    const tomorrow = await newRoom();
    await insertStay(server.db, tomorrow.id, day(1), day(3));

    const list = await as('housekeeping').units.list();
    const occupied = (id: string) => list.find((room) => room.id === id)?.occupiedTonight;
    expect(
      [inHouse, arriving, leftToday, leftEarly, cancelled, tomorrow].map((room) =>
        occupied(room.id),
      ),
    ).toEqual([true, true, false, false, false, false]);
    // The stored sellable status says nothing about tonight.
    expect(list.find((room) => room.id === inHouse.id)?.status).toBe('available');

    const calendar = readCalendar(
      await as('front_desk').reservations.calendar({ from: day(0), to: day(7) }),
    );
    const row = (id: string) => calendar.units.find((unit) => unit.id === id);
    expect([row(inHouse.id)?.occupiedTonight, row(tomorrow.id)?.occupiedTonight]).toEqual([
      true,
      false,
    ]);
    expect(row(inHouse.id)?.roomStatus).toBe('clean');
  });

  it('the board: departures, arrivals and stay-overs per room, arrivals first, choices per role', async () => {
    const turnover = await newRoom('dirty');
    await insertStay(server.db, turnover.id, day(-3), day(0), { status: 'checked_out' });
    const arrival = await insertStay(server.db, turnover.id, day(0), day(2), {
      numberOfGuests: 2,
      adults: 2,
    });
    const stayOver = await newRoom('clean');
    await insertStay(server.db, stayOver.id, day(-1), day(3), { status: 'checked_in' });

    const board = await as('housekeeping').units.housekeepingBoard();
    expect(board.today).toBe(today);
    const mine = board.rooms.filter((room) => room.name.endsWith(`-${driver}`));
    const first = board.rooms.findIndex((room) => room.arrivalId === null);
    // Every room with an arrival comes before every room without one.
    expect(board.rooms.slice(first).every((room) => room.arrivalId === null)).toBe(true);
    const t = mine.find((room) => room.id === turnover.id);
    expect(t).toMatchObject({
      departureStatus: 'checked_out',
      arrivalId: arrival.id,
      arrivalStatus: 'confirmed',
      arrivalGuests: 2,
      stayOver: false,
      ready: false,
      arrivalWaiting: true,
      choices: ['clean'],
    });
    expect(mine.find((room) => room.id === stayOver.id)).toMatchObject({
      departureId: null,
      arrivalId: null,
      stayOver: true,
      ready: true,
      choices: ['dirty'],
    });
    const managerBoard = await as('manager').units.housekeepingBoard();
    expect(managerBoard.rooms.find((room) => room.id === turnover.id)?.choices).toEqual([
      'clean',
      'inspected',
      'out_of_order',
    ]);
  });

  it('front desk sees "room not ready" on the arrival until housekeeping cleans it', async () => {
    const room = await newRoom('dirty');
    const { id } = await insertStay(server.db, room.id, day(0), day(2));
    const later = await insertStay(server.db, room.id, day(5), day(6));
    const arrivalsRow = async () =>
      (await as('front_desk').reservations.dashboardList({ card: 'arrivals' })).find(
        (row) => row.id === id,
      );
    expect((await arrivalsRow())?.roomNotReady).toBe(true);
    expect((await as('front_desk').reservations.byId({ id })).room).toEqual({
      status: 'dirty',
      notReady: true,
    });
    // Only on arrival day: a later stay in the same room is not warned about.
    expect((await as('front_desk').reservations.byId({ id: later.id })).room.notReady).toBe(false);
    expect(
      (await roomsNotReady(server.db, { propertyId: await firstPropertyId(server.db), today })).map(
        (r) => r.reservationId,
      ),
    ).toContain(id);

    await as('housekeeping').units.setRoomStatus({ unitId: room.id, status: 'clean' });
    expect((await arrivalsRow())?.roomNotReady).toBe(false);
    expect((await as('front_desk').reservations.byId({ id })).room.notReady).toBe(false);
    expect(
      (await roomsNotReady(server.db, { propertyId: await firstPropertyId(server.db), today })).map(
        (r) => r.reservationId,
      ),
    ).not.toContain(id);
    // Once the guests are in, the warning is gone whatever the room's state.
    await as('front_desk').reservations.checkIn({ id });
    await as('housekeeping').units.setRoomStatus({ unitId: room.id, status: 'dirty' });
    expect((await arrivalsRow())?.roomNotReady).toBe(false);
  });
});
