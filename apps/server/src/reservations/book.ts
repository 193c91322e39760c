import type { Db } from '@zamalek/db/client';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { insertReservation } from '@zamalek/db/queries/reservations';
import { findPublicPropertyInfo } from '@zamalek/db/queries/settings';
import { type PublicBooking, stayDatesProblem } from '@zamalek/domain/booking';
import type { IsoDate } from '@zamalek/domain/dates';
import { defaultCommissionRate } from '@zamalek/domain/money';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { stayMoney } from '@zamalek/domain/pricing/stay-money';
import { bookingReference } from '@zamalek/domain/reference';
import { nightsBetween } from '@zamalek/domain/stays';
import type { MailKick, Visitor } from '../actors';
import { AppError, retryOnDeadlock, sqlState } from '../errors';
import {
  guestConfirmationMail,
  type ReservationSummary,
  staffNewReservationMail,
} from '../mail/templates';
import { newSecretToken } from '../secret-token';
import { guestStayQuote } from '../units/guest-quote';
import { earlierBooking, type PublicBookingResult } from './book-replay';
import { countBooking } from './book-throttle';

export const WEBSITE_SOURCE = 'Direct Website';
export const WEBSITE_CHANNEL = 'Website';

/**
 * Books a suite from the public site. The price is the server's quote (refused with
 * PRICE_CHANGED if it is not the total the guest was shown); the reservation, its count against the limits and its e-mails are written in one transaction,
 * and the exclusion constraint turns a lost race into STAY_TAKEN with nothing written. A repeat
 * of a submission (same idempotency key) answers with the reservation the first one made, and
 * sends no second e-mail.
 */
export async function bookStay(
  db: Db,
  visitor: Visitor,
  booking: PublicBooking,
  services: { today: IsoDate; mail: MailKick },
): Promise<PublicBookingResult> {
  const replay = await earlierBooking(db, booking);
  if (replay) return replay;

  const { checkIn, checkOut } = booking.stay;
  const problem = stayDatesProblem(booking.stay, services.today);
  if (problem) throw new AppError('INVALID_STAY', problem);

  const { guest } = booking;
  const guests = guest.adults + guest.children;
  const { unit, quote, publicSuiteName } = await guestStayQuote(db, {
    unitId: booking.unitId,
    stay: booking.stay,
    guests,
    language: booking.language,
  });
  if (booking.expectedTotalCents !== undefined && booking.expectedTotalCents !== quote.totalCents) {
    throw new AppError('PRICE_CHANGED');
  }

  const nights = nightsBetween(checkIn, checkOut);
  const money = stayMoney(quote, defaultCommissionRate(WEBSITE_SOURCE, WEBSITE_CHANNEL));
  const reference = bookingReference('WEB');
  const confirmationToken = newSecretToken();

  const summary: ReservationSummary = {
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
  };

  try {
    const reservation = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await countBooking(tx, visitor.ip, guest.email);
        const created = await insertReservation(tx, {
          bookingReference: reference,
          unitId: unit.id,
          guestNames: guest.guestNames,
          guestTypes: guest.guestNames.map((_, index) =>
            index < guest.adults ? 'adult' : 'child',
          ),
          // Parallel to the names; the public form does not ask for gender.
          guestGenders: guest.guestNames.map(() => ''),
          numberOfGuests: guests,
          adults: guest.adults,
          children: guest.children,
          guestNationality: guest.nationality || null,
          contactEmail: guest.email,
          contactPhone: guest.phone || null,
          checkInDate: checkIn,
          checkOutDate: checkOut,
          ...money,
          source: WEBSITE_SOURCE,
          channel: WEBSITE_CHANNEL,
          status: 'confirmed',
          notes: guest.specialRequests || null,
          createdBy: null,
          idempotencyKey: booking.idempotencyKey ?? null,
          confirmationToken,
          guestLanguage: booking.language,
        });
        const staff = await staffNotificationRecipients(tx);
        await enqueueMail(tx, [
          guestConfirmationMail(guest.email, summary, await findPublicPropertyInfo(tx)),
          ...staff.map((recipient) => staffNewReservationMail(recipient, summary)),
        ]);
        return created;
      }),
    );
    services.mail.kick();
    return {
      id: reservation.id,
      bookingReference: reference,
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
    const state = sqlState(error);
    // A concurrent repeat waited on the first one's row and then conflicted with it (on the
    // stay's nights or on the key): it answers with that reservation.
    if (state === '23P01' || state === '23505') {
      const replayed = await earlierBooking(db, booking);
      if (replayed) return replayed;
    }
    if (state === '23P01') throw new AppError('STAY_TAKEN');
    throw error;
  }
}
