import { executedRows } from '@zamalek/db/queries/executed-rows';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/**
 * The Registrations page's Arrivals: the day's arriving stays and the in-house stays whose
 * registration is not complete, each counted (signed, filled in, missing) and Complete as the
 * check-in gate counts it (every adult signed), Pending, or Missing.
 */
describe.each(testDrivers)('registration arrivals (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const stays = {
    nothing: '',
    some: '',
    adultsSigned: '',
    cancelled: '',
    inHouseMissing: '',
    inHouseComplete: '',
    tomorrow: '',
  };

  /** A guest's registration, filled in (`signed`: and signed) or with only a name. */
  const register = async (
    reservationId: string,
    guestNo: number,
    how: 'signed' | 'filled' | 'name only',
  ) => {
    const filled = how !== 'name only';
    await server.db.execute(sql`insert into guest_registrations
      (property_id, reservation_id, guest_no, full_name, nationality, date_of_birth, id_type,
       id_number, id_expiry, residence_country)
      values (${FIRST_PROPERTY}, ${reservationId}, ${guestNo}, 'Arrival Guest',
        ${filled ? 'German' : null}, ${filled ? '1980-01-01' : null}, ${filled ? 'passport' : null},
        ${filled ? 'P1' : null}, ${filled ? day(400) : null}, ${filled ? 'Germany' : null})`);
    if (how !== 'signed') return;
    await server.db.execute(sql`update guest_registrations
      set rules_version = (select max(version) from house_rules_versions where property_id = ${FIRST_PROPERTY}),
          signature_key = ${crypto.randomUUID()}, signed_at = now(), signed_via = 'desk'
      where reservation_id = ${reservationId} and guest_no = ${guestNo}`);
  };

  const clientOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    const client = createApiClient(server.url);
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    const room = async (name: string) =>
      (await insertUnit(server.db, { name, unitType: 'Arrivals' })).id;
    const family = {
      guestTypes: ['adult', 'adult', 'child'],
      numberOfGuests: 3,
      adults: 2,
      children: 1,
    };
    stays.nothing = (
      await insertStay(server.db, await room('ARR-1'), day(0), day(3), {
        guestNames: ['Nour Family', 'Sami Family', 'Lina Family'],
        ...family,
      })
    ).id;
    stays.some = (
      await insertStay(server.db, await room('ARR-2'), day(0), day(2), {
        guestNames: ['Pending Guest', 'Second Guest'],
        guestTypes: ['adult', 'adult'],
        numberOfGuests: 2,
        adults: 2,
      })
    ).id;
    await register(stays.some, 1, 'signed');
    await register(stays.some, 2, 'name only');
    await server.db.execute(sql`insert into expected_arrivals
      (property_id, reservation_id, arrival_time, given_via)
      values (${FIRST_PROPERTY}, ${stays.some}, '14:30', 'link')`);
    await server.db.execute(sql`insert into registration_links
      (property_id, reservation_id, token_hash, expires_at)
      values (${FIRST_PROPERTY}, ${stays.some}, ${'a'.repeat(64)}, now() + interval '2 days')`);
    // Every adult signed; the child's registration is not what check-in waits for.
    stays.adultsSigned = (
      await insertStay(server.db, await room('ARR-3'), day(0), day(2), {
        guestNames: ['Complete Adult', 'Complete Child'],
        guestTypes: ['adult', 'child'],
        numberOfGuests: 2,
        adults: 1,
        children: 1,
      })
    ).id;
    await register(stays.adultsSigned, 1, 'signed');
    // A link sent and expired is not a link sent.
    await server.db.execute(sql`insert into registration_links
      (property_id, reservation_id, token_hash, expires_at)
      values (${FIRST_PROPERTY}, ${stays.adultsSigned}, ${'b'.repeat(64)}, now() - interval '1 hour')`);
    stays.cancelled = (
      await insertStay(server.db, await room('ARR-4'), day(0), day(2), {
        guestNames: ['Cancelled Guest'],
        status: 'cancelled',
      })
    ).id;
    stays.inHouseMissing = (
      await insertStay(server.db, await room('ARR-5'), day(-2), day(2), {
        guestNames: ['In House Unregistered'],
        status: 'checked_in',
      })
    ).id;
    stays.inHouseComplete = (
      await insertStay(server.db, await room('ARR-6'), day(-2), day(2), {
        guestNames: ['In House Registered'],
        status: 'checked_in',
      })
    ).id;
    await register(stays.inHouseComplete, 1, 'signed');
    stays.tomorrow = (
      await insertStay(server.db, await room('ARR-7'), day(1), day(3), {
        guestNames: ['Tomorrow Guest'],
      })
    ).id;
    await register(stays.tomorrow, 1, 'filled');
  }, 120_000);

  afterAll(() => server?.close());

  it('lists the day’s arrivals and the in-house stays not complete, with their status', async () => {
    const arrivals = await users.as('front_desk').registrationArrivals.ofDay({});
    expect(arrivals.day).toBe(today);
    const byId = new Map(arrivals.rows.map((row) => [row.reservationId, row]));
    expect([...byId.keys()].sort()).toEqual(
      [stays.nothing, stays.some, stays.adultsSigned, stays.inHouseMissing].sort(),
    );
    expect(byId.get(stays.nothing)).toMatchObject({
      room: 'ARR-1',
      firstGuest: 'Nour Family',
      guests: 3,
      adults: 2,
      children: 1,
      arriving: true,
      status: 'missing',
      signed: 0,
      filled: 0,
      missing: 3,
      arrivalTime: null,
      linkSent: false,
    });
    expect(byId.get(stays.some)).toMatchObject({
      firstGuest: 'Pending Guest',
      status: 'pending',
      signed: 1,
      filled: 1,
      missing: 0,
      arrivalTime: '14:30',
      linkSent: true,
    });
    expect(byId.get(stays.adultsSigned)).toMatchObject({
      status: 'complete',
      signed: 1,
      filled: 0,
      missing: 1,
      linkSent: false,
    });
    expect(byId.get(stays.inHouseMissing)).toMatchObject({
      arriving: false,
      checkedIn: true,
      status: 'missing',
    });
    expect(arrivals.counts).toEqual({ complete: 1, pending: 1, missing: 2 });
    const bookingReferences = arrivals.rows.map((row) => row.bookingReference);
    expect(bookingReferences.every((reference) => reference.length > 0)).toBe(true);
  });

  it('takes another day, as the date input gives it', async () => {
    const tomorrow = await users.as('manager').registrationArrivals.ofDay({ day: day(1) });
    expect(tomorrow.rows.map((row) => [row.reservationId, row.status])).toEqual(
      expect.arrayContaining([[stays.tomorrow, 'pending']]),
    );
    expect(tomorrow.rows.some((row) => row.reservationId === stays.nothing)).toBe(false);
  });

  it('sets no-shows aside: a stay whose arrival passed its cut-off without its guests', async () => {
    const unit = (await insertUnit(server.db, { name: 'ARR-8', unitType: 'Arrivals' })).id;
    const noShow = (
      await insertStay(server.db, unit, day(-3), day(2), { guestNames: ['Never Came'] })
    ).id;
    const then = await users.as('admin').registrationArrivals.ofDay({ day: day(-3) });
    expect(then.rows.some((row) => row.reservationId === noShow)).toBe(false);
  });

  it('is the desk’s, managers’ and admins’ over HTTP; housekeeping is refused; a bad day is 400', async () => {
    for (const who of ['admin', 'manager', 'front_desk'] as const) {
      const client = await clientOf(who);
      const arrivals = await client.trpc.registrationArrivals.ofDay.query({});
      expect(arrivals.rows.length).toBe(4);
      client.close();
    }
    for (const who of ['housekeeping', 'none'] as const) {
      const client = await clientOf(who);
      const refused = await rejection(client.trpc.registrationArrivals.ofDay.query({}));
      expect(refused.data?.httpStatus).toBe(403);
      client.close();
    }
    const desk = await clientOf('front_desk');
    const bad = await rejection(desk.trpc.registrationArrivals.ofDay.query({ day: '2026-02-30' }));
    expect(bad.data?.httpStatus).toBe(400);
    desk.close();
  });

  it('reads without writing: nothing of a stay changes by being listed', async () => {
    const before = executedRows(
      await server.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    await users.as('front_desk').registrationArrivals.ofDay({});
    const after = executedRows(
      await server.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(after).toEqual(before);
  });
});
