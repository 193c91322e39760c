import type { Db } from '@zamalek/db/client';
import { findReservationByIdempotencyKey } from '@zamalek/db/queries/reservations';
import { findUnit } from '@zamalek/db/queries/units';
import type { PublicBooking } from '@zamalek/domain/booking';
import type { IsoDate } from '@zamalek/domain/dates';
import { AppError } from '../errors';
import { guestSuiteName } from '../presentations/guest-suite-name';

export interface PublicBookingResult {
  id: string;
  bookingReference: string;
  suiteName: string;
  unitType: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  pricePerNightCents: number;
  totalCents: number;
  /** The secret of the booking's confirmation page (`public.confirmation`). */
  confirmationToken: string | null;
}

/** The same unit id as the booking's: the unit is there, so its name is too. */
async function earlierSuiteName(db: Db, propertyId: string, booking: PublicBooking) {
  const unit = await findUnit(db, { propertyId, id: booking.unitId });
  return unit ? guestSuiteName(db, unit, booking.language) : '';
}

/**
 * The reservation an earlier submission with the same idempotency key made, or null. A key that
 * booked something else (another suite, dates or e-mail) is refused rather than answered, so a
 * key can never reveal another guest's booking.
 */
export async function earlierBooking(
  db: Db,
  propertyId: string,
  booking: PublicBooking,
): Promise<PublicBookingResult | null> {
  if (!booking.idempotencyKey) return null;
  const earlier = await findReservationByIdempotencyKey(db, {
    idempotencyKey: booking.idempotencyKey,
  });
  if (!earlier) return null;
  const same =
    earlier.propertyId === propertyId &&
    earlier.unitId === booking.unitId &&
    earlier.checkInDate === booking.stay.checkIn &&
    earlier.checkOutDate === booking.stay.checkOut &&
    (earlier.contactEmail ?? '').toLowerCase() === booking.guest.email.toLowerCase();
  if (!same) throw new AppError('BOOKING_REQUEST_REUSED');
  return {
    id: earlier.id,
    bookingReference: earlier.bookingReference,
    suiteName: await earlierSuiteName(db, propertyId, booking),
    unitType: earlier.unitType,
    checkIn: earlier.checkInDate,
    checkOut: earlier.checkOutDate,
    nights: earlier.nights,
    pricePerNightCents: earlier.pricePerNightCents ?? 0,
    totalCents: earlier.totalPriceCents ?? 0,
    confirmationToken: earlier.confirmationToken,
  };
}
