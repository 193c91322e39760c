import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { and, asc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  expectedArrivals,
  guestRegistrations,
  registrationLinks,
  reservations,
  units,
} from '../schema';
import { hasNightIn } from './stay-window';

/**
 * The stays the Arrivals list shows for a day: those arriving that day (cancelled ones aside;
 * the caller sets no-shows aside by the property's clock) and those already in the house with a
 * night that day. Each with its room, the arrival time its guests gave and whether a live
 * registration link (not revoked, not expired at `at`) was sent.
 */
export async function registrationArrivalStays(
  db: Db,
  { propertyId, day, at }: { propertyId: string; day: IsoDate; at: Date },
) {
  const liveLink: SQL<boolean> = sql<boolean>`exists (
    select 1 from ${registrationLinks} l
    where l.property_id = ${reservations.propertyId} and l.reservation_id = ${reservations.id}
      and l.revoked_at is null and l.expires_at > ${at.toISOString()}::timestamptz)`;
  return db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      room: units.name,
      guestNames: reservations.guestNames,
      guestTypes: reservations.guestTypes,
      numberOfGuests: reservations.numberOfGuests,
      adults: reservations.adults,
      children: reservations.children,
      status: reservations.status,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      arrivalTime: expectedArrivals.arrivalTime,
      linkSent: liveLink,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .leftJoin(
      expectedArrivals,
      and(
        eq(expectedArrivals.propertyId, reservations.propertyId),
        eq(expectedArrivals.reservationId, reservations.id),
      ),
    )
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        or(
          and(eq(reservations.checkInDate, day), ne(reservations.status, 'cancelled')),
          and(
            eq(reservations.status, 'checked_in'),
            lt(reservations.checkInDate, day),
            hasNightIn({ from: day, to: addDaysIso(day, 1) }),
          ),
        ),
      ),
    )
    .orderBy(
      asc(reservations.checkInDate),
      sql`${expectedArrivals.arrivalTime} nulls last`,
      asc(reservations.bookingReference),
    );
}

/** The registrations of several stays of a property, with what decides where each stands. */
export async function registrationsOfStays(
  db: Db,
  { propertyId, reservationIds }: { propertyId: string; reservationIds: readonly string[] },
) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      reservationId: guestRegistrations.reservationId,
      guestNo: guestRegistrations.guestNo,
      adult: guestRegistrations.adult,
      nationality: guestRegistrations.nationality,
      dateOfBirth: guestRegistrations.dateOfBirth,
      idType: guestRegistrations.idType,
      idNumber: guestRegistrations.idNumber,
      idExpiry: guestRegistrations.idExpiry,
      residenceCountry: guestRegistrations.residenceCountry,
      signedAt: guestRegistrations.signedAt,
    })
    .from(guestRegistrations)
    .where(
      and(
        eq(guestRegistrations.propertyId, propertyId),
        inArray(guestRegistrations.reservationId, [...reservationIds]),
      ),
    );
}
