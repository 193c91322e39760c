import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { isUnpriced, PRICE_TO_CONFIRM } from '@zamalek/domain/channels';
import { formatLongDate } from '@zamalek/domain/dates';
import { StatusBadge } from '@/components/stay/stay-badges';
import type { SortKey } from '@/features/reservations/list-state';
import type { ReservationListRow } from '@/features/reservations/types';
import { formatCreatedDate, moneyOrDash, orNA } from '@/lib/format';

/** Sorting and paging state only: the server sorts, filters and pages. */
export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });

const helper = createColumnHelper<typeof listFeatures, ReservationListRow>();

/** The spec's 13 columns, in order; each id is the server's sort key. */
export const listColumns = helper.columns([
  helper.accessor((row) => row.unitName, {
    id: 'unit' satisfies SortKey,
    header: 'Room ID',
    cell: (info) => <span className="font-medium">{info.getValue() ?? 'N/A'}</span>,
  }),
  helper.accessor((row) => row.guestNames.join(', '), {
    id: 'guestNames' satisfies SortKey,
    header: 'Guest Name(s)',
    cell: (info) => (
      <span className="block max-w-28 truncate 2xl:max-w-52" title={info.getValue()}>
        {info.getValue() || 'N/A'}
      </span>
    ),
  }),
  helper.accessor((row) => row.checkInDate, {
    id: 'checkIn' satisfies SortKey,
    header: 'Check-in',
    cell: (info) => formatLongDate(info.getValue()),
  }),
  helper.accessor((row) => row.checkOutDate, {
    id: 'checkOut' satisfies SortKey,
    header: 'Check-out',
    cell: (info) => formatLongDate(info.getValue()),
  }),
  helper.accessor((row) => row.nights, {
    id: 'nights' satisfies SortKey,
    header: 'Nights',
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  helper.accessor((row) => row.numberOfGuests, {
    id: 'guests' satisfies SortKey,
    header: 'Guests',
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  helper.accessor((row) => row.guestNationality, {
    id: 'nationality' satisfies SortKey,
    header: 'Nationality',
    cell: (info) => orNA(info.getValue()),
  }),
  helper.accessor((row) => row.displayStatus, {
    id: 'status' satisfies SortKey,
    header: 'Status',
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  helper.accessor((row) => row.source, {
    id: 'source' satisfies SortKey,
    header: 'Source',
    cell: (info) => (
      <span className="block max-w-24 truncate 2xl:max-w-40" title={info.getValue() ?? undefined}>
        {orNA(info.getValue())}
      </span>
    ),
  }),
  helper.accessor((row) => row.pricePerNightCents, {
    id: 'pricePerNight' satisfies SortKey,
    header: 'Price/Night',
    cell: (info) =>
      isUnpriced(info.getValue()) ? (
        <span className="text-warning-foreground text-xs dark:text-warning">
          {PRICE_TO_CONFIRM}
        </span>
      ) : (
        <span className="tabular-nums">{moneyOrDash(info.getValue())}</span>
      ),
  }),
  helper.accessor((row) => row.totalPriceCents, {
    id: 'total' satisfies SortKey,
    header: 'Total',
    cell: (info) => (
      <span className="font-medium tabular-nums">{moneyOrDash(info.getValue())}</span>
    ),
  }),
  helper.accessor((row) => row.bookingReference, {
    id: 'reference' satisfies SortKey,
    header: 'Reference',
    cell: (info) => (
      <Link
        to="/reservation/$id"
        params={{ id: info.row.original.id }}
        className="font-mono text-[10.5px] tracking-tighter 2xl:text-xs underline-offset-4 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor((row) => row.createdAt, {
    id: 'createdAt' satisfies SortKey,
    header: 'Date Created',
    cell: (info) => formatCreatedDate(info.getValue()),
  }),
]);
