import type { IsoDate } from '@zamalek/domain/dates';
import type { GuestLanguage } from '@zamalek/domain/guest-language';
import type { ReservationStatus } from '@zamalek/domain/stays';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { roomTypeCodeOfUnit } from './room-types';

export interface NewReservation {
  propertyId: string;
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
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  pricePerNightCents: number | null;
  totalPriceCents: number | null;
  commissionRate: number | null;
  commissionAmountCents: number | null;
  netRevenueCents: number | null;
  /** ISO currency of the prices (USD unless a channel booking says otherwise). */
  currency?: string;
  /** The quote the stay was priced with (`pricing/types` Quote); none for a channel's stay. */
  priceQuote?: unknown;
  source: string | null;
  channel: string | null;
  status: ReservationStatus;
  notes: string | null;
  createdBy: string | null;
  /** One per submission of the public wizard; a repeat finds this stay instead of booking again. */
  idempotencyKey?: string | null;
  /** The secret of a public booking's confirmation page. */
  confirmationToken?: string | null;
  /** The language the guest booked in; 'en' when not given. */
  guestLanguage?: GuestLanguage;
}

export async function insertReservation(db: Db, values: NewReservation) {
  const [row] = await db.insert(reservations).values(values).returning({
    id: reservations.id,
    bookingReference: reservations.bookingReference,
    nights: reservations.nights,
    createdAt: reservations.createdAt,
  });
  if (!row) throw new Error('insert into reservations returned no row');
  return row;
}

/** The whole reservation with its unit's name, as the detail page shows it. */
export async function findReservation(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      propertyId: reservations.propertyId,
      unitId: reservations.unitId,
      unitName: units.name,
      unitType: roomTypeCodeOfUnit,
      guestNames: reservations.guestNames,
      guestLanguage: reservations.guestLanguage,
      guestTypes: reservations.guestTypes,
      guestGenders: reservations.guestGenders,
      numberOfGuests: reservations.numberOfGuests,
      adults: reservations.adults,
      children: reservations.children,
      guestNationality: reservations.guestNationality,
      contactEmail: reservations.contactEmail,
      contactPhone: reservations.contactPhone,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      nights: reservations.nights,
      pricePerNightCents: reservations.pricePerNightCents,
      totalPriceCents: reservations.totalPriceCents,
      currency: reservations.currency,
      commissionRate: reservations.commissionRate,
      commissionAmountCents: reservations.commissionAmountCents,
      netRevenueCents: reservations.netRevenueCents,
      priceQuote: reservations.priceQuote,
      source: reservations.source,
      channel: reservations.channel,
      status: reservations.status,
      notes: reservations.notes,
      createdAt: reservations.createdAt,
      updatedAt: reservations.updatedAt,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .limit(1);
  return row;
}

/** The stay an earlier submission with this idempotency key made, with what it was booked for. */
export async function findReservationByIdempotencyKey(
  db: Db,
  { idempotencyKey }: { idempotencyKey: string },
) {
  const [row] = await db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      propertyId: reservations.propertyId,
      unitId: reservations.unitId,
      unitName: units.name,
      unitType: roomTypeCodeOfUnit,
      contactEmail: reservations.contactEmail,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      nights: reservations.nights,
      pricePerNightCents: reservations.pricePerNightCents,
      totalPriceCents: reservations.totalPriceCents,
      confirmationToken: reservations.confirmationToken,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(eq(reservations.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** What a public booking's confirmation page shows, found by its secret; undefined if none. */
export async function findByConfirmationToken(db: Db, { token }: { token: string }) {
  const [row] = await db
    .select({
      propertyId: reservations.propertyId,
      bookingReference: reservations.bookingReference,
      status: reservations.status,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      nights: reservations.nights,
      totalPriceCents: reservations.totalPriceCents,
      roomTypeId: units.roomTypeId,
      publicName: units.publicName,
      publicNameAr: units.publicNameAr,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(eq(reservations.confirmationToken, token))
    .limit(1);
  return row;
}

type ReservationChanges = Partial<
  Omit<NewReservation, 'bookingReference' | 'createdBy' | 'idempotencyKey' | 'confirmationToken'>
>;

export async function updateReservation(
  db: Db,
  { propertyId, id, changes }: { propertyId: string; id: string; changes: ReservationChanges },
) {
  const [row] = await db
    .update(reservations)
    .set({
      ...changes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .returning({ id: reservations.id });
  return row;
}

export async function deleteReservation(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .delete(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .returning({ id: reservations.id });
  return row;
}

/**
 * Marks a reservation changed (its row locked until the transaction ends, open screens told by
 * the reservations trigger) when something it owns changes, such as its documents. Returns false
 * when it does not exist.
 */
export async function touchReservation(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .update(reservations)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .returning({ id: reservations.id });
  return rows.length > 0;
}
