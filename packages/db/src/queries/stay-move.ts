import type { IsoDate } from '@zamalek/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations } from '../schema';

/**
 * The stay about to be moved, its row locked until the transaction ends: of two people moving
 * the same stay, the second reads the first one's result.
 */
export async function lockStayForMove(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      unitId: reservations.unitId,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      pricePerNightCents: reservations.pricePerNightCents,
      commissionRate: reservations.commissionRate,
      totalPriceCents: reservations.totalPriceCents,
      commissionAmountCents: reservations.commissionAmountCents,
      netRevenueCents: reservations.netRevenueCents,
      numberOfGuests: reservations.numberOfGuests,
      propertyId: reservations.propertyId,
      priceQuote: reservations.priceQuote,
    })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** The stay's room and dates, with money recomputed (null money is left as stored). */
export interface StayMoveChanges {
  unitId: string;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  pricePerNightCents?: number;
  totalPriceCents?: number;
  commissionAmountCents?: number;
  netRevenueCents?: number;
  priceQuote?: unknown;
}

export async function recordStayMove(
  db: Db,
  { id, changes }: { id: string; changes: StayMoveChanges },
) {
  await db
    .update(reservations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(reservations.id, id));
}

/** What the Move dialog shows before confirming: the stay's price, rate and dates. */
export async function stayForMovePreview(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select({
      status: reservations.status,
      unitId: reservations.unitId,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      nights: reservations.nights,
      pricePerNightCents: reservations.pricePerNightCents,
      commissionRate: reservations.commissionRate,
      totalPriceCents: reservations.totalPriceCents,
      numberOfGuests: reservations.numberOfGuests,
      propertyId: reservations.propertyId,
      priceQuote: reservations.priceQuote,
    })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)))
    .limit(1);
  return row;
}
