import type { ReservationStatus } from '@zamalek/domain/stays';
import type { Db } from '../client';
import { reservations } from '../schema';

export interface NewReservation {
  bookingReference: string;
  unitId: string | null;
  guestNames: string[];
  guestTypes: string[];
  guestGenders: string[];
  numberOfGuests: number;
  adults: number;
  children: number;
  guestNationality: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  checkInDate: string;
  checkOutDate: string;
  pricePerNightCents: number | null;
  totalPriceCents: number | null;
  commissionRate: number | null;
  commissionAmountCents: number | null;
  netRevenueCents: number | null;
  source: string | null;
  channel: string | null;
  status: ReservationStatus;
  notes: string | null;
  createdBy: string | null;
}

/** What the list's indexed substring search looks in: the reference and every guest name. */
export function reservationSearchText(bookingReference: string, guestNames: string[]): string {
  return [bookingReference, ...guestNames].join(' ').toLowerCase();
}

export async function insertReservation(db: Db, values: NewReservation) {
  const [row] = await db
    .insert(reservations)
    .values({
      ...values,
      searchText: reservationSearchText(values.bookingReference, values.guestNames),
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
