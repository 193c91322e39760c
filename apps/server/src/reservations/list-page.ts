import type { Db } from '@zamalek/db/client';
import { listReservations, type ReservationListFilter } from '@zamalek/db/queries/reservation-list';
import { decodeListCursor, encodeListCursor, type ListCursor } from '@zamalek/domain/list-cursor';
import { MONEY_WITHHELD_MESSAGE, seesStayMoney } from '@zamalek/domain/money-view';
import { MONEY_SORT_KEYS, type ReservationSortKey } from '@zamalek/domain/reservation-list';
import type { CapabilityHolder } from '@zamalek/domain/roles';
import type { PropertyNow } from '@zamalek/domain/stays';
import { AppError } from '../errors';
import { withRowMoney } from './row-money';
import { withDisplayStatus } from './with-display-status';

export interface ListPageInput extends Omit<ReservationListFilter, 'now'> {
  sort: ReservationSortKey;
  direction: 'asc' | 'desc';
  pageSize: number;
  /** A page link from an earlier answer (`next` or `previous`); none for the first page. */
  cursor?: string | undefined;
}

/** The page link's position, refused unless the list wrote it for this very sort. */
function positionOf(input: ListPageInput): ListCursor | undefined {
  if (input.cursor === undefined) return undefined;
  const cursor = decodeListCursor(input.cursor);
  if (cursor === null || cursor.sort !== input.sort || cursor.direction !== input.direction) {
    throw new AppError('INVALID_LIST_CURSOR');
  }
  return cursor;
}

/**
 * One page of All Reservations and the links to its neighbours. A previous page that comes up
 * short (stays before it were deleted) is answered with the first page, which has no previous.
 * A reader who does not see money gets rows without prices, and may not sort by them (the page
 * links carry the sort's values).
 */
export async function reservationListPage(
  db: Db,
  reader: CapabilityHolder,
  input: ListPageInput,
  { now }: { now: PropertyNow },
) {
  const seesMoney = seesStayMoney(reader);
  if (!seesMoney && MONEY_SORT_KEYS.includes(input.sort)) {
    throw new AppError('FORBIDDEN', MONEY_WITHHELD_MESSAGE);
  }
  const position = positionOf(input);
  const { cursor: _cursor, ...query } = input;
  const first = () => listReservations(db, { ...query, now });
  let page = await listReservations(db, { ...query, now, cursor: position });
  let from = position;
  if (position?.toward === 'before' && page.rows.length < input.pageSize) {
    page = await first();
    from = undefined;
  }
  const link = (toward: ListCursor['toward'], row: { sortValue: string | null; id: string }) =>
    encodeListCursor({
      sort: input.sort,
      direction: input.direction,
      toward,
      value: row.sortValue,
      id: row.id,
    });
  const firstRow = page.rows[0];
  const lastRow = page.rows.at(-1);
  const hasPrevious = from === undefined ? false : from.toward === 'before' ? page.more : true;
  const hasNext = from?.toward === 'before' ? true : page.more;
  // An empty page past the end still leads back to the rows before its position.
  const beforeThis = firstRow ?? (from && { sortValue: from.value, id: from.id });
  return {
    rows: withDisplayStatus(
      withRowMoney(
        page.rows.map(({ sortValue: _value, ...row }) => row),
        seesMoney,
      ),
      now,
    ),
    pageSize: input.pageSize,
    previous: hasPrevious && beforeThis ? link('before', beforeThis) : null,
    next: hasNext && lastRow ? link('after', lastRow) : null,
  };
}
