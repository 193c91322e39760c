import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { linkDocuments } from '@zamalek/db/queries/documents';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { insertReservation, type NewReservation } from '@zamalek/db/queries/reservations';
import { defaultCommissionRate } from '@zamalek/domain/money';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { pricedBy, stayMoney } from '@zamalek/domain/pricing/stay-money';
import type { Quote } from '@zamalek/domain/pricing/types';
import { bookingReference } from '@zamalek/domain/reference';
import { nightsBetween } from '@zamalek/domain/stays';
import type { Actor, MailKick } from '../actors';
import { AppError, retryOnDeadlock, sqlState } from '../errors';
import { staffNewReservationMail } from '../mail/templates';
import { staffStayQuote } from '../rates/staff-quote';
import { reservationWriteError } from './write-errors';

export const MANUAL_CHANNEL = 'Manual';
const REFERENCE_ATTEMPTS = 3;

/** A stay staff book: who, where, when, and the nightly price a manager set (else the quote's). */
interface StaffStay {
  unit: { id: string; name: string; unitType: string | null; baseRateCents: number | null };
  guestNames: string[];
  guestTypes: string[];
  guestGenders: string[];
  numberOfGuests: number;
  adults: number;
  children: number;
  nationality: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  checkIn: string;
  checkOut: string;
  pricePerNight?: number | null;
  source: string;
  notes: string | null;
}

/** The stored values of a staff stay: its quote, with commission from its source. */
function staffStayValues(
  actor: Actor,
  stay: StaffStay,
  quote: Quote,
): Omit<NewReservation, 'bookingReference'> {
  return {
    unitId: stay.unit.id,
    guestNames: stay.guestNames,
    guestTypes: stay.guestTypes,
    guestGenders: stay.guestGenders,
    numberOfGuests: stay.numberOfGuests,
    adults: stay.adults,
    children: stay.children,
    guestNationality: stay.nationality,
    contactEmail: stay.contactEmail,
    contactPhone: stay.contactPhone,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    ...stayMoney(quote, defaultCommissionRate(stay.source, MANUAL_CHANNEL)),
    source: stay.source,
    channel: MANUAL_CHANNEL,
    status: 'confirmed',
    notes: stay.notes,
    createdBy: actor.id,
  };
}

/**
 * Writes a staff-booked stay in one transaction: the row under a fresh `MAN-` reference, the
 * uploaded documents linked (all of them, or nothing is written), the audit entry as `action` and
 * the staff e-mail. The exclusion constraint refuses an overlapping stay (`ROOM_TAKEN`); a
 * reference collision is retried with a new one and never reaches the user. The reservations
 * trigger tells open screens.
 */
export async function insertStaffStay(
  db: Db,
  actor: Actor,
  { stay, documentIds, action }: { stay: StaffStay; documentIds: string[]; action: string },
  services: { mail: MailKick },
) {
  const quote = await staffStayQuote(db, actor, {
    unit: stay.unit,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.numberOfGuests,
    pricePerNight: stay.pricePerNight,
  });
  const values = staffStayValues(actor, stay, quote);
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
            action,
            after: { ...values, bookingReference: reference, pricedBy: pricedBy(quote) },
          });
          const staff = await staffNotificationRecipients(tx);
          await enqueueMail(
            tx,
            staff.map((recipient) =>
              staffNewReservationMail(recipient, {
                bookingReference: reference,
                suiteName: stay.unit.name,
                unitType: stay.unit.unitType,
                checkIn: stay.checkIn,
                checkOut: stay.checkOut,
                nights: nightsBetween(stay.checkIn, stay.checkOut),
                guestNames: stay.guestNames,
                adults: stay.adults,
                children: stay.children,
                totalCents: values.totalPriceCents,
                breakdown: quoteBreakdown(quote),
                source: stay.source,
                notes: stay.notes,
                nationality: stay.nationality,
              }),
            ),
          );
          return { id: created.id, bookingReference: reference };
        }),
      );
      services.mail.kick();
      return reservation;
    } catch (error) {
      if (sqlState(error) === '23505' && attempt < REFERENCE_ATTEMPTS) continue;
      throw reservationWriteError(error);
    }
  }
}
