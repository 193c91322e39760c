import type { Db } from '@zamalek/db/client';
import type { NewReservation } from '@zamalek/db/queries/reservations';
import { reservations, units } from '@zamalek/db/schema';
import { firstPropertyId, propertyOfUnit, roomTypeIdFor } from '@zamalek/db/testing';
import { bookingReference } from '@zamalek/domain/reference';

/**
 * A room as the Rooms screen writes one, of the room type with code `unitType` (default
 * "One Bedroom") in its property, made when missing.
 */
export async function insertUnit(
  db: Db,
  {
    unitType = 'One Bedroom',
    ...values
  }: Partial<typeof units.$inferInsert> & { unitType?: string } = {},
) {
  const propertyId =
    typeof values.propertyId === 'string' ? values.propertyId : await firstPropertyId(db);
  const [unit] = await db
    .insert(units)
    .values({
      name: `Z-${Math.floor(Math.random() * 100_000)}`,
      unitSize: '55 m2 + 12 m2',
      baseRateCents: 12_000,
      roomTypeId: await roomTypeIdFor(db, unitType, propertyId),
      ...values,
      propertyId,
    })
    .returning();
  if (!unit) throw new Error('unit insert returned nothing');
  return { ...unit, unitType };
}

type StayValues = Partial<NewReservation> & {
  checkedInAt?: Date | null;
  checkedOutAt?: Date | null;
};

/**
 * A stay as the app stores one. In house or checked out, it carries the desk's stamps as the
 * lifecycle writes them (reservations_desk_stamps), unless the test gives its own.
 */
export async function insertStay(
  db: Db,
  unitId: string,
  checkInDate: string,
  checkOutDate: string,
  values: StayValues = {},
) {
  const [row] = await db
    .insert(reservations)
    .values({
      propertyId: propertyOfUnit(unitId),
      bookingReference: bookingReference('MAN', new Date()),
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
      ...deskStampsFor(values.status),
      ...values,
    })
    .returning({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      nights: reservations.nights,
      createdAt: reservations.createdAt,
    });
  if (!row) throw new Error('insert into reservations returned no row');
  return row;
}

function deskStampsFor(status: NewReservation['status'] | undefined): StayValues {
  const at = new Date(Date.now() - 60_000);
  if (status === 'checked_in') return { checkedInAt: at };
  if (status === 'checked_out') return { checkedInAt: at, checkedOutAt: new Date() };
  return {};
}
