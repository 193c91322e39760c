import { auditLog, reservations, units } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { RoomStatus } from '@zamalek/domain/room-status';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlConstraint, sqlState } from '../src/errors';
import { startTestServer } from './support/app';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/**
 * The room a guest is checked into: never one whose guests are still checked in (the database's
 * own rule too), never out of order, and not clean only when the desk says so, on the record.
 */
describe.each(testDrivers)('check-in and the room (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let count = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
  });
  afterAll(async () => {
    await server?.close();
  });

  const desk = () => users.as('front_desk');
  const refusal = (code: keyof typeof APP_ERROR_MESSAGES) =>
    `CONFLICT: ${APP_ERROR_MESSAGES[code]}`;
  /** A room of its own type (so other tests' rooms are never offered), in `roomStatus`. */
  const room = async (type: string, roomStatus: RoomStatus = 'clean') => {
    count += 1;
    return insertUnit(server.db, { name: `R-${count}`, unitType: type, roomStatus });
  };
  const stay = async (unitId: string, from: number, to: number, values = {}) =>
    (await insertStay(server.db, unitId, day(from), day(to), values)).id;
  const row = async (id: string) => {
    const [found] = await server.db.select().from(reservations).where(eq(reservations.id, id));
    if (!found) throw new Error('stay gone');
    return found;
  };
  const checkIns = (id: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'check_in')));

  it('refuses an arrival while the guests before are checked in, and says who and where else', async () => {
    const type = `Type ${crypto.randomUUID()}`;
    const booked = await room(type);
    const free = await room(type);
    await room(type, 'dirty');
    await room(`${type} other`);
    const taken = await room(type);
    await stay(taken.id, 0, 3);
    const leaving = await stay(booked.id, -3, 0, {
      status: 'checked_in',
      guestNames: ['Layla Mansour'],
    });
    const arriving = await stay(booked.id, 0, 2);

    expect(await outcome(desk().reservations.checkIn({ id: arriving }))).toBe(
      refusal('ROOM_OCCUPIED'),
    );
    expect((await row(arriving)).status).toBe('confirmed');
    expect(await checkIns(arriving)).toEqual([]);

    const options = await desk().reservations.checkInRoom({ id: arriving });
    expect(options.room).toMatchObject({ id: booked.id, roomStatus: 'clean' });
    expect(options.occupant).toMatchObject({ id: leaving, guestName: 'Layla Mansour' });
    expect(options.occupant?.checkOutDate).toBe(today);
    // Same type, clean, free for the nights, nobody in: only `free`.
    expect(options.alternatives.map((unit) => unit.id)).toEqual([free.id]);

    // Checked out, the room is dirty: the desk is asked again, for that.
    await desk().reservations.checkOut({ id: leaving });
    expect(await outcome(desk().reservations.checkIn({ id: arriving }))).toBe(
      refusal('ROOM_NOT_READY'),
    );
    const accepted = { id: arriving, notReadyAccepted: true };
    expect((await desk().reservations.checkIn(accepted)).status).toBe('checked_in');
  });

  it('checks the guests into another free, clean room of the same type instead', async () => {
    const type = `Type ${crypto.randomUUID()}`;
    const booked = await room(type);
    const free = await room(type);
    const otherType = await room(`${type} other`);
    await stay(booked.id, -2, 0, { status: 'checked_in' });
    const arriving = await stay(booked.id, 0, 2);

    expect(await outcome(desk().reservations.checkIn({ id: arriving, unitId: otherType.id }))).toBe(
      `BAD_REQUEST: ${APP_ERROR_MESSAGES.UNIT_NOT_OF_TYPE}`,
    );
    await desk().reservations.checkIn({ id: arriving, unitId: free.id });
    const arrived = await row(arriving);
    expect([arrived.status, arrived.unitId]).toEqual(['checked_in', free.id]);
    const [entry] = await checkIns(arriving);
    expect(entry?.after).toMatchObject({ unitId: free.id });
  });

  it('asks before a room not clean, records who checked in anyway; never out of order', async () => {
    const type = `Type ${crypto.randomUUID()}`;
    const dirty = await room(type, 'dirty');
    const arriving = await stay(dirty.id, 0, 2);
    expect(await outcome(desk().reservations.checkIn({ id: arriving }))).toBe(
      refusal('ROOM_NOT_READY'),
    );
    expect((await row(arriving)).status).toBe('confirmed');

    await desk().reservations.checkIn({ id: arriving, notReadyAccepted: true });
    const [entry] = await checkIns(arriving);
    expect(entry?.actorId).toBe(users.userId('front_desk'));
    expect(entry?.after).toMatchObject({ roomNotReady: 'Dirty' });
    const { history } = await users.as('manager').reservations.byId({ id: arriving });
    const line = history
      .find((item) => item.action === 'check_in')
      ?.changes.find((change) => change.field === 'roomNotReady');
    expect(line).toMatchObject({ label: 'Checked in to a room not ready', to: 'Dirty' });

    const broken = await room(type, 'out_of_order');
    const another = await stay(broken.id, 0, 2);
    expect(
      await outcome(desk().reservations.checkIn({ id: another, notReadyAccepted: true })),
    ).toBe(refusal('ROOM_OUT_OF_ORDER'));
  });

  it('keeps one party in house per room in the database, whoever writes', async () => {
    const unit = await room(`Type ${crypto.randomUUID()}`);
    await stay(unit.id, -2, 0, { status: 'checked_in' });
    const arriving = await stay(unit.id, 0, 2);
    const error: unknown = await server.db
      .execute(
        sql`update reservations set status = 'checked_in', checked_in_at = now() where id = ${arriving}`,
      )
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(sqlState(error)).toBe('23505');
    expect(sqlConstraint(error)).toBe('reservations_one_in_house_per_unit');
    expect((await row(arriving)).status).toBe('confirmed');
  });

  it('lets exactly one of an undone check-out and the next check-in have the room', async () => {
    const unit = await room(`Type ${crypto.randomUUID()}`);
    const leaving = await stay(unit.id, -2, 0, { status: 'checked_in' });
    await desk().reservations.checkOut({ id: leaving });
    await server.db.update(units).set({ roomStatus: 'clean' }).where(eq(units.id, unit.id));
    const arriving = await stay(unit.id, 0, 2);
    const outcomes = await Promise.all([
      outcome(users.as('manager').reservations.undoCheckOut({ id: leaving })),
      outcome(desk().reservations.checkIn({ id: arriving })),
    ]);
    expect(outcomes.filter((result) => result === 'ok')).toHaveLength(1);
    expect(outcomes).toContain(refusal('ROOM_OCCUPIED'));
    const inHouse = await server.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.unitId, unit.id), eq(reservations.status, 'checked_in')));
    expect(inHouse).toHaveLength(1);
  });
});
