import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { linkDocuments } from '@zamalek/db/queries/documents';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { insertReservation } from '@zamalek/db/queries/reservations';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  checkInProblem,
  composeSource,
  guestCount,
  type ManualReservation,
  namedGuests,
} from '@zamalek/domain/manual-reservation';
import { defaultCommissionRate, dollarsToCents, stayTotals } from '@zamalek/domain/money';
import { formatPhone } from '@zamalek/domain/phone';
import { bookingReference } from '@zamalek/domain/reference';
import { nightsBetween } from '@zamalek/domain/stays';
import type { Actor, MailKick } from '../actors';
import { AppError, retryOnDeadlock, sqlState } from '../errors';
import { staffNewReservationMail } from '../mail/templates';
import { bookableUnit, reservationWriteError } from './write-errors';

export const MANUAL_CHANNEL = 'Manual';
const REFERENCE_ATTEMPTS = 3;

/**
 * Creates a reservation from the back office: totals and commission from the domain rules, the
 * uploaded documents linked, the audit entry and the staff e-mail written in the same transaction.
 * A room under maintenance cannot be booked.
 */
export async function createReservation(
  db: Db,
  actor: Actor,
  input: ManualReservation,
  services: { today: IsoDate; mail: MailKick },
) {
  const problem = checkInProblem(input.checkIn, services.today);
  if (problem) throw new AppError('INVALID_STAY', problem);
  const unit = await bookableUnit(db, input.unitId);

  const guests = namedGuests(input.guests);
  const names = guests.map((guest) => guest.name);
  const source = composeSource(input.source, input.sourceSpecification);
  const nights = nightsBetween(input.checkIn, input.checkOut);
  const commissionRate = defaultCommissionRate(source, MANUAL_CHANNEL);
  const pricePerNightCents = dollarsToCents(input.pricePerNight);
  const totals = stayTotals(pricePerNightCents, nights, commissionRate);
  const documentIds = [
    input.documents.idFront,
    input.idType === 'id' ? input.documents.idBack : null,
    input.documents.marriageCertificate,
  ].filter((id): id is string => id !== null);

  const values = {
    unitId: unit.id,
    guestNames: names,
    guestTypes: guests.map((guest) => guest.type),
    guestGenders: guests.map((guest) => guest.gender ?? ''),
    numberOfGuests: guestCount(input.adults, input.children, names),
    adults: input.adults,
    children: input.children,
    guestNationality: input.nationality,
    contactEmail: input.contactEmail,
    contactPhone: formatPhone(input.phoneCode, input.phoneNumber),
    checkInDate: input.checkIn,
    checkOutDate: input.checkOut,
    pricePerNightCents,
    totalPriceCents: totals.totalCents,
    commissionRate,
    commissionAmountCents: totals.commissionCents,
    netRevenueCents: totals.netCents,
    source,
    channel: MANUAL_CHANNEL,
    status: 'confirmed' as const,
    notes: input.notes || null,
    createdBy: actor.id,
  };

  for (let attempt = 1; ; attempt++) {
    const reference = bookingReference('MAN');
    try {
      const reservation = await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const created = await insertReservation(tx, { ...values, bookingReference: reference });
          const linked = await linkDocuments(tx, {
            reservationId: created.id,
            ids: documentIds,
            uploadedBy: actor.id,
          });
          if (linked !== documentIds.length) throw new AppError('DOCUMENTS_MISSING');
          await recordAudit(tx, {
            actorId: actor.id,
            entity: 'reservation',
            entityId: created.id,
            action: 'create',
            after: { ...values, bookingReference: reference },
          });
          const staff = await staffNotificationRecipients(tx);
          await enqueueMail(
            tx,
            staff.map((recipient) =>
              staffNewReservationMail(recipient, {
                bookingReference: reference,
                suiteName: unit.name,
                unitType: unit.unitType,
                checkIn: input.checkIn,
                checkOut: input.checkOut,
                nights,
                guestNames: names,
                adults: input.adults,
                children: input.children,
                totalCents: totals.totalCents,
                source,
                notes: values.notes,
                nationality: input.nationality,
              }),
            ),
          );
          return { id: created.id, bookingReference: reference };
        }),
      );
      services.mail.kick();
      return reservation;
    } catch (error) {
      // A reference collision is retried with a fresh one; it never reaches the user.
      if (sqlState(error) === '23505' && attempt < REFERENCE_ATTEMPTS) continue;
      throw reservationWriteError(error);
    }
  }
}
