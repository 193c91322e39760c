import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useTable } from '@tanstack/react-table';
import { useState } from 'react';
import { ListCards } from '@/features/reservations/list-cards';
import { listColumns, listFeatures } from '@/features/reservations/list-columns';
import { ListPagination } from '@/features/reservations/list-pagination';
import {
  ALL,
  DEFAULT_PAGE_SIZE,
  listInput,
  SEARCH_DEBOUNCE_MS,
  type StatusFilter,
} from '@/features/reservations/list-state';
import { ListTable } from '@/features/reservations/list-table';
import { ListToolbar } from '@/features/reservations/list-toolbar';
import type { ReservationListRow } from '@/features/reservations/types';
import { useTRPC } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';

const NO_ROWS: ReservationListRow[] = [];
const DEFAULT_SORTING: SortingState = [{ id: 'createdAt', desc: true }];

/** All Reservations: searched, filtered, sorted and paged on the server; a row opens its page. */
export function ReservationList() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
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

  const refreshing = list.isFetching && list.isPlaceholderData;
  const open = (id: string) => void navigate({ to: '/reservation/$id', params: { id } });

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
      {wide ? (
        <ListTable
          table={table}
          isPending={list.isPending}
          isError={list.isError}
          refreshing={refreshing}
          busy={list.isFetching}
          onOpen={open}
        />
      ) : (
        <ListCards
          rows={list.data?.rows ?? NO_ROWS}
          isPending={list.isPending}
          isError={list.isError}
          refreshing={refreshing}
          sorting={sorting}
          onSortingChange={(next) => {
            setSorting(next);
            firstPage();
          }}
        />
      )}
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
