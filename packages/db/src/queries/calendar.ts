import type { DateRange } from '@zamalek/domain/date-range';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { roomTypeCodeOfUnit } from './room-types';
import { hasNightIn } from './stay-window';

export function calendarUnits(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: roomTypeCodeOfUnit,
    })
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.unitNumber), asc(units.name));
}

/** Non-cancelled stays in a room with at least one night in the half-open window [from, to). */
export function calendarStays(db: Db, propertyId: string, window: DateRange) {
  return db
    .select({
      id: reservations.id,
      unitId: reservations.unitId,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      status: reservations.status,
      source: reservations.source,
      firstGuestName: sql<string | null>`${reservations.guestNames}[1]`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        ne(reservations.status, 'cancelled'),
        isNotNull(reservations.unitId),
        hasNightIn(window),
      ),
    )
    .orderBy(asc(reservations.checkInDate));
}
