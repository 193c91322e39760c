import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';

/** Reservations with at least one night in [from, to), whatever their status, for guest rows. */
export function reservationsForGuests(db: Db, from: string, to: string) {
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
    .where(and(lt(reservations.checkInDate, to), gt(reservations.checkOutDate, from)))
    .orderBy(asc(reservations.checkInDate), asc(reservations.bookingReference))
    .limit(5000);
}
