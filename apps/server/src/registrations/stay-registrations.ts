import type { Db } from '@zamalek/db/client';
import { idPhotosOfStay } from '@zamalek/db/queries/registration-photos';
import {
  currentHouseRules,
  registrationsOf,
  stayForRegistration,
} from '@zamalek/db/queries/registrations';
import {
  guestRegistrationStanding,
  registrationComplete,
} from '@zamalek/domain/registrations/completeness';
import { AppError } from '../errors';

/**
 * A stay's registrations, guest by guest as booked: each one's facts, what it still lacks, where
 * it stands and its ID photos (oldest first), with the house rules a guest signs today.
 */
export async function stayRegistrations(
  db: Db,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
) {
  const stay = await stayForRegistration(db, { propertyId, reservationId });
  if (!stay) throw new AppError('NOT_FOUND');
  const [registrations, rules, photos] = await Promise.all([
    registrationsOf(db, { propertyId, reservationId }),
    currentHouseRules(db, { propertyId }),
    idPhotosOfStay(db, { propertyId, reservationId }),
  ]);
  const guests = Array.from({ length: stay.numberOfGuests }, (_, index) => {
    const guestNo = index + 1;
    const registration = registrations.find((entry) => entry.guestNo === guestNo) ?? null;
    const adult = registration?.adult ?? stay.guestTypes[index] !== 'child';
    const { status, missing } = guestRegistrationStanding(registration, adult);
    return {
      guestNo,
      bookedName: stay.guestNames[index] ?? '',
      adult,
      registration,
      missing,
      status,
      idPhotos: photos
        .filter((photo) => photo.registrationId === registration?.id)
        .map(({ id, createdAt, uploadedVia }) => ({ id, createdAt, uploadedVia })),
    };
  });
  return {
    reservationId,
    checkIn: stay.checkIn,
    rules: rules && { version: rules.version, textEn: rules.textEn, textAr: rules.textAr },
    guests,
    complete: registrationComplete(guests),
  };
}
