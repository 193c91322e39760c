import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@zamalek/domain/date-range';
import { formatMoney } from '@zamalek/domain/money';
import { isOneOf } from '@zamalek/domain/type-guards';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyRow } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
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
import { ExportCsvButton } from '@/features/analytics/csv-export';
import { formatCount, plural } from '@/features/analytics/format';
import {
  DEFAULT_GUEST_SORT,
  GUEST_SORT_KEYS,
  type GuestSort,
  type GuestSortKey,
  nextGuestSort,
  sortGuestRows,
} from '@/features/analytics/guest-sort';
import { ReportCard } from '@/features/analytics/report-card';
import { ErrorBlock, LoadingBlock } from '@/features/analytics/states';
import type { GuestRevenueRow } from '@/features/analytics/types';
import { moneyOrDash } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const ALL = 'all';
/** The server lists at most this many stays; say so when a range reaches it. */
const ROW_LIMIT = 2000;

/** Columns shown from the small breakpoint up; on a phone they fold into the first and last cells. */
const WIDE = 'hidden sm:table-cell';

const COLUMNS: readonly {
  key: GuestSortKey;
  label: string;
  /** The header on a phone, when it differs. */
  short?: string;
  numeric: boolean;
  wide: boolean;
}[] = [
  { key: 'guestName', label: 'Guest Name', short: 'Guest', numeric: false, wide: false },
  { key: 'unitName', label: 'Room ID', numeric: false, wide: true },
  { key: 'nationality', label: 'Nationality', numeric: false, wide: true },
  { key: 'nights', label: 'Total Nights', numeric: true, wide: true },
  { key: 'pricePerNightCents', label: 'Price per Night', numeric: true, wide: true },
  { key: 'revenueCents', label: 'Total', numeric: true, wide: false },
];

function SortableHead({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: GuestSort;
  onSort: (key: GuestSortKey) => void;
}) {
  const active = sort.key === column.key;
  return (
    <TableHead
      aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      className={cn(column.numeric && 'text-right', column.wide && WIDE)}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={cn(
          'inline-flex items-center gap-1 rounded outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          active ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {column.short ? (
          <>
            <span className="sm:hidden">{column.short}</span>
            <span className="hidden sm:inline">{column.label}</span>
          </>
        ) : (
          column.label
        )}
        {active ? (
          sort.desc ? (
            <ArrowDownIcon className="size-3.5" aria-hidden="true" />
          ) : (
            <ArrowUpIcon className="size-3.5" aria-hidden="true" />
          )
        ) : (
          <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden="true" />
        )}
      </button>
    </TableHead>
  );
}

function isGuestSortKey(value: string): value is GuestSortKey {
  return isOneOf(GUEST_SORT_KEYS, value);
}

/** On a phone some columns are folded away: sort by any of them from here. */
function PhoneSort({ sort, onChange }: { sort: GuestSort; onChange: (sort: GuestSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 sm:hidden">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        Sort by
      </label>
      <Select
        value={sort.key}
        onValueChange={(value) => {
          if (isGuestSortKey(value)) onChange({ key: value, desc: sort.desc });
        }}
      >
        <SelectTrigger id={id} size="sm" className="flex-1">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {COLUMNS.map((column) => (
            <SelectItem key={column.key} value={column.key}>
              {column.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange({ key: sort.key, desc: !sort.desc })}
        aria-label={
          sort.desc ? 'Descending; switch to ascending' : 'Ascending; switch to descending'
        }
      >
        {sort.desc ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
        {sort.desc ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}

function GuestTable({ rows }: { rows: readonly GuestRevenueRow[] }) {
  const [sort, setSort] = useState<GuestSort>(DEFAULT_GUEST_SORT);
  const sorted = sortGuestRows(rows, sort);
  const nights = rows.reduce((sum, row) => sum + row.nights, 0);
  const revenue = rows.reduce((sum, row) => sum + row.revenueCents, 0);
  const stays = `${formatCount(rows.length)} ${rows.length === 1 ? 'stay' : 'stays'}`;

  return (
    <div className="grid gap-2">
      {rows.length > 1 && <PhoneSort sort={sort} onChange={setSort} />}
      <Table aria-label="Revenue by Guests">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <SortableHead
                key={column.key}
                column={column}
                sort={sort}
                onSort={(key) => setSort((current) => nextGuestSort(current, key))}
              />
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <EmptyRow columns={COLUMNS.length} report>
              No guest data for this period
            </EmptyRow>
          )}
          {sorted.map((row) => (
            <TableRow key={row.reservationId}>
              <TableHead
                scope="row"
                className="max-w-56 whitespace-normal font-medium sm:whitespace-nowrap"
              >
                <span dir="auto" className="block truncate text-left" title={row.guestName}>
                  {row.guestName}
                </span>
                <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                  {[
                    row.unitName ?? 'N/A',
                    row.nationality,
                    row.pricePerNightCents === null
                      ? null
                      : `${formatMoney(row.pricePerNightCents)}/night`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </TableHead>
              <TableCell className={WIDE}>{row.unitName ?? 'N/A'}</TableCell>
              <TableCell className={WIDE}>{row.nationality}</TableCell>
              <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
                {formatCount(row.nights)}
              </TableCell>
              <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
                {moneyOrDash(row.pricePerNightCents)}
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatMoney(row.revenueCents)}
                <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                  {plural(row.nights, 'night')}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {rows.length > 0 && (
          <TableFooter>
            <TableRow data-testid="guest-total">
              <TableHead scope="row">
                Total
                <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                  {stays}
                </span>
              </TableHead>
              <TableCell colSpan={2} className={cn(WIDE, 'text-muted-foreground')}>
                {stays}
              </TableCell>
              <TableCell className={cn(WIDE, 'text-right tabular-nums')}>
                {formatCount(nights)}
              </TableCell>
              <TableCell className={WIDE} />
              <TableCell className="text-right tabular-nums">
                {formatMoney(revenue)}
                <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                  {plural(nights, 'night')}
                </span>
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}

/** Revenue by Guests over the page's period: each stay, filtered by nationality, sortable. */
export function RevenueByGuest({ range }: { range: DateRange }) {
  const trpc = useTRPC();
  const filterId = useId();
  const [nationality, setNationality] = useState<string>(ALL);
  const guests = useQuery(
    trpc.analytics.byGuest.queryOptions(nationality === ALL ? range : { ...range, nationality }, {
      placeholderData: keepPreviousData,
    }),
  );
  const nationalities = [...(guests.data?.nationalities ?? [])];
  if (nationality !== ALL && !nationalities.includes(nationality)) nationalities.push(nationality);

  return (
    <ReportCard
      title="Revenue by Guests"
      description="Each stay's nights and revenue in the period."
      actions={
        <>
          <label htmlFor={filterId} className="sr-only">
            Nationality
          </label>
          <Select value={nationality} onValueChange={setNationality}>
            <SelectTrigger id={filterId} className="min-w-0 flex-1 sm:w-48 sm:flex-none">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All Nationalities</SelectItem>
              {nationalities.length > 0 && <SelectSeparator />}
              {nationalities.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <ExportCsvButton
            report="guests"
            title="Revenue by Guests"
            range={range}
            params={nationality === ALL ? {} : { nationality }}
            disabled={!guests.data || guests.isPlaceholderData}
          />
        </>
      }
      updating={guests.isFetching && guests.isPlaceholderData}
    >
      {guests.isPending ? (
        <LoadingBlock label="Loading guests" />
      ) : guests.isError ? (
        <ErrorBlock
          what="revenue by guests"
          error={guests.error}
          onRetry={() => void guests.refetch()}
        />
      ) : (
        <div className={cn('grid gap-2', guests.isPlaceholderData && 'opacity-60')}>
          <GuestTable rows={guests.data.rows} />
          {guests.data.rows.length >= ROW_LIMIT && (
            <p className="text-muted-foreground text-xs">
              Showing the {formatCount(ROW_LIMIT)} highest-earning stays; narrow the dates or pick a
              nationality to see the rest.
            </p>
          )}
        </div>
      )}
    </ReportCard>
  );
}
