import type { IsoDate } from '@zamalek/domain/dates';
import { and, asc, count, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { reservationListColumns } from './reservation-list';

export const DASHBOARD_CARDS = ['arrivals', 'departures', 'inHouse', 'newBookings'] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** The card's stays at the property. */
function cardCondition(card: DashboardCard, propertyId: string, today: IsoDate): SQL | undefined {
  return and(eq(reservations.propertyId, propertyId), cardOnly(card, today));
}

function cardOnly(card: DashboardCard, today: IsoDate): SQL | undefined {
  const notCancelled = ne(reservations.status, 'cancelled');
  switch (card) {
    case 'arrivals':
      return and(eq(reservations.checkInDate, today), notCancelled);
    case 'departures':
      return and(eq(reservations.checkOutDate, today), notCancelled);
    case 'inHouse':
      // Stays actually checked in (In-House and Due Out alike), not stays whose dates say so.
      return eq(reservations.status, 'checked_in');
    case 'newBookings':
      // A true 24-hour window on the database clock, not "since midnight".
      return gte(reservations.createdAt, sql`now() - interval '24 hours'`);
  }
}

export async function dashboardCounts(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
): Promise<Record<DashboardCard, number>> {
  const counts: Record<DashboardCard, number> = {
    arrivals: 0,
    departures: 0,
    inHouse: 0,
    newBookings: 0,
  };
  await Promise.all(
    DASHBOARD_CARDS.map(async (card) => {
      const [row] = await db
        .select({ value: count() })
        .from(reservations)
        .where(cardCondition(card, propertyId, today));
      counts[card] = row?.value ?? 0;
    }),
  );
  return counts;
}

export function dashboardReservations(
  db: Db,
  { propertyId, card, today }: { propertyId: string; card: DashboardCard; today: IsoDate },
) {
  return db
    .select({ ...reservationListColumns, roomStatus: units.roomStatus })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(cardCondition(card, propertyId, today))
    .orderBy(asc(reservations.checkInDate), asc(reservations.id))
    .limit(500);
}
