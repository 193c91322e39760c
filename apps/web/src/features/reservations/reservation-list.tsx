import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTable } from '@tanstack/react-table';
import { ListCards } from '@/features/reservations/list-cards';
import { listColumns, listFeatures } from '@/features/reservations/list-columns';
import { ListPagination } from '@/features/reservations/list-pagination';
import { listInput } from '@/features/reservations/list-state';
import { ListTable } from '@/features/reservations/list-table';
import { ListToolbar } from '@/features/reservations/list-toolbar';
import type { ReservationListRow } from '@/features/reservations/types';
import { useListSearch } from '@/features/reservations/use-list-search';
import { useTRPC } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';

const NO_ROWS: ReservationListRow[] = [];

/** All Reservations: searched, filtered, sorted and paged on the server; a row opens its page. */
export function ReservationList() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const state = useListSearch();
  const { sorting, pagination } = state;

  const input = listInput({
    search: state.query,
    status: state.status,
    unitId: state.unitId,
    sorting,
    ...pagination,
  });
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
    onSortingChange: state.setSorting,
    onPaginationChange: state.setPagination,
  });

  const refreshing = list.isFetching && list.isPlaceholderData;
  const open = (id: string) => void navigate({ to: '/reservation/$id', params: { id } });

  return (
    <div className="grid gap-4">
      <ListToolbar
        search={state.text}
        onSearchChange={state.setText}
        status={state.status}
        onStatusChange={state.setStatus}
        unitId={state.unitId}
        onUnitChange={state.setUnitId}
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
          onSortingChange={state.setSorting}
        />
      )}
      <ListPagination
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        total={total}
        isFetching={list.isFetching}
        onPageChange={(pageIndex) => state.setPagination({ ...pagination, pageIndex })}
        onPageSizeChange={(pageSize) => state.setPagination({ pageIndex: 0, pageSize })}
      />
    </div>
  );
}
