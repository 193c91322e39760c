import { addMonths, addWeeks, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import type { DateRange } from './date-range';
import type { IsoDate } from './dates';
import { nightsBetween } from './stays';

/** The Guests page: one row per guest name per reservation, its CSV export and its periods. */

/** The reservation fields a guest row is made of. */
export interface GuestRowSource {
  id: string;
  bookingReference: string;
  guestNames: readonly string[];
  adults?: number | null;
  children?: number | null;
  numberOfGuests?: number | null;
  guestNationality?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  unitName?: string | null;
  source?: string | null;
  /** Shown as given: pass the display status (`displayStatus(...)`). */
  status: string;
}

type GuestRowType = 'Adult' | 'Child';

export interface GuestRow {
  /** Unique per row: reservation id and the guest's index in its list. */
  key: string;
  reservationId: string;
  guestIndex: number;
  name: string;
  type: GuestRowType;
  nationality: string;
  email: string;
  phone: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  unitName: string;
  adults: number;
  children: number;
  totalGuests: number;
  source: string;
  bookingReference: string;
  status: string;
}

/**
 * One row per non-blank guest name. A guest whose index in the list is below the adults count
 * is an Adult, the others Children. Adults default to 1, children to 0, the total to
 * adults + children when the reservation has no number of guests. Missing texts become "".
 */
export function guestRows(reservation: GuestRowSource): GuestRow[] {
  const adults = reservation.adults ?? 1;
  const children = reservation.children ?? 0;
  const totalGuests =
    reservation.numberOfGuests && reservation.numberOfGuests > 0
      ? reservation.numberOfGuests
      : adults + children;
  const nights = nightsBetween(reservation.checkInDate, reservation.checkOutDate);
  return reservation.guestNames.flatMap((rawName, index) => {
    const name = rawName.trim();
    if (!name) return [];
    return [
      {
        key: `${reservation.id}:${index}`,
        reservationId: reservation.id,
        guestIndex: index,
        name,
        type: index < adults ? 'Adult' : 'Child',
        nationality: reservation.guestNationality?.trim() ?? '',
        email: reservation.contactEmail?.trim() ?? '',
        phone: reservation.contactPhone?.trim() ?? '',
        checkIn: reservation.checkInDate,
        checkOut: reservation.checkOutDate,
        nights,
        unitName: reservation.unitName?.trim() ?? '',
        adults,
        children,
        totalGuests,
        source: reservation.source?.trim() ?? '',
        bookingReference: reservation.bookingReference,
        status: reservation.status,
      },
    ];
  });
}

export const GUEST_CSV_COLUMNS = [
  'Guest Name',
  'Type',
  'Nationality',
  'Email',
  'Phone',
  'Check-in',
  'Check-out',
  'Nights',
  'Unit',
  'Adults',
  'Children',
  'Total Guests',
  'Source',
  'Booking Reference',
  'Status',
] as const;

/** The cells of one row, in GUEST_CSV_COLUMNS order; dates stay yyyy-MM-dd. */
export function guestCsvRecord(row: GuestRow): string[] {
  return [
    row.name,
    row.type,
    row.nationality,
    row.email,
    row.phone,
    row.checkIn,
    row.checkOut,
    String(row.nights),
    row.unitName,
    String(row.adults),
    String(row.children),
    String(row.totalGuests),
    row.source,
    row.bookingReference,
    row.status,
  ];
}

export const GUEST_SEARCH_FIELDS = ['all', 'name', 'nationality', 'reference'] as const;
export type GuestSearchField = (typeof GUEST_SEARCH_FIELDS)[number];

interface GuestFilter {
  search?: string | undefined;
  searchBy?: GuestSearchField | undefined;
  /** A display status, or undefined for all. */
  status?: string | undefined;
}

/** The texts of a row the search looks in, for the chosen search-by field. */
function guestSearchTexts(row: GuestRow, searchBy: GuestSearchField): string[] {
  switch (searchBy) {
    case 'name':
      return [row.name];
    case 'nationality':
      return [row.nationality];
    case 'reference':
      return [row.bookingReference];
    case 'all':
      return [row.name, row.nationality, row.bookingReference];
  }
}

/** The Guests page's search and status filter; the CSV export applies the same one. */
export function filterGuestRows(rows: readonly GuestRow[], filter: GuestFilter): GuestRow[] {
  const term = filter.search?.trim().toLowerCase() ?? '';
  const searchBy = filter.searchBy ?? 'all';
  return rows.filter(
    (row) =>
      (!filter.status || row.status === filter.status) &&
      (!term || guestSearchTexts(row, searchBy).some((text) => text.toLowerCase().includes(term))),
  );
}

export function guestsCsvFileName(today: IsoDate): string {
  return `guests_${today}.csv`;
}

function iso(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

/** The Sunday-to-Saturday week holding `date`: from its Sunday to the next Sunday. */
export function weekRange(date: IsoDate): DateRange {
  const start = startOfWeek(parseISO(date), { weekStartsOn: 0 });
  return { from: iso(start), to: iso(addWeeks(start, 1)) };
}

/** The calendar month holding `date`: from its 1st to the 1st of the next month. */
export function monthRange(date: IsoDate): DateRange {
  const start = startOfMonth(parseISO(date));
  return { from: iso(start), to: iso(addMonths(start, 1)) };
}
