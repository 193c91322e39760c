import type { Db } from '@zamalek/db/client';
import { insertReservation, type NewReservation } from '@zamalek/db/queries/reservations';
import { units } from '@zamalek/db/schema';
import { bookingReference } from '@zamalek/domain/reference';

export async function insertUnit(db: Db, values: Partial<typeof units.$inferInsert> = {}) {
  const [unit] = await db
    .insert(units)
    .values({
      name: `Z-${Math.floor(Math.random() * 100_000)}`,
      unitType: 'One Bedroom',
      unitSize: '55 m2 + 12 m2',
      baseRateCents: 12_000,
      ...values,
    })
    .returning();
  if (!unit) throw new Error('unit insert returned nothing');
  return unit;
}

export async function insertStay(
  db: Db,
  unitId: string,
  checkInDate: string,
  checkOutDate: string,
  values: Partial<NewReservation> = {},
) {
  return insertReservation(db, {
    bookingReference: bookingReference('MAN'),
    unitId,
    guestNames: ['Existing Guest'],
    guestTypes: ['adult'],
    guestGenders: ['female'],
    numberOfGuests: 1,
    adults: 1,
    children: 0,
    guestNationality: 'Egyptian',
    contactEmail: 'existing@example.com',
    contactPhone: '+201000000000',
    checkInDate,
    checkOutDate,
    pricePerNightCents: 10_000,
    totalPriceCents: null,
    commissionRate: 10,
    commissionAmountCents: null,
    netRevenueCents: null,
    source: 'KSS',
    channel: 'Manual',
    status: 'confirmed',
    notes: null,
    createdBy: null,
    ...values,
  });
}
