import type { Db } from '@zamalek/db/client';
import { sql } from 'drizzle-orm';

/**
 * Seeds `units` units with `perUnit` back-to-back stays each (1–3 nights, a free night between),
 * spread over several years and sources, entirely in SQL so 100,000 rows take seconds (each
 * through the occupancy trigger), and a few one-night holds in the free nights between them.
 */
export async function seedScale(db: Db, units: number, perUnit: number) {
  await db.execute(sql`
    insert into units (name, unit_number, unit_type, unit_size, base_rate_cents)
    select 'B-' || lpad(g::text, 3, '0'), g::text,
           (array['Studio', 'One Bedroom', 'Two Bedroom'])[1 + g % 3],
           (array['38 m2', '55 m2 + 12 m2', '90 m2 + 20 m2'])[1 + g % 3],
           (array[8500, 12000, 19000])[1 + g % 3]
    from generate_series(1, ${units}::int) g`);
  await db.execute(sql`
    insert into reservations (
      booking_reference, unit_id, guest_names, guest_types, number_of_guests, adults, children,
      guest_nationality, contact_email, check_in_date, check_out_date, price_per_night_cents,
      total_price_cents, commission_rate, commission_amount_cents, net_revenue_cents, source,
      channel, status, search_text, created_at)
    select ref, unit_id, array[guest], array['adult'], 1, 1, 0,
           (array['Egyptian', 'Saudi', 'British', 'German', 'Emirati'])[1 + i % 5],
           'guest' || i || '@example.com', check_in, check_in + nights, 10000, 10000 * nights,
           rate, round(10000 * nights * rate / 100), 10000 * nights - round(10000 * nights * rate / 100),
           source, channel, (case when i % 37 = 0 then 'cancelled' else 'confirmed' end)::reservation_status,
           lower(ref || ' ' || guest), now() - (i || ' hours')::interval
    from (
      select 'BENCH-' || u.n || '-' || i as ref, u.id as unit_id, i,
             'Guest ' || u.n || '-' || i as guest,
             (date '2023-01-01' + i * 4) as check_in, (1 + (i + u.n) % 3)::int as nights,
             (array['Booking.com', 'Direct Website', 'KSS', 'Karim Adel'])[1 + (i + u.n) % 4] as source,
             (array['Booking.com', 'Website', 'Manual', 'Manual'])[1 + (i + u.n) % 4] as channel,
             (array[17.4, 0, 10, 10])[1 + (i + u.n) % 4] as rate
      from (select id, (row_number() over (order by name))::int as n from units) u,
           generate_series(0, ${perUnit - 1}::int) i
    ) stays`);
  // About one hold per 40 stays per unit, each on the free night after a stay (2,600 at the default
  // size), cycling through the kinds.
  await db.execute(sql`
    insert into unit_holds (unit_id, kind, reason, from_date, to_date)
    select u.id, (array['maintenance', 'owner_use', 'other'])[1 + (i / 40) % 3]::hold_kind,
           'Bench hold', date '2023-01-01' + i * 4 + 3, date '2023-01-01' + i * 4 + 4
    from units u, generate_series(0, ${perUnit - 1}::int, 40) i`);
  await db.execute(sql`analyze`);
}
