import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatShortDate } from '@zamalek/domain/dates';
import {
  filterGuestRows,
  type GuestRow,
  type GuestSearchField,
  guestsCsvFileName,
} from '@zamalek/domain/guests';
import { can } from '@zamalek/domain/roles';
import { FileJsonIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { DataTable, EmptyRow, LoadingRow } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page/page-header';
import { GuestTypeBadge } from '@/components/stay/stay-badges';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import {
  EmailLink,
  GUEST_COLUMNS,
  GuestStatus,
  type HighlightContext,
  marks,
  PhoneLink,
  ReferenceLink,
} from '@/features/guests/guest-columns';
import { GuestDataDialog } from '@/features/guests/guest-data-dialog';
import { guestsCsvUrl } from '@/features/guests/guest-export';
import { type GuestPeriodMode, guestPeriod } from '@/features/guests/guest-period';
import { ALL_STATUSES, GuestsToolbar } from '@/features/guests/guests-toolbar';
import { HighlightText } from '@/features/guests/highlight-text';
import { useAuth } from '@/lib/auth';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePropertyToday } from '@/lib/use-property-today';
import { cn } from '@/lib/utils';

const NO_ROWS: GuestRow[] = [];

/** The guest's name stays in view while the table scrolls sideways. */
const STICKY_NAME = 'sticky left-0 z-10 bg-card shadow-[10px_0_10px_-10px_rgb(0_0_0/0.25)]';
const STICKY_NAME_HEAD = cn(
  STICKY_NAME,
  'bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))]',
);

/**
 * The Guests page: one row per guest of every stay with a night in the week (Sunday first) or
 * month, searched by a chosen field with the matches marked, filtered by status, and exported
 * as CSV with the same filter.
 */
export function GuestsPage() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const [mode, setMode] = useState<GuestPeriodMode>('week');
  const [offset, setOffset] = useState(0);
  const [searchBy, setSearchBy] = useState<GuestSearchField>('all');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>(ALL_STATUSES);
  const [exporting, setExporting] = useState(false);
  const auth = useAuth();
  const [dataRequest, setDataRequest] = useState(false);
  const term = useDeferredValue(search).trim();

  const period = guestPeriod(mode, today, offset);
  const list = useQuery(
    trpc.guests.list.queryOptions(
      { from: period.from, to: period.to },
      { placeholderData: keepPreviousData },
    ),
  );
  useEffect(() => {
    if (list.isError) toast.error('Failed to fetch guests');
  }, [list.isError]);

  const all = list.data ?? NO_ROWS;
  const filter = { search: term, searchBy, status: status === ALL_STATUSES ? undefined : status };
  const rows = filterGuestRows(all, filter);
  const context: HighlightContext = { term, searchBy };
  const emptyText = list.isError ? 'Failed to fetch guests' : `No guests found for this ${mode}`;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadFile(guestsCsvUrl(period, filter), {
        fallbackName: guestsCsvFileName(today),
        accept: 'text/csv',
      });
      toast.success('Guest list exported', {
        description: `${name}: ${rows.length} ${rows.length === 1 ? 'guest' : 'guests'}`,
      });
    } catch {
      toast.error('Failed to export guests', { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Guests"
        subtitle="Everyone staying with us in the week or month shown"
        actions={
          (can(auth, 'guests.export') || can(auth, 'guests.erase')) && (
            <Button variant="outline" onClick={() => setDataRequest(true)}>
              <FileJsonIcon aria-hidden="true" />
              Guest data request
            </Button>
          )
        }
      />
      {dataRequest && <GuestDataDialog stays={all} onClose={() => setDataRequest(false)} />}
      <div className="grid gap-4">
        <GuestsToolbar
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            setOffset(0);
          }}
          periodLabel={period.label}
          onPrevious={() => setOffset((value) => value - 1)}
          onNext={() => setOffset((value) => value + 1)}
          onToday={() => setOffset(0)}
          showToday={offset !== 0}
          searchBy={searchBy}
          onSearchByChange={setSearchBy}
          search={search}
          onSearchChange={setSearch}
          status={status}
          onStatusChange={setStatus}
          onExport={() => void exportCsv()}
          exporting={exporting}
          canExport={rows.length > 0}
        />
        <div
          // A grid item: without min-w-0 the wide table would widen the page instead of scrolling.
          className={cn('min-w-0', list.isPlaceholderData && 'opacity-70')}
          aria-busy={list.isFetching}
        >
          {isDesktop ? (
            <GuestTable
              rows={rows}
              context={context}
              isPending={list.isPending}
              emptyText={emptyText}
            />
          ) : (
            <GuestCards
              rows={rows}
              context={context}
              isPending={list.isPending}
              emptyText={emptyText}
            />
          )}
        </div>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          Showing {rows.length} of {all.length} guests
        </p>
      </div>
    </>
  );
}

interface RowsProps {
  rows: readonly GuestRow[];
  context: HighlightContext;
  isPending: boolean;
  emptyText: string;
}

function GuestTable({ rows, context, isPending, emptyText }: RowsProps) {
  return (
    <DataTable
      label="Guests"
      tableClassName="text-xs"
      head={GUEST_COLUMNS.map((column, index) => (
        <TableHead
          key={column.header}
          className={cn(
            'px-1.5 text-muted-foreground text-xs',
            index === 0 && STICKY_NAME_HEAD,
            column.headClassName,
          )}
        >
          {column.header}
        </TableHead>
      ))}
    >
      <TableBody>
        {isPending ? (
          <LoadingRow columns={GUEST_COLUMNS.length} label="Loading guests" />
        ) : rows.length === 0 ? (
          <EmptyRow columns={GUEST_COLUMNS.length}>{emptyText}</EmptyRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.key} data-testid="guest-row">
              {GUEST_COLUMNS.map((column, index) => (
                <TableCell
                  key={column.header}
                  className={cn('px-1.5 py-2', index === 0 && STICKY_NAME, column.className)}
                >
                  {column.cell(row, context)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </DataTable>
  );
}

function GuestCards({ rows, context, isPending, emptyText }: RowsProps) {
  if (isPending) {
    return (
      <div className="flex h-32 items-center justify-center">
        <Spinner className="size-6 text-brand" label="Loading guests" />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground text-sm">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid items-start gap-3 sm:grid-cols-2" aria-label="Guests">
      {rows.map((row) => (
        <li key={row.key} data-testid="guest-row">
          <Card className="gap-2 py-3">
            <CardHeader className="flex flex-wrap items-center gap-2 px-3">
              <span className="min-w-0 flex-1 break-words font-medium">
                <HighlightText text={row.name} term={marks(context, 'name')} />
              </span>
              <GuestTypeBadge type={row.type === 'Adult' ? 'adult' : 'child'} />
              <GuestStatus status={row.status} />
            </CardHeader>
            <CardContent className="grid gap-1 px-3 text-sm">
              <p className="text-muted-foreground">
                {row.nationality ? (
                  <HighlightText text={row.nationality} term={marks(context, 'nationality')} />
                ) : (
                  'Nationality not given'
                )}
                {' · '}
                {row.unitName || 'No unit'}
                {' · '}
                {row.totalGuests} {row.totalGuests === 1 ? 'guest' : 'guests'}
              </p>
              <p className="tabular-nums">
                {formatShortDate(row.checkIn)} – {formatShortDate(row.checkOut)}{' '}
                <span className="text-muted-foreground">
                  ({row.nights} {row.nights === 1 ? 'night' : 'nights'})
                </span>
              </p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <ReferenceLink row={row} term={marks(context, 'reference')} />
                {row.source && <span className="text-muted-foreground">{row.source}</span>}
              </p>
              <p className="flex min-w-0 flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
                {row.email && (
                  <span className="min-w-0 max-w-full truncate">
                    <EmailLink email={row.email} />
                  </span>
                )}
                {row.phone && <PhoneLink phone={row.phone} />}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
