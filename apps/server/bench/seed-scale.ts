import type { Db } from '@zamalek/db/client';
import { reservations, unitHolds, unitOccupancy } from '@zamalek/db/schema';
import type { IsoDate } from '@zamalek/domain/dates';
import { and, count, isNotNull, ne, sql } from 'drizzle-orm';
import { withIndexesRebuilt } from './bulk-load';

/** One stay every 4 days per unit: 1–3 nights, then at least one free night. */
const DAYS_PER_STAY = 4;

/** What the triggers guarantee: one occupancy row per non-cancelled stay with a room and per hold. */
async function expectOneOccupancyPerStayAndHold(db: Db) {
  const [stays] = await db
    .select({ value: count() })
    .from(reservations)
    .where(and(isNotNull(reservations.unitId), ne(reservations.status, 'cancelled')));
  const [holds] = await db.select({ value: count() }).from(unitHolds);
  const [occupied] = await db.select({ value: count() }).from(unitOccupancy);
  if ((stays?.value ?? 0) + (holds?.value ?? 0) !== occupied?.value) {
    throw new Error('The bench seed wrote occupancy rows the triggers would not have');
  }
}

export async function seedUnits(db: Db, units: number) {
  await db.execute(sql`
    insert into room_types (property_id, code, name)
    select (select id from properties order by created_at, id limit 1), code, code
    from unnest(array['Studio', 'One Bedroom', 'Two Bedroom']) code
    on conflict do nothing`);
  await db.execute(sql`
    insert into units (property_id, name, unit_number, room_type_id, unit_size, base_rate_cents)
    select p.id, 'B-' || lpad(g::text, 3, '0'), g::text,
           (select t.id from room_types t where t.property_id = p.id
              and t.code = (array['Studio', 'One Bedroom', 'Two Bedroom'])[1 + g % 3]),
           (array['38 m2', '55 m2 + 12 m2', '90 m2 + 20 m2'])[1 + g % 3],
           (array[8500, 12000, 19000])[1 + g % 3]
    from generate_series(1, ${units}::int) g,
         (select id from properties order by created_at, id limit 1) p`);
}

/**
 * Grows the history of every unit from `from` to `to` stays (stay 0 is the latest), back to back
 * into the past from `lastCheckIn`: one stay every 4 days per unit, so the density of a year stays
 * the same and a larger history reaches further back (200 units: 10,000 stays ≈ 200 days,
 * 100,000 ≈ 5.5 years, 1,000,000 ≈ 55 years). One set-based INSERT for the stays and one for the
 * holds (about one per 40 stays, on the free night after a stay, cycling through the kinds),
 * each writing its rows' occupancy in the same statement instead of row by row through the
 * occupancy triggers (switched off for the load only). Secondary indexes and the exclusion
 * constraints are dropped for the load and added back after it, which checks every row
 * (bulk-load.ts); then the tables are analysed.
 */
export async function growStays(
  db: Db,
  { from, to, lastCheckIn }: { from: number; to: number; lastCheckIn: IsoDate },
) {
  if (to <= from) return;
  const tables = {
    tables: ['reservations', 'unit_holds', 'unit_occupancy'],
    quiet: ['reservations', 'unit_holds'],
  };
  await withIndexesRebuilt(db, tables, async (tx) => {
    // The occupancy rows the insert triggers would write one by one, written set-based by the
    // same statement (as migration 0010 backfilled them); the exclusion constraint checks each.
    await tx.execute(sql`alter table reservations disable trigger reservations_occupancy_insert`);
    await tx.execute(sql`alter table unit_holds disable trigger unit_holds_occupancy_insert`);
    await tx.execute(sql`
      with added as (
      insert into reservations (
        property_id, booking_reference, unit_id, guest_names, guest_types, number_of_guests, adults, children,
        guest_nationality, contact_email, check_in_date, check_out_date, price_per_night_cents,
        total_price_cents, commission_rate, commission_amount_cents, net_revenue_cents, source,
        channel, status, created_at)
      select property_id, ref, unit_id, array[guest], array['adult'], 1, 1, 0,
             (array['Egyptian', 'Saudi', 'British', 'German', 'Emirati'])[1 + i % 5],
             'guest' || i || '@example.com', check_in, check_in + nights, 10000, 10000 * nights,
             rate, round(10000 * nights * rate / 100), 10000 * nights - round(10000 * nights * rate / 100),
             source, channel, (case when i % 37 = 0 then 'cancelled' else 'confirmed' end)::reservation_status,
             now() - (i || ' hours')::interval
      from (
        select u.property_id, 'BENCH-' || u.n || '-' || i as ref, u.id as unit_id, i,
               'Guest ' || u.n || '-' || i as guest,
               (${lastCheckIn}::date - i * ${DAYS_PER_STAY}) as check_in, (1 + (i + u.n) % 3)::int as nights,
               (array['Booking.com', 'Direct Website', 'KSS', 'Karim Adel'])[1 + (i + u.n) % 4] as source,
               (array['Booking.com', 'Website', 'Manual', 'Manual'])[1 + (i + u.n) % 4] as channel,
               (array[17.4, 0, 10, 10])[1 + (i + u.n) % 4] as rate
        from (select id, property_id, (row_number() over (order by name))::int as n from units) u,
             generate_series(${from}::int, ${to - 1}::int) i
      ) stays
      returning id, property_id, unit_id, check_in_date, check_out_date, status)
      insert into unit_occupancy (property_id, unit_id, during, reservation_id)
      select property_id, unit_id, daterange(check_in_date, check_out_date, '[)'), id
      from added
      where unit_id is not null and status <> 'cancelled'`);
    // The free night after stay i is the 4th day from its check-in (stays last at most 3 nights).
    await tx.execute(sql`
      with added as (
      insert into unit_holds (property_id, unit_id, kind, reason, from_date, to_date)
      select u.property_id, u.id, (array['maintenance', 'owner_use', 'other'])[1 + (i / 40) % 3]::hold_kind,
             'Bench hold', ${lastCheckIn}::date - i * ${DAYS_PER_STAY} + 3,
             ${lastCheckIn}::date - i * ${DAYS_PER_STAY} + 4
      from units u, generate_series(${from}::int, ${to - 1}::int) i
      where i % 40 = 0
      returning id, property_id, unit_id, from_date, to_date)
      insert into unit_occupancy (property_id, unit_id, during, hold_id)
      select property_id, unit_id, daterange(from_date, to_date, '[)'), id from added`);
    await tx.execute(sql`alter table reservations enable trigger reservations_occupancy_insert`);
    await tx.execute(sql`alter table unit_holds enable trigger unit_holds_occupancy_insert`);
    await expectOneOccupancyPerStayAndHold(tx);
  });
  // What autovacuum does after a bulk insert on a live database: statistics, and the visibility
  // map that lets counts and sorted reads answer from an index alone.
  await db.execute(sql`vacuum analyze`);
}
