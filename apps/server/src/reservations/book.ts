import type { Db } from '@zamalek/db/client';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { findPublicPropertyInfo } from '@zamalek/db/queries/settings';
import { type PublicBooking, stayDatesProblem } from '@zamalek/domain/booking';
import type { IsoDate } from '@zamalek/domain/dates';
import { defaultCommissionRate } from '@zamalek/domain/money';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { stayMoney } from '@zamalek/domain/pricing/stay-money';
import { nightsBetween } from '@zamalek/domain/stays';
import type { MailKick, Visitor } from '../actors';
import { AppError, sqlConstraint } from '../errors';
import {
  guestConfirmationMail,
  type ReservationSummary,
  staffNewReservationMail,
} from '../mail/templates';
import { newSecretToken } from '../secret-token';
import { guestStayQuote } from '../units/guest-quote';
import { earlierBooking, type PublicBookingResult } from './book-replay';
import { countBooking } from './book-throttle';
import { isNightsRefusal } from './write-errors';
import { writeStay } from './write-stay';

export const WEBSITE_SOURCE = 'Direct Website';
export const WEBSITE_CHANNEL = 'Website';
const IDEMPOTENCY_CONSTRAINT = 'reservations_idempotency_key_key';

/**
 * Books a suite from the public site. The price is the server's quote (refused with
 * PRICE_CHANGED if it is not the total the guest was shown); the reservation, its audit entry,
 * its count against the limits and its e-mails are written in one transaction through the one
 * write path (`writeStay`), and nights taken by a stay or hold in a lost race are STAY_TAKEN with
 * nothing written. A repeat
 * of a submission (same idempotency key) answers with the reservation the first one made, and
 * sends no second e-mail.
 */
export async function bookStay(
  db: Db,
  visitor: Visitor,
  booking: PublicBooking,
  services: { propertyId: string; today: IsoDate; now: Date; mail: MailKick },
): Promise<PublicBookingResult> {
  const { guest } = booking;
  const { propertyId } = services;
  // The reads a booking needs go out together; an earlier submission's answer wins over them.
  const replayed = earlierBooking(db, propertyId, booking);
  const priced = guestStayQuote(db, {
    propertyId,
    unitId: booking.unitId,
    stay: booking.stay,
    guests: guest.adults + guest.children,
    language: booking.language,
  });
  const mailedTo = Promise.all([
    staffNotificationRecipients(db, { propertyId }),
    findPublicPropertyInfo(db, { propertyId }),
  ]);
  // Awaited below unless a replay answers first: never an unhandled rejection.
  priced.catch(() => {});
  mailedTo.catch(() => {});
  const replay = await replayed;
  if (replay) return replay;

  const { checkIn, checkOut } = booking.stay;
  const problem = stayDatesProblem(booking.stay, services.today);
  if (problem) throw new AppError('INVALID_STAY', problem);

  const { unit, quote, publicSuiteName } = await priced;
  if (booking.expectedTotalCents !== undefined && booking.expectedTotalCents !== quote.totalCents) {
    throw new AppError('PRICE_CHANGED');
  }

  const [staff, property] = await mailedTo;
  const nights = nightsBetween(checkIn, checkOut);
  const money = stayMoney(quote, defaultCommissionRate(WEBSITE_SOURCE, WEBSITE_CHANNEL));
  const confirmationToken = newSecretToken();
  const summary = (reference: string): ReservationSummary => ({
    bookingReference: reference,
    suiteName: unit.name,
    publicSuiteName,
    unitType: unit.unitType,
    checkIn,
    checkOut,
    nights,
    guestNames: guest.guestNames,
    adults: guest.adults,
    children: guest.children,
    totalCents: quote.totalCents,
    breakdown: quoteBreakdown(quote),
    source: WEBSITE_SOURCE,
    notes: guest.specialRequests || null,
    nationality: guest.nationality || null,
    language: booking.language,
  });

  try {
    const reservation = await writeStay(
      db,
      { kind: 'website' },
      {
        propertyId,
        unitId: unit.id,
        checkIn,
        checkOut,
        guests: {
          names: guest.guestNames,
          adults: guest.adults,
          children: guest.children,
          nationality: guest.nationality || null,
        },
        contact: { email: guest.email, phone: guest.phone || null },
        source: WEBSITE_SOURCE,
        channel: WEBSITE_CHANNEL,
        money,
        notes: guest.specialRequests || null,
        publicBooking: {
          idempotencyKey: booking.idempotencyKey ?? null,
          confirmationToken,
          language: booking.language,
        },
      },
      {
        reference: { prefix: 'WEB', now: services.now },
        before: (tx) => countBooking(tx, visitor.ip, guest.email, services.now),
        with: async (tx, created) => {
          const booked = summary(created.bookingReference);
          await enqueueMail(tx, {
            propertyId,
            mail: [
              guestConfirmationMail(guest.email, booked, property),
              ...staff.map((recipient) => staffNewReservationMail(recipient, booked)),
            ],
          });
        },
      },
    );
    services.mail.kick();
    return {
      id: reservation.id,
      bookingReference: reservation.bookingReference,
      suiteName: publicSuiteName,
      unitType: unit.unitType,
      checkIn,
      checkOut,
      nights,
      pricePerNightCents: money.pricePerNightCents,
      totalCents: quote.totalCents,
      confirmationToken,
    };
  } catch (error) {
    const taken = isNightsRefusal(error);
    // A concurrent repeat waited on the first one's row and then conflicted with it (on the
    // stay's nights or on the key): it answers with that reservation.
    if (taken || sqlConstraint(error) === IDEMPOTENCY_CONSTRAINT) {
      const replayed = await earlierBooking(db, propertyId, booking);
      if (replayed) return replayed;
    }
    // A guest is not told whether a stay or a hold is in the way: the nights are taken.
    if (taken) throw new AppError('STAY_TAKEN');
    throw error;
  }
}
