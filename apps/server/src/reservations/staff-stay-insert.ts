import type { Db } from '@zamalek/db/client';
import { linkDocuments } from '@zamalek/db/queries/documents';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { defaultCommissionRate } from '@zamalek/domain/money';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { pricedBy, stayMoney } from '@zamalek/domain/pricing/stay-money';
import { nightsBetween } from '@zamalek/domain/stays';
import type { Actor, MailKick } from '../actors';
import { AppError } from '../errors';
import { staffNewReservationMail } from '../mail/templates';
import { staffStayQuote } from '../rates/staff-quote';
import { type StayToWrite, writeStay } from './write-stay';

export const MANUAL_CHANNEL = 'Manual';

/** A stay staff book: who, where, when, and the nightly price a manager set (else the quote's). */
interface StaffStay
  extends Omit<StayToWrite, 'propertyId' | 'unitId' | 'channel' | 'money' | 'publicBooking'> {
  unit: {
    id: string;
    name: string;
    roomTypeId: string;
    unitType: string | null;
    baseRateCents: number | null;
  };
  pricePerNight?: number | null;
}

/**
 * Writes a staff-booked stay through the one write path (`writeStay`) under a fresh `MAN-`
 * reference: its quote (with commission from its source), the uploaded documents linked (all of
 * them, or nothing is written), the audit entry as `action` and the staff e-mail. The reservations
 * trigger tells open screens.
 */
export async function insertStaffStay(
  db: Db,
  actor: Actor,
  {
    stay,
    documentIds,
    action,
  }: { stay: StaffStay; documentIds: string[]; action: 'create' | 'walk_in' },
  services: { now: Date; mail: MailKick },
) {
  const { unit, pricePerNight, ...booked } = stay;
  const quote = await staffStayQuote(db, actor, {
    unit,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests.count ?? stay.guests.adults + stay.guests.children,
    pricePerNight,
  });
  const money = stayMoney(quote, defaultCommissionRate(stay.source, MANUAL_CHANNEL));
  const reservation = await writeStay(
    db,
    { kind: 'staff', actor, action },
    {
      ...booked,
      propertyId: actor.propertyId,
      unitId: unit.id,
      channel: MANUAL_CHANNEL,
      money,
    },
    {
      reference: { prefix: 'MAN', now: services.now },
      audited: { pricedBy: pricedBy(quote) },
      with: async (tx, created) => {
        const linked = await linkDocuments(tx, {
          propertyId: actor.propertyId,
          reservationId: created.id,
          ids: documentIds,
          uploadedBy: actor.id,
        });
        if (linked !== documentIds.length) throw new AppError('DOCUMENTS_MISSING');
        const staff = await staffNotificationRecipients(tx, { propertyId: actor.propertyId });
        await enqueueMail(tx, {
          propertyId: actor.propertyId,
          mail: staff.map((recipient) =>
            staffNewReservationMail(recipient, {
              bookingReference: created.bookingReference,
              suiteName: unit.name,
              unitType: unit.unitType,
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              nights: nightsBetween(stay.checkIn, stay.checkOut),
              guestNames: stay.guests.names,
              adults: stay.guests.adults,
              children: stay.guests.children,
              totalCents: money.totalPriceCents,
              breakdown: quoteBreakdown(quote),
              source: stay.source,
              notes: stay.notes,
              nationality: stay.guests.nationality,
            }),
          ),
        });
      },
    },
  );
  services.mail.kick();
  return reservation;
}
