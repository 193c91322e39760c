import type { Db } from '@zamalek/db/client';
import { expectedArrivalOf } from '@zamalek/db/queries/registration-links';
import { stayForRegistration } from '@zamalek/db/queries/registrations';
import { AppError } from '../errors';
import { enterRegistrationLink } from './registration-link-access';
import { stayRegistrations } from './stay-registrations';

/**
 * The guest's own registration page once they gave the booking's last name: their stay's dates,
 * each guest's registration and where it stands, the house rules to sign, and the arrival time
 * they gave. Nothing of other stays, nothing staff-only.
 */
export async function registrationLinkStay(
  db: Db,
  input: { token: string; lastName: string; now: Date },
) {
  const link = await enterRegistrationLink(db, input);
  const scope = { propertyId: link.propertyId, reservationId: link.reservationId };
  const [stay, registrations, arrival] = await Promise.all([
    stayForRegistration(db, scope),
    stayRegistrations(db, scope),
    expectedArrivalOf(db, scope),
  ]);
  if (!stay) throw new AppError('LINK_NOT_FOUND');
  return {
    propertyName: link.propertyName,
    propertyNameAr: link.propertyNameAr,
    language: link.language,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rules: registrations.rules,
    complete: registrations.complete,
    arrivalTime: arrival?.arrivalTime ?? null,
    guests: registrations.guests.map((guest) => ({
      guestNo: guest.guestNo,
      bookedName: guest.bookedName,
      adult: guest.adult,
      status: guest.status,
      photoCount: guest.idPhotos.length,
      registration: guest.registration && {
        fullName: guest.registration.fullName,
        nationality: guest.registration.nationality,
        dateOfBirth: guest.registration.dateOfBirth,
        idType: guest.registration.idType,
        idNumber: guest.registration.idNumber,
        idExpiry: guest.registration.idExpiry,
        residenceCountry: guest.registration.residenceCountry,
        signedAt: guest.registration.signedAt,
      },
    })),
  };
}
