import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongDate, isValidIsoDate } from '@zamalek/domain/dates';
import {
  ARRIVAL_REGISTRATION_LABELS,
  ARRIVAL_REGISTRATION_STATUSES,
} from '@zamalek/domain/registrations/completeness';
import { useState } from 'react';
import { DataTable, EmptyRow, LoadingRow } from '@/components/data-table/data-table';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import type { RouterOutputs } from '@/lib/router-types';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';
import { ArrivalStatusBadge } from './arrival-status-badge';

type ArrivalRow = RouterOutputs['registrationArrivals']['ofDay']['rows'][number];

const COLUMNS = [
  'Booking',
  'Room',
  'Guest',
  'Guests',
  'Arrives',
  'Signed / filled / missing',
  'Link',
  'Status',
];

/**
 * The Registrations page's Arrivals: a day's arriving stays and the in-house stays whose
 * registration is not complete, counted per status, each row leading to its reservation.
 */
export function ArrivalsSection() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const [day, setDay] = useState(today);
  const chosen = isValidIsoDate(day) ? day : today;
  const arrivals = useQuery(
    trpc.registrationArrivals.ofDay.queryOptions(
      { day: chosen },
      { placeholderData: keepPreviousData },
    ),
  );
  const rows = arrivals.data?.rows ?? [];
  return (
    <section aria-labelledby="arrivals-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="arrivals-heading" className="font-serif text-2xl text-primary">
            Arrivals
          </h2>
          <p className="text-muted-foreground text-sm">
            Stays arriving on {formatLongDate(chosen)}, and guests in the house not yet registered.
          </p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="arrivals-day">Day</Label>
          <Input
            id="arrivals-day"
            type="date"
            className="w-44"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Stays per status">
        {ARRIVAL_REGISTRATION_STATUSES.map((status) => (
          <li key={status}>
            <Card className="py-2">
              <CardContent className="flex items-center gap-2 px-3 text-sm">
                <ArrivalStatusBadge status={status} />
                <span data-testid={`arrivals-${status}`}>{arrivals.data?.counts[status] ?? 0}</span>
                <span className="sr-only">{ARRIVAL_REGISTRATION_LABELS[status]} stays</span>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <DataTable
        label="Arrivals"
        head={COLUMNS.map((column) => (
          <TableHead key={column} className="text-muted-foreground text-xs">
            {column}
          </TableHead>
        ))}
      >
        <TableBody>
          {arrivals.isPending ? (
            <LoadingRow columns={COLUMNS.length} label="Loading arrivals" />
          ) : arrivals.isError ? (
            <EmptyRow columns={COLUMNS.length}>The arrivals could not be loaded.</EmptyRow>
          ) : rows.length === 0 ? (
            <EmptyRow columns={COLUMNS.length}>No arrivals on this day.</EmptyRow>
          ) : (
            rows.map((row) => <ArrivalTableRow key={row.reservationId} row={row} />)
          )}
        </TableBody>
      </DataTable>
    </section>
  );
}

function ArrivalTableRow({ row }: { row: ArrivalRow }) {
  return (
    <TableRow data-testid="arrival-row">
      <TableCell>
        <Link
          to="/reservation/$id"
          params={{ id: row.reservationId }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.bookingReference}
        </Link>
      </TableCell>
      <TableCell>{row.room ?? 'No room'}</TableCell>
      <TableCell>{row.firstGuest}</TableCell>
      <TableCell>
        {row.guests} ({row.adults} {row.adults === 1 ? 'adult' : 'adults'}
        {row.children > 0 && `, ${row.children} ${row.children === 1 ? 'child' : 'children'}`})
      </TableCell>
      <TableCell>{row.arriving ? (row.arrivalTime ?? 'Not given') : 'In the house'}</TableCell>
      <TableCell>
        {row.signed} / {row.filled} / {row.missing}
      </TableCell>
      <TableCell>{row.linkSent ? 'Sent' : 'Not sent'}</TableCell>
      <TableCell>
        <ArrivalStatusBadge status={row.status} />
      </TableCell>
    </TableRow>
  );
}
