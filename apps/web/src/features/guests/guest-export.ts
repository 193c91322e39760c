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

/** The file name a Content-Disposition header gives (`attachment; filename="guests_….csv"`). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] ?? plain?.[2];
}
