import { sharePercent } from '@zamalek/domain/analytics';
import {
  isSourceFilter,
  type SourceFilter,
  type SourceTotals,
  sourceFilterValue,
  sourceReport,
} from '@zamalek/domain/analytics-sources';
import { formatMoney } from '@zamalek/domain/money';
import { ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyRow } from '@/components/data-table/data-table';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatCount, formatPercent } from '@/features/analytics/format';
import type { SourceRow } from '@/features/analytics/types';
import { cn } from '@/lib/utils';

/** Columns shown from the small breakpoint up. */
const WIDE = 'hidden sm:table-cell';

function Figures({ totals, revenueWhole }: { totals: SourceTotals; revenueWhole: number }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{formatCount(totals.bookings)}</TableCell>
      <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
        {formatCount(totals.nights)}
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums">
        {formatMoney(totals.revenueCents)}
        {/* On a phone commission and net fold in under the revenue. */}
        <span className="block font-normal text-muted-foreground text-xs sm:hidden">
          net {formatMoney(totals.netCents)}
        </span>
      </TableCell>
      <TableCell className={cn(WIDE, 'text-right text-muted-foreground tabular-nums')}>
        {formatPercent(sharePercent(totals.revenueCents, revenueWhole))}
      </TableCell>
      <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
        {formatMoney(totals.commissionCents)}
      </TableCell>
      <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
        {formatMoney(totals.netCents)}
      </TableCell>
    </>
  );
}

/**
 * Revenue by Source for the selected period: a filter, the Direct group (expandable into its
 * sources), the Booking.com row and the total of what the filter keeps.
 */
export function RevenueBySource({
  sources,
  filter,
  onFilterChange,
}: {
  sources: readonly SourceRow[];
  /** Kept by the page, so the export narrows the same way. */
  filter: SourceFilter;
  onFilterChange: (filter: SourceFilter) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const groupId = useId();
  const filterId = useId();
  const report = sourceReport(sources, filter);
  const whole = report.total.revenueCents;
  const names = sources.map((row) => row.source);
  const picked = filter.startsWith('source:') ? filter.slice('source:'.length) : undefined;
  if (picked !== undefined && !names.includes(picked)) names.push(picked);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-muted-foreground text-sm">
          Source
        </label>
        <Select
          value={filter}
          onValueChange={(value) => {
            if (isSourceFilter(value)) onFilterChange(value);
          }}
        >
          <SelectTrigger id={filterId} className="min-w-44" size="sm">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Sources</SelectItem>
            <SelectItem value="direct">Direct</SelectItem>
            <SelectItem value="bookingCom">Booking.com</SelectItem>
            {names.length > 0 && <SelectSeparator />}
            {names.map((name) => (
              <SelectItem key={name} value={sourceFilterValue(name)}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Table aria-label="Revenue by Source">
        <TableHeader>
          <TableRow>
            <TableHead>Source</TableHead>
            <TableHead className="text-right">Bookings</TableHead>
            <TableHead className={cn(WIDE, 'text-right')}>Nights</TableHead>
            <TableHead className="text-right">Revenue</TableHead>
            <TableHead className={cn(WIDE, 'text-right')}>Share</TableHead>
            <TableHead className={cn(WIDE, 'text-right')}>Commission</TableHead>
            <TableHead className={cn(WIDE, 'text-right')}>Net</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!report.direct && !report.bookingCom && (
            <EmptyRow columns={7} report>
              No bookings for this period
            </EmptyRow>
          )}
          {report.direct && (
            <TableRow data-testid="source-direct">
              <TableHead scope="row" className="font-medium">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={groupId}
                  onClick={() => setExpanded((value) => !value)}
                  className="-ml-1 flex items-center gap-1 rounded px-1 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {expanded ? (
                    <ChevronDownIcon className="size-4" aria-hidden="true" />
                  ) : (
                    <ChevronRightIcon className="size-4" aria-hidden="true" />
                  )}
                  Direct
                  <span className="hidden font-normal text-muted-foreground text-xs sm:inline">
                    ({report.direct.rows.length}{' '}
                    {report.direct.rows.length === 1 ? 'source' : 'sources'})
                  </span>
                </button>
              </TableHead>
              <Figures totals={report.direct.totals} revenueWhole={whole} />
            </TableRow>
          )}
        </TableBody>
        {report.direct && (
          <TableBody id={groupId} hidden={!expanded} className="bg-muted/30">
            {report.direct.rows.map((row) => (
              <TableRow key={row.source}>
                <TableHead
                  scope="row"
                  className="max-w-56 truncate pl-8 font-normal"
                  title={row.source}
                >
                  {row.source}
                </TableHead>
                <Figures totals={{ ...row, effectiveRate: row.averageRate }} revenueWhole={whole} />
              </TableRow>
            ))}
          </TableBody>
        )}
        {report.bookingCom && (
          <TableBody>
            <TableRow data-testid="source-booking-com">
              <TableHead
                scope="row"
                className={cn('font-medium', report.bookingCom.rows.length > 1 && 'cursor-help')}
                title={report.bookingCom.rows.map((row) => row.source).join(', ')}
              >
                <span className="pl-6">Booking.com</span>
              </TableHead>
              <Figures totals={report.bookingCom.totals} revenueWhole={whole} />
            </TableRow>
          </TableBody>
        )}
        <TableFooter>
          <TableRow data-testid="source-total">
            <TableHead scope="row">Total</TableHead>
            <Figures totals={report.total} revenueWhole={whole} />
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
