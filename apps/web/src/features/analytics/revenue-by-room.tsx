import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { daysInRange, occupancyRate } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { useState } from 'react';
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
import {
  defaultReportRange,
  formatCount,
  formatSquareMetres,
  plural,
} from '@/features/analytics/format';
import { OccupancyBadge, OccupancyLegend } from '@/features/analytics/occupancy-badge';
import { RangePicker } from '@/features/analytics/range-picker';
import { ReportCard } from '@/features/analytics/report-card';
import { ErrorBlock, LoadingBlock } from '@/features/analytics/states';
import type { RoomRevenueRow } from '@/features/analytics/types';
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

function RoomTable({ rows, range }: { rows: readonly RoomRevenueRow[]; range: DateRange }) {
  const nights = rows.reduce((sum, row) => sum + row.nights, 0);
  const bookings = rows.reduce((sum, row) => sum + row.bookings, 0);
  const revenue = rows.reduce((sum, row) => sum + row.revenueCents, 0);
  const overall = occupancyRate(nights, rows.length, daysInRange(range));

  return (
    <Table aria-label="Revenue by Room">
      <TableHeader>
        <TableRow>
          <TableHead>Room ID</TableHead>
          <TableHead className={WIDE}>Room Type</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Area</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Terrace</TableHead>
          <TableHead>Occupancy</TableHead>
          <TableHead className={cn(WIDE, 'text-right')}>Number of Bookings</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && (
          <EmptyRow columns={7} report>
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
            <TableCell>
              <OccupancyBadge rate={row.occupancyRate} />
            </TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatCount(row.bookings)}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatMoney(row.revenueCents)}
              <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                {plural(row.bookings, 'booking')}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      {rows.length > 0 && (
        <TableFooter>
          <TableRow data-testid="room-total">
            <TableHead scope="row">Total</TableHead>
            <TableCell className={cn(WIDE, 'text-muted-foreground')}>
              {rows.length} {rows.length === 1 ? 'room' : 'rooms'}
            </TableCell>
            <TableCell className={WIDE} />
            <TableCell className={WIDE} />
            <TableCell>
              <OccupancyBadge rate={overall} />
            </TableCell>
            <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
              {formatCount(bookings)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(revenue)}
              <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                {plural(bookings, 'booking')}
              </span>
            </TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}

/** Revenue by Room, over its own range (first of last month through today unless changed). */
export function RevenueByRoom({ today }: { today: IsoDate }) {
  const trpc = useTRPC();
  const [picked, setPicked] = useState<DateRange | null>(null);
  const range = picked ?? defaultReportRange(today);
  const rooms = useQuery(
    trpc.analytics.byRoom.queryOptions(range, { placeholderData: keepPreviousData }),
  );

  return (
    <ReportCard
      title="Revenue by Room"
      description="Nights, bookings and revenue of each room inside the chosen dates."
      actions={
        <RangePicker
          id="room-range"
          label="Revenue by Room dates"
          value={range}
          onChange={setPicked}
          today={today}
          className="w-full sm:w-auto"
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
          <RoomTable rows={rooms.data} range={range} />
          <OccupancyLegend />
        </div>
      )}
    </ReportCard>
  );
}
