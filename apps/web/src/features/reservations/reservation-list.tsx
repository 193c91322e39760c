import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useTable } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { listColumns, listFeatures } from '@/features/reservations/list-columns';
import { ListPagination } from '@/features/reservations/list-pagination';
import {
  ALL,
  DEFAULT_PAGE_SIZE,
  listInput,
  SEARCH_DEBOUNCE_MS,
  type StatusFilter,
} from '@/features/reservations/list-state';
import { ListToolbar } from '@/features/reservations/list-toolbar';
import type { ReservationListRow } from '@/features/reservations/types';
import { useTRPC } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

const NO_ROWS: ReservationListRow[] = [];
const DEFAULT_SORTING: SortingState = [{ id: 'createdAt', desc: true }];

/** All Reservations: searched, filtered, sorted and paged on the server; a row opens its page. */
export function ReservationList() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter | typeof ALL>(ALL);
  const [unitId, setUnitId] = useState<string>(ALL);
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));

  const input = listInput({ search: debouncedSearch, status, unitId, sorting, ...pagination });
  const list = useQuery(
    trpc.reservations.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
  const total = list.data?.total ?? 0;

  const table = useTable({
    features: listFeatures,
    columns: listColumns,
    data: list.data?.rows ?? NO_ROWS,
    getRowId: (row) => row.id,
    rowCount: total,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      firstPage();
    },
    onPaginationChange: setPagination,
  });

  const rows = table.getRowModel().rows;
  const refreshing = list.isFetching && list.isPlaceholderData;

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          firstPage();
        }}
        status={status}
        onStatusChange={(value) => {
          setStatus(value);
          firstPage();
        }}
        unitId={unitId}
        onUnitChange={(value) => {
          setUnitId(value);
          firstPage();
        }}
      />
      <div
        className={cn(
          'relative overflow-hidden rounded-lg border bg-card',
          refreshing && 'opacity-70',
        )}
        aria-busy={list.isFetching}
      >
        <Table className="min-w-[1180px]" aria-label="All reservations">
          <TableHeader className="bg-muted/60">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                      }
                      className="px-1"
                    >
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn(
                          'inline-flex items-center gap-1 rounded-md px-1.5 py-1 font-medium text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          sorted ? 'text-foreground' : 'text-muted-foreground',
                        )}
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUpIcon className="size-3.5" aria-label="ascending" />
                        ) : sorted === 'desc' ? (
                          <ArrowDownIcon className="size-3.5" aria-label="descending" />
                        ) : (
                          <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden="true" />
                        )}
                      </button>
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {list.isPending ? (
              <TableRow>
                <TableCell colSpan={listColumns.length} className="h-32 text-center">
                  <Spinner className="inline size-6 text-brand" label="Loading reservations" />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell
                  colSpan={listColumns.length}
                  className="h-32 text-center text-muted-foreground"
                >
                  {list.isError ? 'Failed to load reservations' : 'No reservations found'}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  className="cursor-pointer"
                  data-testid="reservation-row"
                  onClick={(event) => {
                    // The reference is a real link (new tab, keyboard); let it do its own job.
                    if (event.target instanceof Element && event.target.closest('a')) return;
                    void navigate({ to: '/reservation/$id', params: { id: row.id } });
                  }}
                >
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} className="px-2.5 py-2.5">
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <ListPagination
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        total={total}
        isFetching={list.isFetching}
        onPageChange={(pageIndex) => setPagination((current) => ({ ...current, pageIndex }))}
        onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
      />
    </div>
  );
}
