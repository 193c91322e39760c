import type { Db } from '@zamalek/db/client';
import { findByConfirmationToken } from '@zamalek/db/queries/reservations';
import { findPublicPropertyInfo } from '@zamalek/db/queries/settings';
import type { GuestLanguage } from '@zamalek/domain/guest-language';
import { locationName } from '@zamalek/domain/locations';
import { AppError } from '../errors';
import { guestSuiteName } from '../presentations/guest-suite-name';
import { SECRET_TOKEN_PATTERN } from '../secret-token';

/**
 * A public booking's confirmation, read by the secret its booking answered with: the reference,
 * where (the property's slug and name), the suite as guests know it, the dates and the total the
 * server stored. Any other address is
 * "not found", whatever it claims.
 */
export async function bookingConfirmation(
  db: Db,
  { token, language }: { token: string; language: GuestLanguage },
) {
  const row = SECRET_TOKEN_PATTERN.test(token)
    ? await findByConfirmationToken(db, { token })
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  const property = await findPublicPropertyInfo(db, { propertyId: row.propertyId });
  return {
    bookingReference: row.bookingReference,
    location: { slug: property.slug, name: locationName(property, language) },
    cancelled: row.status === 'cancelled',
    suiteName: await guestSuiteName(db, row, language),
    checkIn: row.checkInDate,
    checkOut: row.checkOutDate,
    nights: row.nights,
    totalCents: row.totalPriceCents,
  };
}
