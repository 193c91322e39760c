import type { DateRange } from '@zamalek/domain/date-range';
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';

/** Reservations whose source is exactly the agent's linked sales source: their own sales. */
export function agentReservations(db: Db, { salesSource }: { salesSource: string }) {
  return db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      guestNames: reservations.guestNames,
      unitName: units.name,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      nights: reservations.nights,
      status: reservations.status,
      totalPriceCents: reservations.totalPriceCents,
      commissionAmountCents: reservations.commissionAmountCents,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(eq(reservations.source, salesSource))
    .orderBy(desc(reservations.checkInDate))
    .limit(1000);
}

/**
 * The three summary cards: reservations checking in this month, their commission, and all nights
 * booked (cancelled stays never count).
 */
export async function agentSummary(
  db: Db,
  { salesSource, month }: { salesSource: string; month: DateRange },
) {
  const mine = and(eq(reservations.source, salesSource), ne(reservations.status, 'cancelled'));
  const inMonth = and(
    mine,
    gte(reservations.checkInDate, month.from),
    lt(reservations.checkInDate, month.to),
  );
  const [inMonthTotals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      // Sums of bigint cents are bigint; int4 would overflow past $21 million.
      commissionCents:
        sql<number>`coalesce(sum(${reservations.commissionAmountCents}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(reservations)
    .where(inMonth);
  const [all] = await db
    .select({
      nights: sql<number>`coalesce(sum(${reservations.nights}), 0)::bigint`.mapWith(Number),
    })
    .from(reservations)
    .where(mine);
  return {
    monthReservations: inMonthTotals?.count ?? 0,
    monthCommissionCents: inMonthTotals?.commissionCents ?? 0,
    totalNights: all?.nights ?? 0,
  };
}
