import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatShortDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { can } from '@zamalek/domain/roles';
import { displayStatus } from '@zamalek/domain/stays';
import { BedDoubleIcon, CalendarCheckIcon, WalletIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { DataTable, EmptyRow } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page/page-header';
import { StatusBadge } from '@/components/stay/stay-badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useAuth } from '@/lib/auth';
import { moneyOrDash } from '@/lib/format';
import type { RouterOutputs } from '@/lib/router-types';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePropertyNow } from '@/lib/use-property-today';
import { cn } from '@/lib/utils';

type MyRow = RouterOutputs['myReservations']['overview']['rows'][number];

const NO_ROWS: MyRow[] = [];
const COLUMNS = [
  'Booking Ref',
  'Guest(s)',
  'Unit',
  'Check-in',
  'Check-out',
  'Status',
  'Total',
  'Commission',
] as const;

function SummaryCard({
  title,
  value,
  hint,
  icon,
}: {
  title: string;
  value: React.ReactNode;
  hint: string;
  icon: React.ReactNode;
}) {
  // Phones: one compact line per card (title left, figure right); wider: the figure below.
  return (
    <Card className="gap-0 py-3 sm:gap-2 sm:py-5">
      <CardHeader className="flex items-center gap-2 px-4 sm:justify-between sm:px-5">
        <span className="text-muted-foreground [&_svg]:size-4 sm:order-last" aria-hidden="true">
          {icon}
        </span>
        <CardTitle className="flex-1 font-medium text-muted-foreground text-sm sm:flex-none">
          {title}
        </CardTitle>
        <p className="font-semibold text-lg tabular-nums sm:hidden">{value}</p>
      </CardHeader>
      <CardContent className="hidden px-5 sm:block">
        <p className="font-semibold text-2xl tabular-nums">{value}</p>
        <p className="mt-0.5 text-muted-foreground text-xs">{hint}</p>
      </CardContent>
    </Card>
  );
}

/** A cancelled stay earns nothing: its amounts are shown struck through. */
function Amount({ row, cents }: { row: MyRow; cents: number | null }) {
  const cancelled = row.status === 'cancelled';
  return cancelled ? (
    <span className="text-muted-foreground line-through" title="Cancelled: not counted">
      {moneyOrDash(cents)}
    </span>
  ) : (
    moneyOrDash(cents)
  );
}

function guestsText(row: MyRow): string {
  return row.guestNames.filter((name) => name.trim()).join(', ') || 'N/A';
}

/** Shown instead of "No reservations found" while no admin has linked the account to a source. */
const NOT_LINKED_MESSAGE =
  'Your account is not linked to a booking source yet. Ask an admin to link it on the Users page.';

/**
 * My Reservations: the stays booked under the sales source an admin linked to the signed-in
 * person, with this month's count and commission and all nights booked. Staff open a row's
 * reservation; sales agents without a role cannot open reservation pages, so their rows are plain.
 */
export function MyReservationsPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const canOpen = can(useAuth(), 'reservations.view');
  const now = usePropertyNow();
  // The table wants ~950 px; tablets and phones get cards.
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const overview = useQuery(trpc.myReservations.overview.queryOptions());
  const rows = overview.data?.rows ?? NO_ROWS;

  useEffect(() => {
    if (overview.isError) toast.error('Failed to load your reservations');
  }, [overview.isError]);

  const open = (row: MyRow) => {
    if (canOpen) void navigate({ to: '/reservation/$id', params: { id: row.id } });
  };
  const reference = (row: MyRow) =>
    canOpen ? (
      <Link
        to="/reservation/$id"
        params={{ id: row.id }}
        className="font-mono text-xs underline-offset-4 hover:underline"
      >
        {row.bookingReference}
      </Link>
    ) : (
      <span className="font-mono text-xs">{row.bookingReference}</span>
    );
  const data = overview.data;
  const loadingValue = <Spinner className="size-5 text-muted-foreground" label="Loading" />;
  const empty = overview.isPending ? (
    <Spinner className="inline size-6 text-brand" label="Loading your reservations" />
  ) : overview.isError ? (
    'Failed to load your reservations'
  ) : data?.salesSource === null ? (
    <span data-testid="not-linked">{NOT_LINKED_MESSAGE}</span>
  ) : (
    'No reservations found'
  );

  return (
    <>
      <PageHeader
        title="My Reservations"
        subtitle={
          data?.salesSource
            ? `Stays booked under “${data.salesSource}”, and your commission`
            : 'Your sales and commissions'
        }
      />
      <div className="mb-6 grid gap-2 sm:grid-cols-3 sm:gap-3">
        <SummaryCard
          title="This Month's Reservations"
          value={data ? data.monthReservations : loadingValue}
          hint="Checking in this month"
          icon={<CalendarCheckIcon />}
        />
        <SummaryCard
          title="Monthly Commission"
          value={data ? formatMoney(data.monthCommissionCents) : loadingValue}
          hint="On this month's reservations"
          icon={<WalletIcon />}
        />
        <SummaryCard
          title="Total Nights Booked"
          value={data ? data.totalNights : loadingValue}
          hint="All your stays, cancellations excluded"
          icon={<BedDoubleIcon />}
        />
      </div>
      {isDesktop ? (
        <DataTable
          label="My reservations"
          busy={overview.isFetching}
          head={COLUMNS.map((column) => (
            <TableHead
              key={column}
              className={cn(
                'px-3 text-muted-foreground text-xs',
                (column === 'Total' || column === 'Commission') && 'text-right',
              )}
            >
              {column}
            </TableHead>
          ))}
        >
          <TableBody className="[&_td]:px-3 [&_td]:py-2.5">
            {rows.length === 0 ? (
              <EmptyRow columns={COLUMNS.length}>{empty}</EmptyRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  data-testid="my-reservation-row"
                  className={cn(canOpen ? 'cursor-pointer' : 'hover:bg-transparent')}
                  onClick={(event) => {
                    if (event.target instanceof Element && event.target.closest('a')) return;
                    open(row);
                  }}
                >
                  <TableCell>{reference(row)}</TableCell>
                  <TableCell className="max-w-56 truncate" title={guestsText(row)}>
                    {guestsText(row)}
                  </TableCell>
                  <TableCell>{row.unitName ?? 'N/A'}</TableCell>
                  <TableCell>{formatShortDate(row.checkInDate)}</TableCell>
                  <TableCell>{formatShortDate(row.checkOutDate)}</TableCell>
                  <TableCell>
                    <StatusBadge
                      status={displayStatus(row.status, row.checkInDate, row.checkOutDate, now)}
                    />
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    <Amount row={row} cents={row.totalPriceCents} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    <Amount row={row} cents={row.commissionAmountCents} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </DataTable>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-10 text-center text-muted-foreground text-sm">
          {empty}
        </p>
      ) : (
        <ul className="grid items-start gap-3 sm:grid-cols-2" aria-label="My reservations">
          {rows.map((row) => (
            <li key={row.id} data-testid="my-reservation-row">
              <Card className="gap-2 py-3">
                <CardHeader className="flex items-center justify-between gap-2 px-4">
                  {reference(row)}
                  <StatusBadge
                    status={displayStatus(row.status, row.checkInDate, row.checkOutDate, now)}
                  />
                </CardHeader>
                <CardContent className="grid gap-1 px-4 text-sm">
                  <p className="truncate font-medium">{guestsText(row)}</p>
                  <p className="text-muted-foreground tabular-nums">
                    {row.unitName ?? 'No unit'} · {formatShortDate(row.checkInDate)} –{' '}
                    {formatShortDate(row.checkOutDate)}
                  </p>
                  <p className="flex justify-between tabular-nums">
                    <span>
                      Total <Amount row={row} cents={row.totalPriceCents} />
                    </span>
                    <span className="text-muted-foreground">
                      Commission <Amount row={row} cents={row.commissionAmountCents} />
                    </span>
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
