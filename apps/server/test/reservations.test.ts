import { TRPCError } from '@trpc/server';
import { auditLog } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { readCalendar } from '@zamalek/domain/calendar-reply';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe.each(testDrivers)('reservations for staff (%s)', (driver) => {
  let database: TestDatabase;
  const callers = new Map<Role | 'none', ReturnType<typeof callerFor>['caller']>();
  let unitA: { id: string };
  let unitB: { id: string };
  const ids = { arriving: '', departing: '', staying: '', future: '', cancelled: '', inHouse: '' };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.client.db;
    for (const role of [...ROLES, null] as const) {
      const user = await createTestUser(db, role);
      callers.set(
        role ?? 'none',
        callerFor(database.client, await signedInSession(db, user.id)).caller,
      );
    }
    unitA = await insertUnit(db, { name: 'A-101', unitNumber: '101' });
    unitB = await insertUnit(db, { name: 'B-202', unitNumber: '202' });
    ids.arriving = (
      await insertStay(db, unitA.id, day(0), day(3), {
        guestNames: ['Mariam Adel'],
        source: 'Booking.com',
      })
    ).id;
    // One party in house per room: the guests leaving today are in A, the early arrival in B.
    ids.departing = (
      await insertStay(db, unitA.id, day(-2), day(0), {
        guestNames: ['John Smith'],
        status: 'checked_in',
      })
    ).id;
    ids.staying = (
      await insertStay(db, unitB.id, day(-1 - 10), day(-2), {
        guestNames: ['Old Stay'],
        status: 'checked_out',
      })
    ).id;
    ids.future = (
      await insertStay(db, unitA.id, day(10), day(12), {
        guestNames: ['Future Guest', 'Kid Guest'],
        bookingReference: 'MAN-50%-OFF',
      })
    ).id;
    ids.cancelled = (
      await insertStay(db, unitA.id, day(0), day(2), {
        guestNames: ['Cancelled Person'],
        status: 'cancelled',
      })
    ).id;
    ids.inHouse = (
      await insertStay(db, unitB.id, day(0), day(4), {
        guestNames: ['Checked In'],
        status: 'checked_in',
      })
    ).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const as = (who: Role | 'none') => {
    const caller = callers.get(who);
    if (!caller) throw new Error(`no caller ${who}`);
    return caller;
  };

  it('counts arrivals, departures and in-house in the property time zone, excluding cancelled', async () => {
    const counts = await as('front_desk').reservations.dashboard();
    expect(counts).toEqual({ arrivals: 2, departures: 1, inHouse: 2, newBookings: 6 });
    const arrivals = await as('housekeeping').reservations.dashboardList({ card: 'arrivals' });
    expect(arrivals.map((row) => row.guestNames[0]).sort()).toEqual(['Checked In', 'Mariam Adel']);
  });

  it('filters by display status, unit and search, in SQL', async () => {
    const list = (input: Parameters<ReturnType<typeof as>['reservations']['list']>[0]) =>
      as('manager').reservations.list(input);
    const total = (input: Parameters<ReturnType<typeof as>['reservations']['listTotal']>[0]) =>
      as('manager').reservations.listTotal(input);
    expect((await list({ status: 'Upcoming' })).rows.map((row) => row.id)).toEqual([ids.future]);
    expect((await list({ status: 'Cancelled' })).rows.map((row) => row.id)).toEqual([
      ids.cancelled,
    ]);
    expect((await list({ status: 'In-House' })).rows.map((row) => row.id)).toEqual([ids.inHouse]);
    expect((await list({ status: 'Due In' })).rows.map((row) => row.id)).toEqual([ids.arriving]);
    expect((await list({ status: 'Due Out' })).rows.map((row) => row.id)).toEqual([ids.departing]);
    expect(await total({ status: 'No-Show' })).toEqual({ exact: true, count: 0 });
    expect((await list({ status: 'Checked-Out' })).rows.map((row) => row.id)).toEqual([
      ids.staying,
    ]);
    expect(await total({ unitId: unitA.id })).toEqual({ exact: true, count: 4 });
    expect((await list({ search: 'kid' })).rows.map((row) => row.id)).toEqual([ids.future]);
    expect((await list({ search: '50%' })).rows.map((row) => row.id)).toEqual([ids.future]);
    expect(await total({ search: '5_%' })).toEqual({ exact: true, count: 0 });
    expect((await list({ search: '5_%' })).rows).toEqual([]);
  });

  it('sorts any column both ways and pages stably', async () => {
    const ascending = await as('admin').reservations.list({
      sort: 'checkIn',
      direction: 'asc',
      pageSize: 100,
    });
    const dates = ascending.rows.map((row) => row.checkInDate);
    expect(dates).toEqual([...dates].sort());
    const descending = await as('admin').reservations.list({
      sort: 'unit',
      direction: 'desc',
      pageSize: 100,
    });
    expect(descending.rows[0]?.unitName).toBe('B-202');
    const pages = [];
    let cursor: string | undefined;
    for (let page = 1; page <= 3; page++) {
      const answer = await as('admin').reservations.list({
        sort: 'unit',
        direction: 'asc',
        pageSize: 2,
        cursor,
      });
      pages.push(...answer.rows);
      cursor = answer.next ?? undefined;
    }
    expect(cursor).toBeUndefined();
    expect(new Set(pages.map((row) => row.id)).size).toBe(6);
  });

  it('sorts the Status column by the status shown, not the stored one', async () => {
    const sorted = await as('admin').reservations.list({
      sort: 'status',
      direction: 'asc',
      pageSize: 100,
    });
    const labels = sorted.rows.map((row) => row.displayStatus);
    expect(labels).toEqual([...labels].sort());
    expect(new Set(labels)).toEqual(
      new Set(['Cancelled', 'Checked-Out', 'Due In', 'Due Out', 'In-House', 'Upcoming']),
    );
  });

  it('returns only the stays inside the calendar window, check-out day free', async () => {
    const { stays, units } = readCalendar(
      await as('housekeeping').reservations.calendar({ from: day(0), to: day(7) }),
    );
    expect(units.map((unit) => unit.name)).toEqual(['A-101', 'B-202']);
    const shown = stays.map((stay) => stay.id);
    expect(shown).toEqual(expect.arrayContaining([ids.arriving, ids.inHouse]));
    expect(shown).not.toContain(ids.departing); // leaves today: no night in the window
    expect(shown).not.toContain(ids.cancelled);
    expect(shown).not.toContain(ids.future);
  });

  it('says on the calendar what each stay is today, as the list does', async () => {
    const { stays } = readCalendar(
      await as('front_desk').reservations.calendar({ from: day(-3), to: day(14) }),
    );
    const statusOf = (id: string) => stays.find((stay) => stay.id === id)?.displayStatus;
    expect(statusOf(ids.arriving)).toBe('Due In');
    expect(statusOf(ids.inHouse)).toBe('In-House');
    expect(statusOf(ids.departing)).toBe('Due Out');
    expect(statusOf(ids.future)).toBe('Upcoming');
  });

  it('hides contact details and documents from housekeeping', async () => {
    const full = await as('front_desk').reservations.byId({ id: ids.arriving });
    expect(full.reservation.contactEmail).toBe('existing@example.com');
    const redacted = await as('housekeeping').reservations.byId({ id: ids.arriving });
    expect(redacted.reservation).toMatchObject({ contactEmail: null, contactPhone: null });
    expect(redacted.permissions).toEqual({ edit: false, delete: false, downloadDocuments: false });
  });

  it('refuses users without a staff role', async () => {
    expect(await code(as('none').reservations.list({}))).toMatch(/^FORBIDDEN/);
    expect(await code(as('none').reservations.listTotal({}))).toMatch(/^FORBIDDEN/);
    expect(await code(as('none').reservations.dashboard())).toMatch(/^FORBIDDEN/);
  });

  it('lets only admins delete, recording who did it', async () => {
    for (const role of ['manager', 'front_desk', 'housekeeping'] as const) {
      expect(await code(as(role).reservations.delete({ id: ids.staying }))).toBe(
        'FORBIDDEN: You do not have permission to delete reservations',
      );
    }
    expect(await code(as('admin').reservations.delete({ id: ids.staying }))).toBe('ok');
    expect(await code(as('admin').reservations.byId({ id: ids.staying }))).toBe(
      'NOT_FOUND: Reservation not found',
    );
    const audit = await database.client.db.select().from(auditLog);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'delete', entityId: ids.staying }),
    );
  });

  it('deletes once, however often it is asked: repeats succeed and are audited once', async () => {
    const db = database.client.db;
    const { id } = await insertStay(db, unitA.id, day(30), day(32), { guestNames: ['Twice'] });
    const admin = as('admin');
    // A double tap reaching the server twice at once, then a retry after the answer was lost.
    const outcomes = await Promise.all([
      code(admin.reservations.delete({ id })),
      code(admin.reservations.delete({ id })),
    ]);
    expect(outcomes).toEqual(['ok', 'ok']);
    expect(await code(admin.reservations.delete({ id }))).toBe('ok');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['delete']);
    // Permissions still come first.
    expect(await code(as('manager').reservations.delete({ id }))).toBe(
      'FORBIDDEN: You do not have permission to delete reservations',
    );
  });
});
