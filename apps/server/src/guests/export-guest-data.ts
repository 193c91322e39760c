import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  documentsForExport,
  guestStays,
  idPhotosForExport,
  registrationsForExport,
} from '@zamalek/db/queries/guest-data';
import { dateIn } from '@zamalek/domain/dates';
import { type GuestDataRequest, guestDataFileName } from '@zamalek/domain/guest-data';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { guestEmailDigest } from './guest-email-digest';

/**
 * Everything personal the property holds about a guest, found by the e-mail address their stays
 * were booked with: each stay's guests, contact, nationality, notes and expected arrival, its
 * registrations as written and signed, and what its ID photos, signatures and documents are
 * (never the files themselves). Audited by count and by the address's digest, never the address.
 */
export async function exportGuestData(
  db: Db,
  actor: Actor,
  { email }: GuestDataRequest,
  services: { now: Date; timeZone: string },
) {
  const { propertyId } = actor;
  const stays = await guestStays(db, { propertyId, email });
  if (stays.length === 0) throw new AppError('GUEST_DATA_NOT_FOUND');
  const reservationIds = stays.map((stay) => stay.id);
  const [registrations, photos, files] = await Promise.all([
    registrationsForExport(db, { propertyId, reservationIds }),
    idPhotosForExport(db, { propertyId, reservationIds }),
    documentsForExport(db, { propertyId, reservationIds }),
  ]);
  const data = {
    exportedAt: services.now.toISOString(),
    email: email.toLowerCase(),
    stays: stays.map(({ id, guestNames, guestTypes, guestGenders, guestAges, ...stay }) => ({
      bookingReference: stay.bookingReference,
      status: stay.status,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      room: stay.room,
      guests: guestNames.map((name, index) => ({
        name,
        type: guestTypes[index] ?? null,
        gender: guestGenders[index] ?? null,
        age: guestAges[index] ?? null,
      })),
      numberOfGuests: stay.numberOfGuests,
      contactEmail: stay.contactEmail,
      contactPhone: stay.contactPhone,
      nationality: stay.nationality,
      language: stay.language,
      notes: stay.notes,
      source: stay.source,
      bookedAt: stay.bookedAt.toISOString(),
      expectedArrivalTime: stay.arrivalTime,
      registrations: registrations
        .filter((registration) => registration.reservationId === id)
        .map(({ id: registrationId, reservationId: _stay, hasSignature, ...registration }) => ({
          ...registration,
          signedAt: registration.signedAt?.toISOString() ?? null,
          signature: hasSignature ? 'kept (an image of the signature)' : null,
          idPhotos: photos
            .filter((photo) => photo.registrationId === registrationId)
            .map(({ registrationId: _registration, takenAt, ...photo }) => ({
              ...photo,
              takenAt: takenAt.toISOString(),
            })),
        })),
      documents: files
        .filter((file) => file.reservationId === id)
        .map(({ reservationId: _stay, uploadedAt, ...file }) => ({
          ...file,
          uploadedAt: uploadedAt.toISOString(),
        })),
    })),
  };
  await recordAudit(db, {
    propertyId,
    actorId: actor.id,
    entity: 'guest_data',
    entityId: guestEmailDigest(email),
    action: 'export',
    after: {
      stays: stays.length,
      registrations: registrations.length,
      idPhotos: photos.length,
      documents: files.length,
    },
  });
  return { fileName: guestDataFileName(dateIn(services.timeZone, services.now)), data };
}
