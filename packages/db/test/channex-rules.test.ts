import { randomUUID } from 'node:crypto';
import {
  claimChannexLease,
  readChannexQueue,
  settleChannexQueue,
} from '@zamalek/db/queries/channex';
import { reservations, unitHolds, units } from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  firstPropertyId,
  roomTypeIdFor,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, sqlState, stay } from './helpers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/**
 * The channel manager's mapping and queue (decision 0079), tried directly in SQL: ids well formed
 * and mapped once, nothing mapped across properties, rate plans only of mapped room types; and the
 * queue filled by the database itself for every kind of change, one row per room type and night.
 */
describe.each(testDrivers)('channel manager rules (%s)', (driver) => {
  let database: TestDatabase;
  let property = '';
  let other = '';
  let studio = '';
  let loft = '';
  let otherType = '';
  let room = '';
  let loftRoom = '';

  const db = () => database.client.db;
  const write = (statement: SQL) =>
    db()
      .execute(statement)
      .then(
        () => 'written',
        (error: unknown) => sqlState(error) ?? String(error),
      );
  /** The queue, as "type night a/r" lines for the mapped types named. */
  const queued = async () =>
    (
      await queryRows<{
        room_type_id: string;
        night: string;
        availability: boolean;
        restrictions: boolean;
      }>(
        db(),
        sql`select room_type_id, to_char(night, 'YYYY-MM-DD') as night, availability, restrictions
            from channex_ari_queue where property_id = ${property} order by room_type_id, night`,
      )
    ).map(
      (row) =>
        `${row.room_type_id === studio ? 'studio' : 'loft'} ${row.night}${row.availability ? ' A' : ''}${row.restrictions ? ' R' : ''}`,
    );
  const clearQueue = () => db().execute(sql`delete from channex_ari_queue`);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    property = await firstPropertyId(db());
    studio = await roomTypeIdFor(db(), 'CX-STUDIO');
    loft = await roomTypeIdFor(db(), 'CX-LOFT');
    const [second] = await queryRows<{ id: string }>(
      db(),
      sql`insert into properties (slug, time_zone, property_name)
          values ('cx-other', 'Africa/Cairo', 'Other building') returning id`,
    );
    other = second?.id ?? '';
    otherType = await roomTypeIdFor(db(), 'CX-OTHER', other);
    const [a, b] = await db()
      .insert(units)
      .values([
        { name: 'CX-S1', propertyId: FIRST_PROPERTY, roomTypeId: studio },
        { name: 'CX-L1', propertyId: FIRST_PROPERTY, roomTypeId: loft },
      ])
      .returning({ id: units.id });
    room = a?.id ?? '';
    loftRoom = b?.id ?? '';
    await db().execute(sql`
      insert into channex_connections (property_id, channex_property_id)
      values (${property}, ${randomUUID()}), (${other}, ${randomUUID()})`);
    await db().execute(sql`
      insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
      values (${property}, ${studio}, ${randomUUID()})`);
  });

  afterAll(async () => {
    await database?.dispose();
  });

  beforeEach(clearQueue);

  describe('refuses the wrong rows', () => {
    it('a Channex id that is not one', async () => {
      expect(
        await write(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
          values (${property}, ${loft}, 'Deluxe Loft')`),
      ).toBe('23514');
    });

    it("another property's room type mapped here, or a type mapped where the property is not connected", async () => {
      expect(
        await write(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
          values (${property}, ${otherType}, ${randomUUID()})`),
      ).toBe('23503');
      const lonely = await roomTypeIdFor(db(), 'CX-LONELY', other);
      await db().execute(sql`delete from channex_connections where property_id = ${other}`);
      try {
        expect(
          await write(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
            values (${other}, ${lonely}, ${randomUUID()})`),
        ).toBe('23503');
      } finally {
        await db().execute(sql`
          insert into channex_connections (property_id, channex_property_id)
          values (${other}, ${randomUUID()})`);
      }
    });

    it('one Channex room type or rate plan mapped twice in a property, one Channex property twice', async () => {
      const [mapped] = await queryRows<{ id: string }>(
        db(),
        sql`select channex_room_type_id as id from channex_room_types where room_type_id = ${studio}`,
      );
      expect(
        await write(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
          values (${property}, ${loft}, ${mapped?.id})`),
      ).toBe('23505');
      const plan = randomUUID();
      expect(
        await write(sql`insert into channex_rate_plans (property_id, room_type_id, channex_rate_plan_id, name)
          values (${property}, ${studio}, ${plan}, 'Standard')`),
      ).toBe('written');
      expect(
        await write(sql`insert into channex_rate_plans (property_id, room_type_id, channex_rate_plan_id, name)
          values (${property}, ${studio}, ${plan}, 'Standard again')`),
      ).toBe('23505');
      const [connection] = await queryRows<{ id: string }>(
        db(),
        sql`select channex_property_id as id from channex_connections where property_id = ${property}`,
      );
      expect(
        await write(sql`update channex_connections set channex_property_id = ${connection?.id}
          where property_id = ${other}`),
      ).toBe('23505');
    });

    it('a rate plan of a room type not mapped, or with a markup out of bounds', async () => {
      expect(
        await write(sql`insert into channex_rate_plans (property_id, room_type_id, channex_rate_plan_id, name)
          values (${property}, ${loft}, ${randomUUID()}, 'Loft')`),
      ).toBe('23503');
      for (const [kind, markup] of [
        ['percent', 10_001],
        ['percent', -5_001],
        ['amount', 100_001],
        ['nightly', 0],
      ] as const) {
        expect(
          await write(sql`insert into channex_rate_plans
            (property_id, room_type_id, channex_rate_plan_id, name, markup_kind, markup)
            values (${property}, ${studio}, ${randomUUID()}, 'Odd', ${kind}, ${markup})`),
          `${kind} ${markup}`,
        ).toBe('23514');
      }
    });

    it('a queued night that asks for nothing, or a push whose outcome and error disagree', async () => {
      expect(
        await write(sql`insert into channex_ari_queue (property_id, room_type_id, night)
          values (${property}, ${studio}, ${day(3)})`),
      ).toBe('23514');
      expect(
        await write(sql`insert into channex_pushes (property_id, kind, value_count, night_from, night_to, outcome, error_code)
          values (${property}, 'availability', 1, ${day(0)}, ${day(1)}, 'failed', null)`),
      ).toBe('23514');
      expect(
        await write(sql`insert into channex_pushes (property_id, kind, value_count, night_from, night_to, outcome, error_code)
          values (${property}, 'availability', 1, ${day(0)}, ${day(1)}, 'pushed', 'CHANNEX_TIMEOUT')`),
      ).toBe('23514');
    });
  });

  describe('queues what changed, by itself', () => {
    it("a stay's nights (availability), freed again when it is cancelled; a type not mapped queues nothing", async () => {
      const [booked] = await db()
        .insert(reservations)
        .values(stay(room, day(10), day(13)))
        .returning({ id: reservations.id });
      await db()
        .insert(reservations)
        .values(stay(loftRoom, day(10), day(13)));
      expect(await queued()).toEqual([
        `studio ${day(10)} A`,
        `studio ${day(11)} A`,
        `studio ${day(12)} A`,
      ]);
      await clearQueue();
      await db()
        .update(reservations)
        .set({ checkOutDate: day(14) })
        .where(eq(reservations.id, booked?.id ?? ''));
      // The old nights and the new: a change queues both sides.
      expect(await queued()).toEqual([
        `studio ${day(10)} A`,
        `studio ${day(11)} A`,
        `studio ${day(12)} A`,
        `studio ${day(13)} A`,
      ]);
    });

    it("a hold's nights, a season's nights (rates and rules), a room taken off sale (everything)", async () => {
      await db()
        .insert(unitHolds)
        .values({
          propertyId: FIRST_PROPERTY,
          unitId: room,
          kind: 'maintenance',
          reason: 'Painting',
          fromDate: day(20),
          toDate: day(22),
        });
      expect(await queued()).toEqual([`studio ${day(20)} A`, `studio ${day(21)} A`]);
      await clearQueue();
      await db().execute(sql`
        insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents)
        values (${property}, 'Eid', ${studio}, ${day(30)}, ${day(31)}, 20000)`);
      expect(await queued()).toEqual([`studio ${day(30)} R`, `studio ${day(31)} R`]);
      await clearQueue();
      await db().update(units).set({ status: 'maintenance' }).where(eq(units.id, room));
      const all = await queued();
      expect(all).toHaveLength(501);
      expect(all[0]).toBe(`studio ${day(-1)} A R`);
      expect(all.at(-1)).toBe(`studio ${day(499)} A R`);
      await db().update(units).set({ status: 'available' }).where(eq(units.id, room));
    });

    it('one row per night however often it changes, and a push clears only what it read', async () => {
      await db().execute(sql`
        insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents)
        values (${property}, 'Twice', ${studio}, ${day(40)}, ${day(40)}, 20000)`);
      await db()
        .insert(reservations)
        .values(stay(room, day(40), day(41)));
      expect(await queued()).toEqual([`studio ${day(40)} A R`]);
      const read = await readChannexQueue(db(), { propertyId: property, limit: 100 });
      // Changed again while the push is under way: its new version is not cleared.
      await db()
        .insert(reservations)
        .values(stay(room, day(41), day(42)));
      await settleChannexQueue(db(), {
        propertyId: property,
        nights: read,
        availabilitySent: true,
        restrictionsSent: false,
      });
      expect(await queued()).toEqual([`studio ${day(40)} R`, `studio ${day(41)} A`]);
      const again = await readChannexQueue(db(), { propertyId: property, limit: 100 });
      await settleChannexQueue(db(), {
        propertyId: property,
        nights: again,
        availabilitySent: true,
        restrictionsSent: true,
      });
      expect(await queued()).toEqual([]);
    });

    it('mapping a room type queues its whole horizon; unmapping drops its queue and rate plans', async () => {
      await db().execute(sql`
        insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
        values (${property}, ${loft}, ${randomUUID()})`);
      await db().execute(sql`
        insert into channex_rate_plans (property_id, room_type_id, channex_rate_plan_id, name)
        values (${property}, ${loft}, ${randomUUID()}, 'Loft standard')`);
      const lofts = (await queued()).filter((line) => line.startsWith('loft'));
      expect(lofts).toHaveLength(501);
      expect(lofts.every((line) => line.endsWith(' A R'))).toBe(true);
      await db().execute(sql`delete from channex_room_types where room_type_id = ${loft}`);
      expect((await queued()).filter((line) => line.startsWith('loft'))).toEqual([]);
      const plans = await queryRows<{ count: number }>(
        db(),
        sql`select count(*)::int as count from channex_rate_plans where room_type_id = ${loft}`,
      );
      expect(plans[0]?.count).toBe(0);
    });
  });

  describe('bookings from the channel', () => {
    const revision = (id: string, bookingId = 'bk-1', outcome = 'placed') =>
      sql`insert into channex_revisions (property_id, revision_id, booking_id, status, outcome)
          values (${property}, ${id}, ${bookingId}, 'new', ${outcome})`;

    it('a revision is handled once, kept as it was, and acknowledged once', async () => {
      expect(await write(revision('rev-1'))).toBe('written');
      expect(await write(revision('rev-1'))).toBe('23505');
      expect(
        await write(
          sql`update channex_revisions set outcome = 'unassigned' where revision_id = 'rev-1'`,
        ),
      ).toBe('ZL013');
      expect(await write(sql`delete from channex_revisions where revision_id = 'rev-1'`)).toBe(
        'ZL013',
      );
      expect(
        await write(sql`update channex_revisions set acked_at = now() where revision_id = 'rev-1'`),
      ).toBe('written');
      expect(
        await write(sql`update channex_revisions set acked_at = now() where revision_id = 'rev-1'`),
      ).toBe('ZL013');
      expect(await write(revision('rev-odd', 'bk-2', 'maybe'))).toBe('23514');
    });

    it("a channel booking's stay keeps the channel's facts; its room may change; only a revision's transaction changes the rest", async () => {
      await db().execute(revision('rev-2', 'bk-3'));
      const [made] = await db()
        .insert(reservations)
        .values(stay(room, day(80), day(82)))
        .returning({ id: reservations.id });
      const id = made?.id ?? '';
      await db().execute(sql`
        insert into channex_bookings (property_id, channex_booking_id, room_index, reservation_id,
                                      ota_name, payment_collect, last_revision_id)
        values (${property}, 'bk-3', 0, ${id}, 'Booking.com', 'ota', 'rev-2')`);
      expect(
        await write(sql`update reservations set guest_names = '{Someone Else}' where id = ${id}`),
      ).toBe('ZL014');
      expect(
        await write(sql`update reservations set check_out_date = ${day(83)} where id = ${id}`),
      ).toBe('ZL014');
      expect(await write(sql`update reservations set total_price_cents = 1 where id = ${id}`)).toBe(
        'ZL014',
      );
      expect(await write(sql`update reservations set status = 'cancelled' where id = ${id}`)).toBe(
        'ZL014',
      );
      expect(await write(sql`delete from reservations where id = ${id}`)).toBe('ZL014');
      expect(
        await write(sql`update reservations set unit_id = null, notes = 'VIP' where id = ${id}`),
      ).toBe('written');
      const channelWrite = await db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('zamalek.channex_write', 'on', true)`);
        await tx.execute(sql`update reservations set check_out_date = ${day(83)} where id = ${id}`);
        return 'written';
      });
      expect(channelWrite).toBe('written');
      // Another property's stay can never be one of this property's channel bookings.
      expect(
        await write(sql`insert into channex_bookings (property_id, channex_booking_id, room_index, reservation_id,
                                      ota_name, payment_collect, last_revision_id)
          values (${other}, 'bk-3', 0, ${id}, 'Booking.com', 'ota', 'rev-2')`),
      ).toBe('23503');
      expect(
        await write(sql`insert into channex_bookings (property_id, channex_booking_id, room_index, reservation_id,
                                      ota_name, payment_collect, last_revision_id)
          values (${property}, 'bk-3', 0, ${id}, 'Booking.com', 'cash', 'rev-2')`),
      ).toBe('23514');
    });
  });

  it('two instances claiming one property: exactly one gets the lease', async () => {
    const claims = await Promise.all([
      claimChannexLease(db(), { propertyId: property, leaseMs: 60_000 }),
      claimChannexLease(db(), { propertyId: property, leaseMs: 60_000 }),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await db().execute(sql`update channex_connections set lease_until = null`);
  });
});
