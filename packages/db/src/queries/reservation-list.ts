import type { ListCursor, SortValueKind } from '@zamalek/domain/list-cursor';
import { SORT_VALUES } from '@zamalek/domain/list-cursor';
import { EXACT_TOTAL_LIMIT, type ListTotal } from '@zamalek/domain/list-total';
import type { ListStatusFilter, ReservationSortKey } from '@zamalek/domain/reservation-list';
import type { PropertyNow } from '@zamalek/domain/stays';
import { isRecord } from '@zamalek/domain/type-guards';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';
import { displayStatusCondition, displayStatusLabel } from './display-status';
import { executedRows } from './executed-rows';
import { reservationIdsByStatus } from './reservation-ids-by-status';
import { reservationIdsByUnit } from './reservation-ids-by-unit';

const SORT_COLUMNS: Record<ReservationSortKey, (now: PropertyNow) => SQL> = {
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
  createdAt: () => sql`${reservations.createdAt}`,
};

/** A sort value as the cursor carries it: text that reads back exactly as the column's type. */
const AS_TEXT: Record<SortValueKind, (column: SQL) => SQL<string | null>> = {
  text: (column) => sql`${column}`,
  status: (column) => sql`${column}`,
  date: (column) => sql`${column}::text`,
  integer: (column) => sql`${column}::text`,
  timestamp: (column) =>
    sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** The cursor's value as a parameter of the column's type (checked by `isSortValue` before). */
const FROM_TEXT: Record<SortValueKind, (value: string) => SQL> = {
  text: (value) => sql`${value}::text`,
  status: (value) => sql`${value}::text`,
  date: (value) => sql`${value}::date`,
  integer: (value) => sql`${value}::bigint`,
  timestamp: (value) => sql`${value}::timestamptz`,
};

export interface ReservationListFilter {
  /** The property whose stays are listed; never all of them. */
  propertyId: string;
  search?: string | undefined;
  status?: ListStatusFilter | undefined;
  unitId?: string | undefined;
  now: PropertyNow;
}

interface ReservationListQuery extends ReservationListFilter {
  sort: ReservationSortKey;
  direction: 'asc' | 'desc';
  pageSize: number;
  /** Where the page starts (after a row) or ends (before a row); none for the first page. */
  cursor?: Pick<ListCursor, 'toward' | 'value' | 'id'> | undefined;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A phone number as typed: digits with spaces, dashes, dots, brackets and a leading +. */
const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * The search over search_text (migration 0019: reference, names folded to plain letters, e-mail,
 * phone digits): a phone-like term by its digits, any other folded as the names are, so "mueller"
 * and "muller" find Müller.
 */
function searchMatches(term: string): SQL {
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 4) {
    return sql`${reservations.searchText} like ${`%${digits}%`}`;
  }
  return sql`${reservations.searchText} like '%' || search_fold(${escapeLike(term)}) || '%'`;
}

function filters(query: ReservationListFilter): SQL[] {
  const conditions: SQL[] = [eq(reservations.propertyId, query.propertyId)];
  const term = query.search?.trim();
  if (term) conditions.push(searchMatches(term));
  const status = query.status && displayStatusCondition(query.status, query.now);
  if (status) conditions.push(status);
  if (query.unitId) conditions.push(eq(reservations.unitId, query.unitId));
  return conditions;
}

/**
 * The rows strictly beyond the cursor's row in reading order (`column` then id, both compared
 * with `>` when `greater`, else `<`), as conditions for consecutive stretches of that order, each
 * read with one index-friendly condition: rows without a value follow all the others when
 * `nullsFollow` (reading in the list's order) and precede them otherwise (reading back).
 */
function beyond(
  column: SQL,
  value: SQL | null,
  id: string,
  greater: boolean,
  nullsFollow: boolean,
  nullable: boolean,
): SQL[] {
  const op = sql.raw(greater ? '>' : '<');
  if (value === null) {
    const nullsPast = sql`${column} is null and ${reservations.id} ${op} ${id}::uuid`;
    return nullsFollow ? [nullsPast] : [nullsPast, sql`${column} is not null`];
  }
  const past = sql`(${column}, ${reservations.id}) ${op} (${value}, ${id}::uuid)`;
  return nullable && nullsFollow ? [past, sql`${column} is null`] : [past];
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

/**
 * One page of the All Reservations list, filtered and sorted in SQL and read from a cursor (keyset
 * paging: the page costs the same however deep it is), ties broken by id, empty values last both
 * ways. Each row read takes its room's name by key. Rows come in the list's order with their
 * sort value (for the next cursors); `more` says whether rows lie beyond the page in the direction
 * it was read.
 */
export async function listReservations(db: Db, query: ReservationListQuery) {
  // Unfiltered, by room or by status: walked room by room, status by status. Filtered, the
  // matching rows are sorted instead (a filter, the search above all, would run again each time).
  // The property's own condition is always there: unfiltered means no other.
  const unfiltered = filters(query).length === 1;
  const found =
    unfiltered && query.sort === 'unit'
      ? await pageByUnit(db, query)
      : unfiltered && query.sort === 'status'
        ? await pageByStatus(db, query)
        : await pageInStretches(db, query);
  const more = found.length > query.pageSize;
  const page = found.slice(0, query.pageSize);
  if (query.cursor?.toward === 'before') page.reverse();
  return { rows: page, more };
}

/** The page read stretch by stretch (see `beyond`), until it has one row more than a page. */
async function pageInStretches(db: Db, query: ReservationListQuery) {
  const found: Awaited<ReturnType<typeof pageQuery>> = [];
  for (const stretch of stretchesOf(query)) {
    const left = query.pageSize + 1 - found.length;
    if (left <= 0) break;
    found.push(...(await pageQuery(db, query, stretch, left)));
  }
  return found;
}

function stretchesOf(query: ReservationListQuery): Array<SQL | undefined> {
  if (!query.cursor) return [undefined];
  const { kind, nullable } = SORT_VALUES[query.sort];
  const { value, id, toward } = query.cursor;
  const backward = toward === 'before';
  return beyond(
    SORT_COLUMNS[query.sort](query.now),
    value === null ? null : FROM_TEXT[kind](value),
    id,
    (query.direction === 'asc') !== backward,
    !backward,
    nullable,
  );
}

/**
 * The page's SQL for its first stretch: one row more than the page, read in the direction of
 * travel (the benchmark runs it under EXPLAIN ANALYZE).
 */
export function reservationPageQuery(db: Db, query: ReservationListQuery) {
  return pageQuery(db, query, stretchesOf(query)[0], query.pageSize + 1);
}

function pageQuery(db: Db, query: ReservationListQuery, stretch: SQL | undefined, limit: number) {
  const { kind, nullable } = SORT_VALUES[query.sort];
  const column = SORT_COLUMNS[query.sort](query.now);
  const backward = query.cursor?.toward === 'before';
  // Reading back walks the list's order in reverse: the other direction, nulls first. A column
  // that is never empty gets no nulls clause: PostgreSQL would not otherwise read an ascending
  // index backwards for a descending sort (check-in, newest first), and sort the whole table.
  const way = sql.raw((query.direction === 'asc') !== backward ? 'asc' : 'desc');
  const nulls = sql.raw(nullable ? (backward ? 'nulls first' : 'nulls last') : '');
  // The room's name by its key for each row read (a nested loop PostgreSQL stops with the limit).
  return db
    .select({ ...reservationListColumns, sortValue: AS_TEXT[kind](column) })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(and(...filters(query), stretch))
    .orderBy(sql`${column} ${way} ${nulls}`, sql`${reservations.id} ${way}`)
    .limit(limit);
}

/** The page sorted by room: its ids read room by room, then its rows (see reservationIdsByUnit). */
async function pageByUnit(db: Db, query: ReservationListQuery) {
  const backward = query.cursor?.toward === 'before';
  const ids = await reservationIdsByUnit(db, {
    propertyId: query.propertyId,
    from: query.cursor && { name: query.cursor.value, id: query.cursor.id },
    ascending: (query.direction === 'asc') !== backward,
    nullsFollow: !backward,
    limit: query.pageSize + 1,
  });
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...reservationListColumns, sortValue: sql<string | null>`${units.name}` })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(inArray(reservations.id, ids));
  return inOrderOf(ids, rows);
}

/** The page sorted by the status shown: its ids read status by status, then its rows. */
async function pageByStatus(db: Db, query: ReservationListQuery) {
  const backward = query.cursor?.toward === 'before';
  const { cursor } = query;
  const ids = await reservationIdsByStatus(db, {
    propertyId: query.propertyId,
    now: query.now,
    from: cursor && cursor.value !== null ? { label: cursor.value, id: cursor.id } : undefined,
    ascending: (query.direction === 'asc') !== backward,
    limit: query.pageSize + 1,
  });
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...reservationListColumns,
      sortValue: sql<string | null>`${displayStatusLabel(query.now)}`,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(inArray(reservations.id, ids));
  return inOrderOf(ids, rows);
}

function inOrderOf<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * How many reservations match the list's filters: counted exactly up to `EXACT_TOTAL_LIMIT` (the
 * count stops there), past it the planner's estimate of the filtered rows, never a full count.
 */
export async function countReservations(db: Db, filter: ReservationListFilter): Promise<ListTotal> {
  const [counted] = await cappedCountQuery(db, filter);
  const count = counted?.count ?? 0;
  if (count <= EXACT_TOTAL_LIMIT) return { exact: true, count };
  const matching = db
    .select({ one: sql`1` })
    .from(reservations)
    .where(and(...filters(filter)));
  const plan = await db.execute(sql`explain (format json) ${matching}`);
  return { exact: false, estimate: Math.max(count, plannedRows(plan)) };
}

/** The count that stops at one past `EXACT_TOTAL_LIMIT` (the benchmark runs it under EXPLAIN ANALYZE). */
export function cappedCountQuery(db: Db, filter: ReservationListFilter) {
  const capped = db
    .select({ one: sql`1` })
    .from(reservations)
    .where(and(...filters(filter)))
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('capped');
  return db.select({ count: sql<number>`count(*)::int` }).from(capped);
}

/** The top node's row estimate from `EXPLAIN (FORMAT JSON)`, as either driver returns it. */
function plannedRows(result: unknown): number {
  const [first] = executedRows(result);
  const cell = first && Object.values(first)[0];
  const plan: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const top: unknown = Array.isArray(plan) ? plan[0] : undefined;
  const planned = isRecord(top) && isRecord(top.Plan) ? top.Plan['Plan Rows'] : undefined;
  return typeof planned === 'number' ? Math.round(planned) : 0;
}
