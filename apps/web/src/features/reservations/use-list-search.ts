import { getRouteApi } from '@tanstack/react-router';
import type { SortingState, Updater } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import {
  FIRST_PAGE,
  type ListSearch,
  listControlsOf,
  pageSearch,
  sizeSearch,
  sortSearch,
} from '@/features/reservations/list-search';
import { ALL, SEARCH_DEBOUNCE_MS, type StatusFilter } from '@/features/reservations/list-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const route = getRouteApi('/_staff/admin');

function isUpdateFunction<T>(updater: Updater<T>): updater is (old: T) => T {
  return typeof updater === 'function';
}

function resolve<T>(updater: Updater<T>, current: T): T {
  return isUpdateFunction(updater) ? updater(current) : updater;
}

/**
 * All Reservations' search, filters, sort and page live in the URL, so reload, Back and a shared
 * link restore them. The search box types into local state and reaches the URL debounced
 * (replacing the entry, so typing does not fill the history).
 */
export function useListSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const controls = listControlsOf(search);
  const [text, setText] = useState(search.q ?? '');
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(search.q ?? '');

  const update = (patch: Partial<ListSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace });

  // Typed text → URL (and back to the first page).
  useEffect(() => {
    const q = debouncedText.trim();
    if (q === written.current) return;
    written.current = q;
    void navigate({
      search: (previous) => ({ ...previous, q: q || undefined, ...FIRST_PAGE }),
      replace: true,
    });
  }, [debouncedText, navigate]);

  // URL → search box, when Back/Forward (not our own typing) changed it.
  const urlQ = search.q ?? '';
  useEffect(() => {
    if (urlQ === written.current) return;
    written.current = urlQ;
    setText(urlQ);
  }, [urlQ]);

  return {
    text,
    setText,
    /** The query's search: the URL's, so a reload searches at once. */
    query: urlQ,
    status: controls.status,
    setStatus: (value: StatusFilter | typeof ALL) =>
      update({ status: value === ALL ? undefined : value, ...FIRST_PAGE }),
    unitId: controls.unitId,
    setUnitId: (value: string) =>
      update({ unit: value === ALL || value === '' ? undefined : value, ...FIRST_PAGE }),
    sorting: controls.sorting,
    setSorting: (updater: Updater<SortingState>) =>
      update({ ...sortSearch(resolve(updater, controls.sorting)), ...FIRST_PAGE }),
    pageIndex: controls.pageIndex,
    pageSize: controls.pageSize,
    cursor: controls.cursor,
    /** Steps to page `pageIndex` by the server's link to it (a new history entry, so Back returns). */
    goToPage: (pageIndex: number, cursor: string | null) => update(pageSearch(pageIndex, cursor)),
    /** Back to the first page, replacing the entry (a link the server no longer reads). */
    restart: () => update(FIRST_PAGE, true),
    setPageSize: (pageSize: number) => update({ ...sizeSearch(pageSize), ...FIRST_PAGE }),
  };
}
