import type { ReactTable } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowRightIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useRef } from 'react';
import { DataTable, EmptyRow, LoadingRow } from '@/components/data-table/data-table';
import { TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { hiddenColumnsText } from '@/features/reservations/hidden-columns';
import type { listFeatures } from '@/features/reservations/list-columns';
import type { ReservationListRow } from '@/features/reservations/types';
import { useHiddenColumns } from '@/features/reservations/use-hidden-columns';
import { cn } from '@/lib/utils';

/** The first column stays in view while the others scroll sideways (tablets). */
const STICKY = 'sticky left-0 z-10';

/** The 13-column table of tablets and desktops; every header sorts (on the server). */
export function ListTable({
  table,
  isPending,
  isError,
  refreshing,
  busy,
  onOpen,
}: {
  table: ReactTable<typeof listFeatures, ReservationListRow>;
  isPending: boolean;
  isError: boolean;
  refreshing: boolean;
  busy: boolean;
  onOpen: (id: string) => void;
}) {
  const rows = table.getRowModel().rows;
  // The columns are flat: one header group.
  const headers = table.getHeaderGroups().flatMap((group) => group.headers);
  const wrapper = useRef<HTMLDivElement>(null);
  const hidden = useHiddenColumns(wrapper);
  return (
    <div ref={wrapper} className="grid gap-1.5">
      <DataTable
        label="All reservations"
        busy={busy}
        className={cn(refreshing && 'opacity-70')}
        tableClassName="text-xs 2xl:text-sm"
        head={headers.map((header, index) => {
          const sorted = header.column.getIsSorted();
          return (
            <TableHead
              key={header.id}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              className={cn(
                'h-auto whitespace-normal px-0.5 py-1',
                index === 0 && `${STICKY} bg-muted`,
              )}
            >
              <button
                type="button"
                onClick={header.column.getToggleSortingHandler()}
                className={cn(
                  'inline-flex items-center gap-1 rounded-md px-1 py-1 text-left font-medium text-xs leading-tight outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  sorted ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                <table.FlexRender header={header} />
                {sorted === 'asc' ? (
                  <ArrowUpIcon className="size-3.5 shrink-0" aria-label="ascending" />
                ) : sorted === 'desc' ? (
                  <ArrowDownIcon className="size-3.5 shrink-0" aria-label="descending" />
                ) : (
                  <ArrowUpDownIcon className="size-3 shrink-0 opacity-40" aria-hidden="true" />
                )}
              </button>
            </TableHead>
          );
        })}
      >
        <TableBody>
          {isPending ? (
            <LoadingRow columns={headers.length} label="Loading reservations" />
          ) : rows.length === 0 ? (
            <EmptyRow columns={headers.length} className="text-sm">
              {isError ? 'Failed to load reservations' : 'No reservations found'}
            </EmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.id}
                className="group cursor-pointer"
                data-testid="reservation-row"
                onClick={(event) => {
                  // The reference is a real link (new tab, keyboard); let it do its own job.
                  if (event.target instanceof Element && event.target.closest('a')) return;
                  onOpen(row.id);
                }}
              >
                {row.getAllCells().map((cell, index) => (
                  <TableCell
                    key={cell.id}
                    className={cn(
                      'px-[5px] py-2.5 2xl:px-2',
                      index === 0 && `${STICKY} bg-card group-hover:bg-muted`,
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </DataTable>
      {hidden > 0 && (
        <p
          className="flex items-center justify-end gap-1 text-muted-foreground text-xs"
          data-testid="hidden-columns"
        >
          {hiddenColumnsText(hidden)}
          <ArrowRightIcon className="size-3.5" aria-hidden="true" />
        </p>
      )}
    </div>
  );
}
