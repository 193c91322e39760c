import { auditLog, rateSeasons } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import type { SeasonFieldsInput } from '@zamalek/domain/pricing/rate-forms';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { roleCallers } from './support/role-callers';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser, signedInSession } from './support/users';

// December 2031: the 1st is a Monday; Thursday and Friday nights are the weekend by default.
const DEC = (day: number) => `2031-12-${String(day).padStart(2, '0')}`;

describe.each(testDrivers)('rate calendar (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let roles: Awaited<ReturnType<typeof roleCallers>>;
  let typeNumber = 0;
  const sockets: Array<ReturnType<typeof createSocketClient>> = [];

  beforeAll(async () => {
    server = await startTestServer(driver);
    roles = await roleCallers(server.database.client);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: Parameters<typeof roles.as>[0]) => roles.as(who);
  const NO_SUCH_TYPE = '00000000-0000-4000-8000-00000000ffff';
  /** A room type of its own with two rooms (base rates $100 and $120). */
  const newType = async () => {
    typeNumber += 1;
    const unitType = `Suite ${driver} ${typeNumber}`;
    const first = await insertUnit(server.db, {
      name: `R-${driver}-${typeNumber}-a`,
      unitType,
      baseRateCents: 10_000,
    });
    const second = await insertUnit(server.db, {
      name: `R-${driver}-${typeNumber}-b`,
      unitType,
      baseRateCents: 12_000,
    });
    return { roomTypeId: first.roomTypeId, rooms: [first.id, second.id] as const };
  };
  const season = (
    roomTypeId: string,
    values: Partial<SeasonFieldsInput> = {},
  ): SeasonFieldsInput => ({
    name: 'Winter',
    roomTypeId,
    startDate: DEC(1),
    endDate: DEC(10),
    nightly: 150,
    weekend: 180,
    minStay: 3,
    maxStay: 30,
    closedToArrival: [5],
    closedToDeparture: [],
    ...values,
  });
  const seasonsOf = (roomTypeId: string) =>
    server.db.select().from(rateSeasons).where(eq(rateSeasons.roomTypeId, roomTypeId));
  const audits = (entityId: string) =>
    server.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate_season'), eq(auditLog.entityId, entityId)))
      // In the order written: two writes in one instant share created_at, never an id.
      .orderBy(asc(auditLog.id));
  const refused = (code: AppErrorCode, transport = 'BAD_REQUEST') =>
    `${transport}: ${APP_ERROR_MESSAGES[code]}`;

  it.each(['admin', 'manager'] as const)(
    '%s sets a season, sees it in the month, edits, copies and deletes it, each audited',
    async (role) => {
      const { roomTypeId } = await newType();
      const other = await newType();
      const { id } = await as(role).rateCalendar.createSeason(season(roomTypeId));

      const month = await as(role).rateCalendar.month({ roomTypeId, month: '2031-12' });
      expect(month.days).toHaveLength(31);
      const day = (date: string) => month.days.find((entry) => entry.date === date);
      // Monday 1 December: the nightly rate; Thursday 4th: the weekend rate; the 11th: base.
      expect(day(DEC(1))).toMatchObject({ rateCents: 15_000, source: 'season', seasonId: id });
      expect(day(DEC(1))).toMatchObject({ weekend: false, minStay: 3, maxStay: 30 });
      expect(day(DEC(4))).toMatchObject({ rateCents: 18_000, weekend: true });
      expect(day(DEC(5))).toMatchObject({ closedToArrival: true, closedToDeparture: false });
      // Without a season, the lowest base rate of the type's rooms (they differ).
      expect(day(DEC(11))).toMatchObject({ rateCents: 10_000, source: 'base', seasonId: null });
      expect(month).toMatchObject({ baseRateCents: 10_000, baseRatesVary: true });
      expect(month.seasons).toEqual([{ id, name: 'Winter', unitId: null }]);

      const edit = { ...season(roomTypeId), id, nightly: 160, closedToArrival: [5, 5, 6] };
      expect(await as(role).rateCalendar.updateSeason(edit)).toEqual({ id, changed: true });
      expect(await as(role).rateCalendar.updateSeason(edit)).toEqual({ id, changed: false });
      expect(await seasonsOf(roomTypeId)).toMatchObject([
        { nightlyCents: 16_000, closedToArrival: [5, 6] },
      ]);

      // Next year's winter for another room type: same length, rates and rules.
      const copy = await as(role).rateCalendar.copySeason({
        id,
        startDate: '2032-12-01',
        roomTypeId: other.roomTypeId,
      });
      expect(await seasonsOf(other.roomTypeId)).toMatchObject([
        {
          id: copy.id,
          name: 'Winter',
          startDate: '2032-12-01',
          endDate: '2032-12-10',
          nightlyCents: 16_000,
          weekendCents: 18_000,
          minStay: 3,
          closedToArrival: [5, 6],
        },
      ]);

      expect(await as(role).rateCalendar.deleteSeason({ id })).toEqual({ removed: true });
      expect(await as(role).rateCalendar.deleteSeason({ id })).toEqual({ removed: false });
      expect(await seasonsOf(roomTypeId)).toEqual([]);
      const actorId = roles.userId(role);
      expect(await audits(id)).toMatchObject([
        { action: 'create', actorId },
        { action: 'update', actorId, after: { nightlyCents: 16_000, closedToArrival: [5, 6] } },
        { action: 'delete', actorId },
      ]);
      expect(await audits(copy.id)).toMatchObject([{ action: 'create', actorId }]);
    },
  );

  it.each(['front_desk', 'housekeeping', 'none'] as const)(
    '%s may neither read nor change rates',
    async (who) => {
      const { roomTypeId } = await newType();
      const { id } = await as('manager').rateCalendar.createSeason(season(roomTypeId));
      const forbidden = 'FORBIDDEN: You do not have permission to set rates.';
      const calls = [
        as(who).rateCalendar.unitTypes(),
        as(who).rateCalendar.month({ roomTypeId, month: '2031-12' }),
        as(who).rateCalendar.seasons({ roomTypeId }),
        as(who).rateCalendar.createSeason(
          season(roomTypeId, { startDate: DEC(20), endDate: DEC(21) }),
        ),
        as(who).rateCalendar.updateSeason({ ...season(roomTypeId), id, nightly: 1 }),
        as(who).rateCalendar.copySeason({ id, startDate: '2033-01-01', roomTypeId }),
        as(who).rateCalendar.deleteSeason({ id }),
        as(who).rateCalendar.setRoomTypePricing({
          roomTypeId,
          weeklyDiscountPercent: 50,
          monthlyDiscountPercent: 50,
          baseOccupancy: 1,
          extraGuest: 10,
        }),
      ];
      for (const call of calls) expect(await outcome(call)).toBe(forbidden);
      expect(await seasonsOf(roomTypeId)).toMatchObject([{ id, nightlyCents: 15_000 }]);
    },
  );

  it("resolves each night as a quote does: a room's own season, then the shorter, then the base rate", async () => {
    const { roomTypeId, rooms } = await newType();
    const manager = as('manager');
    const long = await manager.rateCalendar.createSeason(
      season(roomTypeId, { name: 'December', startDate: DEC(1), endDate: DEC(31), weekend: null }),
    );
    const event = await manager.rateCalendar.createSeason(
      season(roomTypeId, {
        name: 'Festival',
        startDate: DEC(10),
        endDate: DEC(12),
        nightly: 300,
        weekend: null,
      }),
    );
    const own = await manager.rateCalendar.createSeason(
      season(roomTypeId, {
        name: 'Corner suite',
        unitId: rooms[1],
        startDate: DEC(11),
        endDate: DEC(20),
        nightly: 400,
        weekend: null,
      }),
    );
    const rateOf = (days: Array<{ date: string; seasonId: string | null }>, date: string) =>
      days.find((entry) => entry.date === date)?.seasonId;
    const typeView = await manager.rateCalendar.month({ roomTypeId, month: '2031-12' });
    expect(rateOf(typeView.days, DEC(9))).toBe(long.id);
    expect(rateOf(typeView.days, DEC(11))).toBe(event.id);
    // The room's own season is the room's business: the type's view does not show it.
    expect(rateOf(typeView.days, DEC(15))).toBe(long.id);

    const roomView = await manager.rateCalendar.month({
      roomTypeId,
      unitId: rooms[1],
      month: '2031-12',
    });
    expect(rateOf(roomView.days, DEC(10))).toBe(event.id);
    expect(rateOf(roomView.days, DEC(11))).toBe(own.id);
    expect(roomView.days.find((entry) => entry.date === DEC(11))?.rateCents).toBe(40_000);
    expect(roomView.baseRateCents).toBe(12_000);
    // January has no season: every night is the room's base rate.
    const january = await manager.rateCalendar.month({
      roomTypeId,
      unitId: rooms[1],
      month: '2032-01',
    });
    expect(new Set(january.days.map((entry) => `${entry.source} ${entry.rateCents}`))).toEqual(
      new Set(['base 12000']),
    );
  });

  it('refuses an unknown room type, a room of another type, and a season gone', async () => {
    const { roomTypeId } = await newType();
    const other = await newType();
    const manager = as('manager');
    expect(await outcome(manager.rateCalendar.createSeason(season(NO_SUCH_TYPE)))).toBe(
      refused('ROOM_TYPE_GONE', 'NOT_FOUND'),
    );
    expect(
      await outcome(
        manager.rateCalendar.createSeason(season(roomTypeId, { unitId: other.rooms[0] })),
      ),
    ).toBe(refused('UNIT_NOT_OF_TYPE'));
    expect(
      await outcome(manager.rateCalendar.month({ roomTypeId: NO_SUCH_TYPE, month: '2031-12' })),
    ).toBe(refused('ROOM_TYPE_GONE', 'NOT_FOUND'));
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      await outcome(manager.rateCalendar.updateSeason({ ...season(roomTypeId), id: missing })),
    ).toBe(refused('RATE_SEASON_GONE', 'NOT_FOUND'));
    expect(
      await outcome(
        manager.rateCalendar.copySeason({ id: missing, startDate: DEC(1), roomTypeId }),
      ),
    ).toBe(refused('RATE_SEASON_GONE', 'NOT_FOUND'));
    const { id } = await manager.rateCalendar.createSeason(season(roomTypeId));
    expect(
      await outcome(manager.rateCalendar.copySeason({ id, startDate: '2099-12-30', roomTypeId })),
    ).toBe(refused('RATE_DATES_OUT_OF_RANGE'));
    expect(await seasonsOf(roomTypeId)).toHaveLength(1);
    expect(await seasonsOf(other.roomTypeId)).toEqual([]);
  });

  it('answers hostile input over HTTP with 400 and writes nothing', async () => {
    const { roomTypeId } = await newType();
    const user = await createTestUser(server.db, 'manager');
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const good = season(roomTypeId);
    const bad: unknown[] = [
      { ...good, endDate: '2031-11-30' },
      { ...good, startDate: '1999-12-31' },
      { ...good, endDate: '2100-01-01', startDate: '2099-12-01' },
      { ...good, startDate: '2031-01-01', endDate: '2033-12-31' },
      { ...good, startDate: '2031-02-30' },
      { ...good, startDate: 'x'.repeat(100_000) },
      { ...good, nightly: 0 },
      { ...good, nightly: -5 },
      { ...good, nightly: 100_000.01 },
      { ...good, nightly: '150' },
      { ...good, weekend: 1e308 },
      { ...good, minStay: 0 },
      { ...good, minStay: 5, maxStay: 4 },
      { ...good, maxStay: 366 },
      { ...good, minStay: 2.5 },
      { ...good, closedToArrival: [7] },
      { ...good, closedToArrival: Array(8).fill(1) },
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(81) },
      { ...good, name: 'Winter\u0000' },
      { ...good, roomTypeId: 'x'.repeat(10_000) },
      { ...good, unitId: "1'; drop table units; --" },
      {},
    ];
    for (const input of bad) {
      // Deliberately malformed, as a hostile client would send it.
      const error = await rejection(
        api.trpc.rateCalendar.createSeason.mutate(input as SeasonFieldsInput),
      );
      expect(error.data?.httpStatus, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    const month = await rejection(
      api.trpc.rateCalendar.month.query({ roomTypeId, month: '2031-13' }),
    );
    expect(month.data?.httpStatus).toBe(400);
    expect(await seasonsOf(roomTypeId)).toEqual([]);
    // 80 characters and $100,000 are allowed.
    await api.trpc.rateCalendar.createSeason.mutate({
      ...good,
      name: 'x'.repeat(80),
      nightly: 100_000,
    });
    expect(await seasonsOf(roomTypeId)).toMatchObject([{ nightlyCents: 10_000_000 }]);
    api.close();
  });

  it('two managers editing one season at once: both saved in turn, both audited', async () => {
    const { roomTypeId } = await newType();
    const { id } = await as('manager').rateCalendar.createSeason(season(roomTypeId));
    const second = await createTestUser(server.db, 'manager');
    const other = callerFor(
      server.database.client,
      await signedInSession(server.db, second.id),
    ).caller;
    const results = await Promise.all([
      as('manager').rateCalendar.updateSeason({ ...season(roomTypeId), id, nightly: 170 }),
      other.rateCalendar.updateSeason({ ...season(roomTypeId), id, nightly: 190 }),
    ]);
    expect(results.every((result) => result.changed)).toBe(true);
    const [row] = await seasonsOf(roomTypeId);
    expect([17_000, 19_000]).toContain(row?.nightlyCents);
    const updates = (await audits(id)).filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(2);
    // The later write's audit says what it wrote: the row holds the last one's rate.
    expect(updates.at(-1)?.after).toMatchObject({ nightlyCents: row?.nightlyCents });
  });

  it("sets a room type's discounts and extra-guest fee, audited only when they change", async () => {
    const { roomTypeId } = await newType();
    const pricing = {
      roomTypeId,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25.5,
      baseOccupancy: 2,
      extraGuest: 15,
    };
    expect(await as('admin').rateCalendar.setRoomTypePricing(pricing)).toMatchObject({
      changed: true,
    });
    expect(await as('manager').rateCalendar.setRoomTypePricing(pricing)).toMatchObject({
      changed: false,
    });
    const types = await as('manager').rateCalendar.unitTypes();
    expect(types.find((entry) => entry.id === roomTypeId)).toMatchObject({
      rooms: [{ name: expect.stringContaining('-a') }, { name: expect.stringContaining('-b') }],
      pricing: {
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 25.5,
        baseOccupancy: 2,
        extraGuestCents: 1_500,
      },
    });
    const entries = await server.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'room_type'), eq(auditLog.entityId, roomTypeId)));
    expect(entries).toHaveLength(1);
    expect(
      await outcome(
        as('manager').rateCalendar.setRoomTypePricing({ ...pricing, roomTypeId: NO_SUCH_TYPE }),
      ),
    ).toBe(refused('ROOM_TYPE_GONE', 'NOT_FOUND'));
    for (const bad of [
      { ...pricing, weeklyDiscountPercent: 101 },
      { ...pricing, monthlyDiscountPercent: -1 },
      { ...pricing, baseOccupancy: 0 },
      { ...pricing, extraGuest: -1 },
      { ...pricing, extraGuest: 100_001 },
    ]) {
      expect(await outcome(as('manager').rateCalendar.setRoomTypePricing(bad))).toMatch(
        /^BAD_REQUEST/,
      );
    }
  });

  it('over an open WebSocket: front desk is refused, a manager sets a season', async () => {
    const { roomTypeId } = await newType();
    const socketOf = async (role: 'front_desk' | 'manager') => {
      const user = await createTestUser(server.db, role);
      const api = createApiClient(server.url);
      await api.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
      const cookie = () => [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const socket = createSocketClient(server.url, cookie);
      sockets.push(socket);
      return socket;
    };
    const desk = await socketOf('front_desk');
    expect(
      await rejectionCode(desk.trpc.rateCalendar.createSeason.mutate(season(roomTypeId))),
    ).toBe('FORBIDDEN');
    expect(
      await rejectionCode(desk.trpc.rateCalendar.month.query({ roomTypeId, month: '2031-12' })),
    ).toBe('FORBIDDEN');
    const manager = await socketOf('manager');
    const { id } = await manager.trpc.rateCalendar.createSeason.mutate(season(roomTypeId));
    expect(await seasonsOf(roomTypeId)).toMatchObject([{ id }]);
  });
});
