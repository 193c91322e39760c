import type { Db } from '@zamalek/db/client';
import {
  registrationArrivalStays,
  registrationsOfStays,
} from '@zamalek/db/queries/registration-arrivals';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  type ArrivalRegistrationStatus,
  arrivalRegistration,
  guestRegistrationStanding,
} from '@zamalek/domain/registrations/completeness';
import { displayStatus, type PropertyNow } from '@zamalek/domain/stays';

/**
 * The Arrivals list of a day: every stay arriving that day (cancelled stays and no-shows aside)
 * and every stay in the house whose registration is not complete, each with how many of its
 * guests have signed, are filled in or are not registered, and where the stay stands (complete
 * as check-in counts it); with the count of stays per status.
 */
export async function registrationArrivals(
  db: Db,
  { propertyId, day, now, at }: { propertyId: string; day: IsoDate; now: PropertyNow; at: Date },
) {
  const stays = (await registrationArrivalStays(db, { propertyId, day, at })).filter(
    (stay) => displayStatus(stay.status, stay.checkIn, stay.checkOut, now) !== 'No-Show',
  );
  const registrations = await registrationsOfStays(db, {
    propertyId,
    reservationIds: stays.map((stay) => stay.id),
  });
  const rows = stays.flatMap((stay) => {
    const guests = Array.from({ length: stay.numberOfGuests }, (_, index) => {
      const registration =
        registrations.find(
          (entry) => entry.reservationId === stay.id && entry.guestNo === index + 1,
        ) ?? null;
      const adult = registration?.adult ?? stay.guestTypes[index] !== 'child';
      return { adult, ...guestRegistrationStanding(registration, adult) };
    });
    const registration = arrivalRegistration(guests);
    const arriving = stay.checkIn === day;
    if (!arriving && registration.status === 'complete') return [];
    return [
      {
        reservationId: stay.id,
        bookingReference: stay.bookingReference,
        room: stay.room,
        firstGuest: stay.guestNames[0] ?? '',
        guests: stay.numberOfGuests,
        adults: stay.adults,
        children: stay.children,
        arriving,
        checkedIn: stay.status === 'checked_in',
        arrivalTime: stay.arrivalTime,
        linkSent: stay.linkSent,
        ...registration,
      },
    ];
  });
  const count = (status: ArrivalRegistrationStatus) =>
    rows.filter((row) => row.status === status).length;
  const counts = {
    complete: count('complete'),
    pending: count('pending'),
    missing: count('missing'),
  };
  return { day, rows, counts };
}
