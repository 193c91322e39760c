import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@zamalek/domain/date-range';
import { formatMoney } from '@zamalek/domain/money';
import { EmptyRow } from '@/components/data-table/data-table';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { ExportCsvButton } from '@/features/analytics/csv-export';
import { formatCount, formatSquareMetres, plural } from '@/features/analytics/format';
import { OccupancyBadge, OccupancyLegend } from '@/features/analytics/occupancy-badge';
import { ReportCard } from '@/features/analytics/report-card';
import { ErrorBlock, LoadingBlock } from '@/features/analytics/states';
import type { RoomRevenue, RoomRevenueRow } from '@/features/analytics/types';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';

/** Columns shown from the small breakpoint up; on a phone they fold into the first or last cell. */
const WIDE = 'hidden sm:table-cell';

/** "Studio · 40 m² + 6 m² terrace". */
function roomFacts(row: RoomRevenueRow): string {
  const area = row.area === null ? null : formatSquareMetres(row.area);
  const size =
    area && row.terrace !== null ? `${area} + ${formatSquareMetres(row.terrace)} terrace` : area;
  return [row.unitType, size].filter(Boolean).join(' · ');
}

/** What a phone shows under the revenue, where the nights and bookings columns are folded away. */
function PhoneCounts({ nights, bookings }: { nights: number; bookings: number }) {
  return (
    <span className="block font-normal text-muted-foreground text-xs sm:hidden">
      <span className="block">{plural(nights, 'night')}</span>
      <span className="block">{plural(bookings, 'booking')}</span>
    </span>
  );
}

function RoomTable({ report }: { report: RoomRevenue }) {
  const { rows, total } = report;

  return (
    <Table aria-label="Revenue by Room">
      <TableHeader>
        <TableRow>
          <TableHead>Room ID</TableHead>
          <TableHead className={WIDE}>Room Type</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Area</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Terrace</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Nights</TableHead>
          <TableHead>Occupancy</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Number of Bookings</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && (
          <EmptyRow columns={8} report>
            No rooms yet
          </EmptyRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.unitId}>
            <TableHead scope="row" className="whitespace-normal font-medium sm:whitespace-nowrap">
              {row.name}
              {/* On a phone the type and size columns fold in here. */}
              <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                {roomFacts(row)}
              </span>
            </TableHead>
            <TableCell className={WIDE}>{row.unitType ?? '–'}</TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatSquareMetres(row.area)}
            </TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatSquareMetres(row.terrace)}
            </TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatCount(row.nights)}
            </TableCell>
            <TableCell>
              <OccupancyBadge rate={row.occupancyRate} />
            </TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatCount(row.bookings)}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatMoney(row.revenueCents)}
              <PhoneCounts nights={row.nights} bookings={row.bookings} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      {rows.length > 0 && (
        <TableFooter>
          <TableRow data-testid="room-total">
            <TableHead scope="row">Total</TableHead>
            <TableCell className={cn(WIDE, 'text-muted-foreground')}>
              {plural(rows.length, 'room')}
            </TableCell>
            <TableCell className={WIDE} />
            <TableCell className={WIDE} />
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatCount(total.nights)}
            </TableCell>
            <TableCell>
              <OccupancyBadge rate={total.occupancyRate} />
            </TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatCount(total.bookings)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(total.revenueCents)}
              <PhoneCounts nights={total.nights} bookings={total.bookings} />
            </TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}

/** Revenue by Room over the page's period: each room's nights sold, occupancy and revenue. */
export function RevenueByRoom({ range }: { range: DateRange }) {
  const trpc = useTRPC();
  const rooms = useQuery(
    trpc.analytics.byRoom.queryOptions(range, { placeholderData: keepPreviousData }),
  );

  return (
    <ReportCard
      title="Revenue by Room"
      description="Nights sold, occupancy, bookings and revenue of each room in the period."
      actions={
        <ExportCsvButton
          report="rooms"
          title="Revenue by Room"
          range={range}
          disabled={!rooms.data || rooms.isPlaceholderData}
        />
      }
      updating={rooms.isFetching && rooms.isPlaceholderData}
    >
      {rooms.isPending ? (
        <LoadingBlock label="Loading rooms" />
      ) : rooms.isError ? (
        <ErrorBlock
          what="revenue by room"
          error={rooms.error}
          onRetry={() => void rooms.refetch()}
        />
      ) : (
        <div className={cn('grid gap-3', rooms.isPlaceholderData && 'opacity-60')}>
          <RoomTable report={rooms.data} />
          <OccupancyLegend />
        </div>
      )}
    </ReportCard>
  );
}
