import type { Db } from '@zamalek/db/client';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  checkInProblem,
  composeSource,
  guestCount,
  type ManualReservation,
  namedGuests,
} from '@zamalek/domain/manual-reservation';
import { formatPhone } from '@zamalek/domain/phone';
import type { Actor, MailKick } from '../actors';
import { AppError } from '../errors';
import { insertStaffStay } from './staff-stay-insert';
import { bookableUnit } from './write-errors';

export { MANUAL_CHANNEL } from './staff-stay-insert';

/**
 * Creates a reservation from the back office: totals and commission from the domain rules, the
 * uploaded documents linked, the audit entry and the staff e-mail written in the same transaction.
 * A room under maintenance cannot be booked.
 */
export async function createReservation(
  db: Db,
  actor: Actor,
  input: ManualReservation,
  services: { today: IsoDate; now: Date; mail: MailKick },
) {
  const problem = checkInProblem(input.checkIn, services.today);
  if (problem) throw new AppError('INVALID_STAY', problem);
  const unit = await bookableUnit(db, actor.propertyId, input.unitId);

  const guests = namedGuests(input.guests);
  const names = guests.map((guest) => guest.name);
  const documentIds = [
    input.documents.idFront,
    input.idType === 'id' ? input.documents.idBack : null,
    input.documents.marriageCertificate,
  ].filter((id): id is string => id !== null);

  return insertStaffStay(
    db,
    actor,
    {
      stay: {
        unit,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: {
          names,
          adults: input.adults,
          children: input.children,
          count: guestCount(input.adults, input.children, names),
          types: guests.map((guest) => guest.type),
          genders: guests.map((guest) => guest.gender ?? ''),
          nationality: input.nationality,
        },
        contact: {
          email: input.contactEmail,
          phone: formatPhone(input.phoneCode, input.phoneNumber),
        },
        pricePerNight: input.pricePerNight,
        source: composeSource(input.source, input.sourceSpecification),
        notes: input.notes || null,
      },
      documentIds,
      action: 'create',
    },
    services,
  );
}
