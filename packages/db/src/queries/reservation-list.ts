import type { ListStatusFilter, ReservationSortKey } from '@zamalek/domain/reservation-list';
import type { PropertyNow } from '@zamalek/domain/stays';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { displayStatusCondition, displayStatusLabel } from './display-status';

const SORT_COLUMNS: Record<
  ReservationSortKey,
  (now: PropertyNow) => SQL | typeof reservations.createdAt
> = {
  unit: () => sql`${units.name}`,
  guestNames: () => sql`${reservations.guestNames}[1]`,
  checkIn: () => sql`${reservations.checkInDate}`,
  checkOut: () => sql`${reservations.checkOutDate}`,
  nights: () => sql`${reservations.nights}`,
  guests: () => sql`${reservations.numberOfGuests}`,
  nationality: () => sql`${reservations.guestNationality}`,
  status: displayStatusLabel,
  source: () => sql`${reservations.source}`,
  pricePerNight: () => sql`${reservations.pricePerNightCents}`,
  total: () => sql`${reservations.totalPriceCents}`,
  reference: () => sql`${reservations.bookingReference}`,
  createdAt: () => reservations.createdAt,
};

interface ReservationListQuery {
  search?: string | undefined;
  status?: ListStatusFilter | undefined;
  unitId?: string | undefined;
  sort: ReservationSortKey;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
  now: PropertyNow;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filters(query: ReservationListQuery) {
  const conditions: Array<SQL | undefined> = [];
  const term = query.search?.trim();
  // search_text holds the reference and guest names, lower-cased, behind a trigram index.
  if (term) conditions.push(ilike(reservations.searchText, likePattern(term)));
  if (query.status) conditions.push(displayStatusCondition(query.status, query.now));
  if (query.unitId) conditions.push(eq(reservations.unitId, query.unitId));
  return and(...conditions);
}

export const reservationListColumns = {
  id: reservations.id,
  bookingReference: reservations.bookingReference,
  unitId: reservations.unitId,
  unitName: units.name,
  guestNames: reservations.guestNames,
  guestTypes: reservations.guestTypes,
  guestGenders: reservations.guestGenders,
  numberOfGuests: reservations.numberOfGuests,
  adults: reservations.adults,
  children: reservations.children,
  guestNationality: reservations.guestNationality,
  checkInDate: reservations.checkInDate,
  checkOutDate: reservations.checkOutDate,
  nights: reservations.nights,
  pricePerNightCents: reservations.pricePerNightCents,
  totalPriceCents: reservations.totalPriceCents,
  source: reservations.source,
  channel: reservations.channel,
  status: reservations.status,
  createdAt: reservations.createdAt,
};

/** One page of the All Reservations list: filtered, sorted and paged in SQL, id breaking ties. */
export async function listReservations(db: Db, query: ReservationListQuery) {
  const where = filters(query);
  const order = query.direction === 'asc' ? asc : desc;
  const sortColumn = SORT_COLUMNS[query.sort](query.now);
  const [rows, [total]] = await Promise.all([
    db
      .select(reservationListColumns)
      .from(reservations)
      .leftJoin(units, eq(units.id, reservations.unitId))
      .where(where)
      .orderBy(
        query.direction === 'asc'
          ? sql`${sortColumn} asc nulls last`
          : sql`${sortColumn} desc nulls last`,
        order(reservations.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(reservations)
      .leftJoin(units, eq(units.id, reservations.unitId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
