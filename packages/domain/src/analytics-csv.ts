import { sharePercent } from './analytics';
import { type SourceFigures, type SourceFilter, sourceReport } from './analytics-sources';
import type { DateRange } from './date-range';
import { addDaysIso, type IsoDate } from './dates';
import { numberFormat } from './intl-formats';
import type { Cents } from './money';
import type { LandlordsPeriod } from './owners/period';

/**
 * The /analytics reports as CSV: the figures each report shows on screen, as cells a
 * spreadsheet reads as numbers (money in the property's currency to the cent, percentages with
 * the screen's one decimal, dates yyyy-MM-dd), headers naming the unit.
 */

export const ANALYTICS_CSV_REPORTS = ['summary', 'daily', 'sources', 'rooms', 'guests'] as const;
export type AnalyticsCsvReport = (typeof ANALYTICS_CSV_REPORTS)[number];

/** Prices are kept and charged in US dollars (docs/decisions/0050-egp-is-shown-never-charged.md). */
export const PROPERTY_CURRENCY = 'USD';

const FILE_NAMES: Record<AnalyticsCsvReport, string> = {
  summary: 'analytics-summary',
  daily: 'occupancy-and-revenue',
  sources: 'revenue-by-source',
  rooms: 'revenue-by-room',
  guests: 'revenue-by-guests',
};

/** "revenue-by-room_2026-12-01_2026-12-31.csv": the report and the first and last day it covers. */
export function analyticsCsvFileName(report: AnalyticsCsvReport, range: DateRange): string {
  return `${FILE_NAMES[report]}_${range.from}_${addDaysIso(range.to, -1)}.csv`;
}

/** Cents as "1234.56" (exact: integer arithmetic, no thousands separator, no symbol). */
export function moneyCell(cents: Cents): string {
  const whole = Math.abs(Math.round(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A percentage as the screen rounds it (one decimal), without the sign: "63.3". */
export function percentCell(rate: number): string {
  const value = Number.isFinite(rate) ? rate : 0;
  return numberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
}

const money = (name: string) => `${name} (${PROPERTY_CURRENCY})`;
const count = (value: number) => String(value);

export type CsvRecords = string[][];

/** The figures of `analytics.overview` the summary cards show. */
export interface SummaryFigures {
  range: DateRange;
  days: number;
  units: number;
  availableRoomNights: number;
  bookedNights: number;
  occupancyRate: number;
  bookings: number;
  unpricedBookings: number;
  guests: number;
  directBookings: number;
  bookingComBookings: number;
  adrCents: Cents;
  revPARCents: Cents;
  revenueCents: Cents;
  netCents: Cents;
  commissionCents: Cents;
  directCommissionCents: Cents;
  bookingComCommissionCents: Cents;
}

/**
 * The summary cards, one figure a line, then the Landlords card: each landlord's issued share,
 * months not yet issued, expenses, payouts and balance, their totals, and the operator's part over
 * the months issued for every landlord (decision 0084).
 */
export function summaryCsv(o: SummaryFigures, landlords: LandlordsPeriod): CsvRecords {
  return [
    ['Figure', 'Value'],
    ['First day', o.range.from],
    ['Last day', addDaysIso(o.range.to, -1)],
    ['Days', count(o.days)],
    ['Rooms', count(o.units)],
    ['Occupancy Rate (%)', percentCell(o.occupancyRate)],
    ['Booked nights', count(o.bookedNights)],
    ['Available room-nights', count(o.availableRoomNights)],
    ['Total Bookings', count(o.bookings)],
    ['Bookings without a price', count(o.unpricedBookings)],
    ['Guests', count(o.guests)],
    ['Direct bookings', count(o.directBookings)],
    ['Direct share (%)', percentCell(sharePercent(o.directBookings, o.bookings))],
    ['Indirect (Booking.com) bookings', count(o.bookingComBookings)],
    ['Indirect share (%)', percentCell(sharePercent(o.bookingComBookings, o.bookings))],
    [money('ADR'), moneyCell(o.adrCents)],
    [money('RevPAR'), moneyCell(o.revPARCents)],
    [money('Total Revenue'), moneyCell(o.revenueCents)],
    [money('Net Revenue'), moneyCell(o.netCents)],
    [money('Commission Paid'), moneyCell(o.commissionCents)],
    [money('Commission Paid, Direct'), moneyCell(o.directCommissionCents)],
    [money('Commission Paid, Booking.com'), moneyCell(o.bookingComCommissionCents)],
    ...landlordsRecords(landlords),
  ];
}

function landlordsRecords(figures: LandlordsPeriod): CsvRecords {
  const { total, operator } = figures;
  return [
    ['Whole months in the period', count(figures.months)],
    ...figures.landlords.flatMap((landlord) => {
      const name = `Landlord ${landlord.name}`;
      return [
        [money(`${name}: share issued`), moneyCell(landlord.shareMinor)],
        [`${name}: months issued`, count(landlord.issuedMonths)],
        [`${name}: months not yet issued`, count(landlord.pendingMonths)],
        [money(`${name}: expenses charged`), moneyCell(landlord.expensesMinor)],
        [money(`${name}: payouts`), moneyCell(landlord.payoutsMinor)],
        [money(`${name}: owed now`), moneyCell(landlord.owedMinor)],
      ];
    }),
    [money('Landlords: share issued'), moneyCell(total.shareMinor)],
    [money('Landlords: expenses charged'), moneyCell(total.expensesMinor)],
    [money('Landlords: payouts'), moneyCell(total.payoutsMinor)],
    [money('Landlords: owed now'), moneyCell(total.owedMinor)],
    ['Months issued for every landlord', count(operator.issuedMonths)],
    [money('Room revenue of those months'), moneyCell(operator.revenueMinor)],
    [money("Landlords' share of those months"), moneyCell(operator.landlordsShareMinor)],
    [money("Operator's part of those months"), moneyCell(operator.partMinor)],
  ];
}

/** One night of the chart's series. */
export interface DailyFigures {
  date: IsoDate;
  bookedUnits: number;
  occupancyRate: number;
  revenueCents: Cents;
}

/** The chart's figures night by night (the chart sums them per week or month over long periods). */
export function dailyCsv(daily: readonly DailyFigures[]): CsvRecords {
  return [
    ['Date', 'Booked rooms', 'Occupancy (%)', money('Revenue')],
    ...daily.map((day) => [
      day.date,
      count(day.bookedUnits),
      percentCell(day.occupancyRate),
      moneyCell(day.revenueCents),
    ]),
  ];
}

/** Revenue by Source as the table shows it: Direct, its sources, Booking.com, then the total. */
export function sourcesCsv(rows: readonly SourceFigures[], filter: SourceFilter): CsvRecords {
  const report = sourceReport(rows, filter);
  const whole = report.total.revenueCents;
  const figures = (totals: Omit<SourceFigures, 'source' | 'isBookingCom' | 'averageRate'>) => [
    count(totals.bookings),
    count(totals.nights),
    moneyCell(totals.revenueCents),
    percentCell(sharePercent(totals.revenueCents, whole)),
    moneyCell(totals.commissionCents),
    moneyCell(totals.netCents),
  ];
  const records: CsvRecords = [
    [
      'Source',
      'Row',
      'Bookings',
      'Nights',
      money('Revenue'),
      'Share (%)',
      money('Commission'),
      money('Net'),
    ],
  ];
  if (report.direct) {
    records.push(['Direct', 'Group', ...figures(report.direct.totals)]);
    for (const row of report.direct.rows) records.push([row.source, 'Source', ...figures(row)]);
  }
  if (report.bookingCom) {
    records.push(['Booking.com', 'Group', ...figures(report.bookingCom.totals)]);
  }
  records.push(['Total', 'Total', ...figures(report.total)]);
  return records;
}

/** A row of Revenue by Room. */
export interface RoomFigures {
  name: string;
  unitType: string | null;
  area: number | null;
  terrace: number | null;
  nights: number;
  occupancyRate: number;
  bookings: number;
  revenueCents: Cents;
}

export interface RoomTotals {
  nights: number;
  occupancyRate: number;
  bookings: number;
  revenueCents: Cents;
}

const plainNumber = (value: number | null) => (value === null ? '' : String(value));

/** Revenue by Room: each room's nights sold, occupancy, bookings and revenue, then the total. */
export function roomsCsv(rows: readonly RoomFigures[], total: RoomTotals): CsvRecords {
  return [
    [
      'Room ID',
      'Room Type',
      'Area (m²)',
      'Terrace (m²)',
      'Nights',
      'Occupancy (%)',
      'Number of Bookings',
      money('Revenue'),
    ],
    ...rows.map((row) => [
      row.name,
      row.unitType ?? '',
      plainNumber(row.area),
      plainNumber(row.terrace),
      count(row.nights),
      percentCell(row.occupancyRate),
      count(row.bookings),
      moneyCell(row.revenueCents),
    ]),
    [
      'Total',
      `${rows.length} ${rows.length === 1 ? 'room' : 'rooms'}`,
      '',
      '',
      count(total.nights),
      percentCell(total.occupancyRate),
      count(total.bookings),
      moneyCell(total.revenueCents),
    ],
  ];
}

/** A row of Revenue by Guests. */
export interface GuestFigures {
  guestName: string;
  unitName: string | null;
  nationality: string;
  nights: number;
  pricePerNightCents: Cents | null;
  revenueCents: Cents;
}

/** Revenue by Guests: each stay's nights and revenue in the period (highest total first), then the total. */
export function guestsCsv(rows: readonly GuestFigures[]): CsvRecords {
  const nights = rows.reduce((sum, row) => sum + row.nights, 0);
  const revenue = rows.reduce((sum, row) => sum + row.revenueCents, 0);
  return [
    [
      'Guest Name',
      'Room ID',
      'Nationality',
      'Total Nights',
      money('Price per Night'),
      money('Total'),
    ],
    ...rows.map((row) => [
      row.guestName,
      row.unitName ?? 'N/A',
      row.nationality,
      count(row.nights),
      row.pricePerNightCents === null ? '' : moneyCell(row.pricePerNightCents),
      moneyCell(row.revenueCents),
    ]),
    [
      'Total',
      `${rows.length} ${rows.length === 1 ? 'stay' : 'stays'}`,
      '',
      count(nights),
      '',
      moneyCell(revenue),
    ],
  ];
}
