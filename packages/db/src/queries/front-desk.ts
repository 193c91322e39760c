import type { IsoDate } from '@zamalek/domain/dates';
import type { ReservationStatus } from '@zamalek/domain/stays';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { profiles, reservations } from '../schema';

/**
 * The stay the desk is about to change, its row locked until the transaction ends: of two
 * receptionists checking in the same stay, the second reads the first one's result.
 */
export async function lockStayForDesk(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      unitId: reservations.unitId,
      status: reservations.status,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      numberOfGuests: reservations.numberOfGuests,
      pricePerNightCents: reservations.pricePerNightCents,
      totalPriceCents: reservations.totalPriceCents,
      commissionRate: reservations.commissionRate,
      commissionAmountCents: reservations.commissionAmountCents,
      netRevenueCents: reservations.netRevenueCents,
      propertyId: reservations.propertyId,
      priceQuote: reservations.priceQuote,
      checkedInAt: reservations.checkedInAt,
      checkedInBy: reservations.checkedInBy,
      checkedOutAt: reservations.checkedOutAt,
      checkedOutBy: reservations.checkedOutBy,
    })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export interface DeskChanges {
  status: ReservationStatus;
  /** The room the guests were given at check-in instead of the booked one (same type). */
  unitId?: string;
  /** `'now'` stamps the database clock; null clears. */
  checkedInAt?: 'now' | null;
  checkedInBy?: string | null;
  checkedOutAt?: 'now' | null;
  checkedOutBy?: string | null;
  checkOutDate?: IsoDate;
  /** The stay's money priced again for its new nights (a shortened stay, or its undoing). */
  pricePerNightCents?: number | null;
  totalPriceCents?: number | null;
  commissionRate?: number | null;
  commissionAmountCents?: number | null;
  netRevenueCents?: number | null;
  priceQuote?: unknown;
}

const stamp = (value: 'now' | null | undefined) =>
  value === undefined ? undefined : value === 'now' ? sql`now()` : null;

export async function recordDeskChange(
  db: Db,
  { id, changes }: { id: string; changes: DeskChanges },
) {
  const [row] = await db
    .update(reservations)
    .set({
      ...changes,
      checkedInAt: stamp(changes.checkedInAt),
      checkedOutAt: stamp(changes.checkedOutAt),
      updatedAt: sql`now()`,
    })
    .where(eq(reservations.id, id))
    .returning({ checkedInAt: reservations.checkedInAt, checkedOutAt: reservations.checkedOutAt });
  return row;
}

const checkedInByProfile = alias(profiles, 'checked_in_by_profile');
const checkedOutByProfile = alias(profiles, 'checked_out_by_profile');

/** When the stay was checked in and out, and the names of who did it (null when unknown). */
export async function deskRecord(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select({
      checkedInAt: reservations.checkedInAt,
      checkedInByName: checkedInByProfile.fullName,
      checkedOutAt: reservations.checkedOutAt,
      checkedOutByName: checkedOutByProfile.fullName,
    })
    .from(reservations)
    .leftJoin(checkedInByProfile, eq(checkedInByProfile.id, reservations.checkedInBy))
    .leftJoin(checkedOutByProfile, eq(checkedOutByProfile.id, reservations.checkedOutBy))
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .limit(1);
  return row;
}
