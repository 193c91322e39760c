import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type SortingState, useTable } from '@tanstack/react-table';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { useEffect, useMemo } from 'react';
import { ListCards } from '@/features/reservations/list-cards';
import { listColumns, listFeatures } from '@/features/reservations/list-columns';
import { ListPagination } from '@/features/reservations/list-pagination';
import { isMoneySort, listFilter, listInput } from '@/features/reservations/list-state';
import { ListTable } from '@/features/reservations/list-table';
import { ListToolbar } from '@/features/reservations/list-toolbar';
import type { ReservationListRow } from '@/features/reservations/types';
import { useListSearch } from '@/features/reservations/use-list-search';
import { useAuth } from '@/lib/auth';
import { appErrorCode } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';

const NO_ROWS: ReservationListRow[] = [];

/**
 * All Reservations: searched, filtered, sorted and paged on the server; a row opens its page.
 * Pages follow the server's links (next, previous), so a deep page costs what the first does;
 * the total is asked for once per filter.
 */
export function ReservationList() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const state = useListSearch();
  const { pageIndex, pageSize, restart } = state;
  // Without money the server sends no prices and sorts on none: their columns are left out.
  const seesMoney = seesStayMoney(useAuth());
  const sorting: SortingState = seesMoney
    ? state.sorting
    : state.sorting.filter((sort) => !isMoneySort(sort.id));
  const columns = useMemo(
    () => (seesMoney ? listColumns : listColumns.filter((column) => !isMoneySort(column.id))),
    [seesMoney],
  );

  const controls = {
    search: state.query,
    status: state.status,
    unitId: state.unitId,
    sorting,
    pageSize,
    cursor: state.cursor,
  };
  const list = useQuery(
    trpc.reservations.list.queryOptions(listInput(controls), {
      placeholderData: keepPreviousData,
    }),
  );
  const total = useQuery(
    trpc.reservations.listTotal.queryOptions(listFilter(controls), {
      placeholderData: keepPreviousData,
    }),
  );

  // A link the server no longer reads, or a previous page that was answered with the first one
  // (the stays before it are gone): show page 1 as page 1.
  const stale = appErrorCode(list.error) === 'INVALID_LIST_CURSOR';
  const startedOver =
    pageIndex > 0 &&
    !list.isPlaceholderData &&
    list.data !== undefined &&
    list.data.previous === null;
  useEffect(() => {
    if (stale || startedOver) restart();
  }, [stale, startedOver, restart]);

  const table = useTable({
    features: listFeatures,
    columns,
    data: list.data?.rows ?? NO_ROWS,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, pagination: { pageIndex: 0, pageSize } },
    onSortingChange: state.setSorting,
  });

  const refreshing = list.isFetching && list.isPlaceholderData;
  const open = (id: string) => void navigate({ to: '/reservation/$id', params: { id } });
  const page = list.data;

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
          isError={list.isError && !stale}
          refreshing={refreshing}
          busy={list.isFetching}
          onOpen={open}
        />
      ) : (
        <ListCards
          rows={page?.rows ?? NO_ROWS}
          isPending={list.isPending}
          isError={list.isError && !stale}
          refreshing={refreshing}
          sorting={sorting}
          onSortingChange={state.setSorting}
          seesMoney={seesMoney}
        />
      )}
      <ListPagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        shown={page?.rows.length ?? 0}
        total={total.data}
        isFetching={list.isFetching || total.isFetching}
        hasPrevious={pageIndex > 0}
        hasNext={Boolean(page?.next)}
        onFirst={() => state.goToPage(0, null)}
        onPrevious={() => state.goToPage(pageIndex - 1, page?.previous ?? null)}
        onNext={() => state.goToPage(pageIndex + 1, page?.next ?? null)}
        onPageSizeChange={state.setPageSize}
      />
    </div>
  );
}
