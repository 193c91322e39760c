import { Link } from '@tanstack/react-router';
import type { SortingState } from '@tanstack/react-table';
import { formatLongDate } from '@zamalek/domain/dates';
import { ArrowDownIcon, ArrowUpIcon, BedDoubleIcon } from 'lucide-react';
import { StatusBadge } from '@/components/stay/stay-badges';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { isMoneySort, isSortKey, SORT_LABELS } from '@/features/reservations/list-state';
import type { ReservationListRow } from '@/features/reservations/types';
import { guestsLabel, moneyOrDash } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Phones: one card per reservation, with a sort picker in place of the column headers. */
export function ListCards({
  rows,
  isPending,
  isError,
  refreshing,
  sorting,
  onSortingChange,
  seesMoney,
}: {
  rows: readonly ReservationListRow[];
  isPending: boolean;
  isError: boolean;
  refreshing: boolean;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** Whether the rows carry their prices (the server sends none to those who may not see them). */
  seesMoney: boolean;
}) {
  const sort = sorting[0] ?? { id: 'createdAt', desc: true };
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Select
          value={sort.id}
          onValueChange={(id) => {
            if (isSortKey(id)) onSortingChange([{ id, desc: false }]);
          }}
        >
          <SelectTrigger className="flex-1" aria-label="Sort by">
            <span className="text-muted-foreground">Sort:</span>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(SORT_LABELS)
              .filter(([key]) => seesMoney || !isMoneySort(key))
              .map(([key, label]) => (
                <SelectItem key={key} value={key}>
                  {label}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          size="icon"
          aria-label={sort.desc ? 'Sorted descending' : 'Sorted ascending'}
          title="Reverse the order"
          onClick={() => onSortingChange([{ id: sort.id, desc: !sort.desc }])}
        >
          {sort.desc ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
        </Button>
      </div>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand" label="Loading reservations" />
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border bg-card py-10 text-center text-muted-foreground text-sm">
          {isError ? 'Failed to load reservations' : 'No reservations found'}
        </p>
      ) : (
        <ul className={cn('grid gap-2', refreshing && 'opacity-70')}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to="/reservation/$id"
                params={{ id: row.id }}
                data-testid="reservation-card"
                className="grid gap-1.5 rounded-lg border bg-card p-3 text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-mono text-[11px] text-muted-foreground">
                    {row.bookingReference}
                  </span>
                  <StatusBadge status={row.displayStatus} />
                </span>
                <span className="line-clamp-2 font-medium">
                  {row.guestNames.join(', ') || 'N/A'}
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-muted-foreground text-xs">
                  <span className="flex items-center gap-1">
                    <BedDoubleIcon className="size-3.5" aria-hidden="true" />
                    {row.unitName ?? 'N/A'}
                  </span>
                  <span>
                    {row.nights} {row.nights === 1 ? 'night' : 'nights'}
                  </span>
                  <span>{guestsLabel(row.numberOfGuests)}</span>
                  {row.source && <span className="truncate">{row.source}</span>}
                </span>
                <span className="flex items-center justify-between gap-2 text-xs">
                  <span>
                    {formatLongDate(row.checkInDate)} → {formatLongDate(row.checkOutDate)}
                  </span>
                  {seesMoney && (
                    <span className="font-semibold text-sm tabular-nums">
                      {moneyOrDash(row.totalPriceCents)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
