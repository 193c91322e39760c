import type { DateRange } from '@zamalek/domain/date-range';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { executedRows } from './executed-rows';

export interface RoomTypeNight {
  roomTypeId: string;
  date: string;
  available: number;
}

/**
 * How many rooms of each of the property's room types can still be sold each night of
 * [from, to): its rooms on sale (status available, as the public site offers them) with neither a
 * stay nor a hold that night — the public site's rule (`unitFreeIn`), counted per night. Every
 * room type and night has a row, 0 included; in room type, then date order.
 */
export async function roomTypeAvailability(
  db: Db,
  { propertyId, range }: { propertyId: string; range: DateRange },
): Promise<RoomTypeNight[]> {
  const rows = executedRows(
    await db.execute(sql`
      select t.id as room_type_id, to_char(d.night, 'YYYY-MM-DD') as date,
             (select count(*) from units u
              where u.property_id = t.property_id and u.room_type_id = t.id
                and u.status = 'available'
                and not exists (
                  select 1 from unit_occupancy o
                  where o.unit_id = u.id and o.during @> d.night::date))::int as available
      from room_types t
      cross join generate_series(${range.from}::date, ${range.to}::date - 1, interval '1 day') d(night)
      where t.property_id = ${propertyId}
      order by t.code, t.id, d.night`),
  );
  return rows.map((row) => ({
    roomTypeId: String(row.room_type_id),
    date: String(row.date),
    available: Number(row.available),
  }));
}
