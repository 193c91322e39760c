import type { DateRange } from '@zamalek/domain/date-range';
import type { GuestSearchField } from '@zamalek/domain/guests';

export interface GuestExportFilter {
  search: string;
  searchBy: GuestSearchField;
  /** A display status, or undefined for all. */
  status: string | undefined;
}

/** The CSV download of exactly the rows the table shows (same range, search and status). */
export function guestsCsvUrl(range: DateRange, filter: GuestExportFilter): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  const search = filter.search.trim();
  if (search) {
    params.set('search', search);
    params.set('searchBy', filter.searchBy);
  }
  if (filter.status) params.set('status', filter.status);
  return `/api/guests.csv?${params.toString()}`;
}
