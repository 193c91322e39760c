import { type SourceTotals, sourceReport } from '@zamalek/domain/analytics-sources';
import type { DateRange } from '@zamalek/domain/date-range';
import { formatMoney } from '@zamalek/domain/money';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatCount, formatPercent, formatRange, plural } from '@/features/analytics/format';
import type { SourceRow } from '@/features/analytics/types';
import { cn } from '@/lib/utils';

/** One source's figures as a small card, for phones where the table would not fit. */
function SourceCard({
  name,
  figures,
  isTotal,
}: {
  name: string;
  figures: SourceTotals;
  isTotal: boolean;
}) {
  const items = [
    ['Gross', formatMoney(figures.revenueCents)],
    ['Commission', formatMoney(figures.commissionCents)],
    ['Net', formatMoney(figures.netCents)],
  ] as const;
  return (
    <li className={cn('grid gap-1.5 rounded-lg border p-3', isTotal && 'bg-muted/50')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="min-w-0 truncate text-left font-medium text-sm" dir="auto">
          {name}
        </p>
        <p className="text-muted-foreground text-xs tabular-nums">
          {plural(figures.bookings, 'booking')} · rate {formatPercent(figures.effectiveRate)}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {items.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** "Direct Booking Sources": each direct source's bookings, gross, rate, commission and net. */
export function DirectSourcesDialog({
  open,
  onOpenChange,
  sources,
  range,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: readonly SourceRow[];
  range: DateRange;
}) {
  const direct = sourceReport(sources, 'direct').direct;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[80dvh] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Direct Booking Sources</DialogTitle>
          <DialogDescription>
            Bookings not made through Booking.com, {formatRange(range)}.
          </DialogDescription>
        </DialogHeader>
        {direct ? (
          <>
            <ul className="grid gap-2 sm:hidden" aria-label="Direct sources">
              {[
                ...direct.rows.map((row) => ({ ...row, effectiveRate: row.averageRate })),
                null,
              ].map((row) => (
                <SourceCard
                  key={row ? row.source : 'total'}
                  name={row ? row.source : 'Total'}
                  figures={row ?? direct.totals}
                  isTotal={row === null}
                />
              ))}
            </ul>
            <Table className="hidden sm:table">
              <TableHeader>
                <TableRow>
                  <TableHead>Source</TableHead>
                  <TableHead className="text-right">Bookings</TableHead>
                  <TableHead className="text-right">Gross</TableHead>
                  <TableHead className="text-right">Rate</TableHead>
                  <TableHead className="text-right">Commission</TableHead>
                  <TableHead className="text-right">Net</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {direct.rows.map((row) => (
                  <TableRow key={row.source}>
                    <TableHead
                      scope="row"
                      className="max-w-48 truncate font-medium"
                      title={row.source}
                      dir="auto"
                    >
                      {row.source}
                    </TableHead>
                    <TableCell className="text-right tabular-nums">
                      {formatCount(row.bookings)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(row.revenueCents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatPercent(row.averageRate)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(row.commissionCents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(row.netCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableHead scope="row">Total</TableHead>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(direct.totals.bookings)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(direct.totals.revenueCents)}
                  </TableCell>
                  <TableCell
                    className="text-right tabular-nums"
                    title="Commission as a share of gross revenue"
                  >
                    {formatPercent(direct.totals.effectiveRate)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(direct.totals.commissionCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(direct.totals.netCents)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </>
        ) : (
          <p className="py-8 text-center text-muted-foreground text-sm">
            No direct booking sources found for this period
          </p>
        )}
        <p className="text-muted-foreground text-xs">
          Rate is each source's average commission rate; the total's is its commission as a share of
          gross. Stays that straddle the period count only for their nights inside it.
        </p>
      </DialogContent>
    </Dialog>
  );
}
