import type { Db } from '@zamalek/db/client';
import { sql } from 'drizzle-orm';

/**
 * A realistic rate set for the availability-with-quotes figures: per room type a high and a low
 * season with weekend rates and a minimum stay, a one-week event, one room in ten with a season of
 * its own, weekly and monthly discounts with an extra-guest fee, and four taxes and fees (VAT,
 * service charge, the tourism fund fee bounded per night, a cleaning fee).
 */
export async function seedPricing(db: Db) {
  await db.execute(sql`
    insert into rate_seasons (property_id, name, room_type_id, start_date, end_date, nightly_cents, weekend_cents, min_stay)
    select rt.property_id, s.name, rt.id, s.start_date, s.end_date, t.rate * s.factor / 100, t.rate * s.factor / 100 + 2000, s.min_stay
    from (values ('Studio', 8500), ('One Bedroom', 12000), ('Two Bedroom', 19000)) t(code, rate)
         join room_types rt on rt.code = t.code
           and rt.property_id = (select id from properties order by created_at, id limit 1),
         (values ('Winter', date '2028-11-01', date '2029-02-28', 130, 2),
                 ('Summer', date '2029-06-01', date '2029-08-31', 90, null),
                 ('Eid', date '2029-01-20', date '2029-01-27', 160, 3)) s(name, start_date, end_date, factor, min_stay)`);
  await db.execute(sql`
    insert into rate_seasons (property_id, name, room_type_id, unit_id, start_date, end_date, nightly_cents)
    select property_id, 'Corner room', room_type_id, id, date '2028-12-01', date '2029-03-31', base_rate_cents + 1500
    from units where unit_number::int % 10 = 0`);
  await db.execute(sql`
    update room_types rt set weekly_discount_percent = t.weekly, monthly_discount_percent = t.monthly,
      base_occupancy = t.occupancy, extra_guest_cents = t.extra
    from (values ('Studio', 5, 15, 1, 1000), ('One Bedroom', 8, 20, 2, 1500), ('Two Bedroom', 10, 25, 4, 2000))
      t(code, weekly, monthly, occupancy, extra)
    where rt.code = t.code and rt.property_id = (select id from properties order by created_at, id limit 1)`);
  await db.execute(sql`
    insert into price_charges (property_id, name, kind, basis, percent, amount_cents, min_per_night_cents, max_per_night_cents, included, position)
    select (select id from properties order by created_at, id limit 1), t.* from (values ('Service charge', 'fee', 'percent', 12::numeric, null::int, null::int, null::int, false, 1),
           ('Tourism fund', 'fee', 'percent', 1, null, 150, 500, false, 2),
           ('Cleaning', 'fee', 'per_stay', null, 3500, null, null, false, 3),
           ('VAT', 'tax', 'percent', 14, null, null, null, false, 4)) t`);
  await db.execute(sql`analyze`);
}
