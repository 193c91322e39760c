import type { DateRange } from '@zamalek/domain/date-range';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { hasNightIn } from './stay-window';

/** Reservations with at least one night in [from, to), whatever their status, for guest rows. */
export function reservationsForGuests(db: Db, propertyId: string, range: DateRange) {
  return db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      guestNames: reservations.guestNames,
      adults: reservations.adults,
      children: reservations.children,
      numberOfGuests: reservations.numberOfGuests,
      guestNationality: reservations.guestNationality,
      contactEmail: reservations.contactEmail,
      contactPhone: reservations.contactPhone,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      unitName: units.name,
      source: reservations.source,
      status: reservations.status,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(and(eq(reservations.propertyId, propertyId), hasNightIn(range)))
    .orderBy(asc(reservations.checkInDate), asc(reservations.bookingReference))
    .limit(5000);
}
