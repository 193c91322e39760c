import type { DateRange } from './date-range';
import { addDaysIso, daysBetween, type IsoDate } from './dates';
import { type Cents, isBookingComSource } from './money';

/**
 * Analytics definitions. The server aggregates in SQL and the UI explains the figures; both follow
 * these functions, and each comment says how the SQL side must compute the same number. Cancelled
 * reservations are excluded before any of this. Ranges are half-open [from, to) (see DateRange).
 */

export type AnalyticsPeriod = 'week' | 'month' | 'quarter' | 'year';
export const ANALYTICS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;

const DAY_MS = 86_400_000;

/** The UTC midnight of a `yyyy-MM-dd` day: plain day arithmetic, whatever the machine's zone. */
function utcDay(date: IsoDate): { year: number; month: number; ms: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month: month - 1, ms: Date.UTC(year, month - 1, day) };
}

const isoOfUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar period holding `date` (the property's today for the current one), or the one
 * `offset` periods before (negative) or after it: week = Sunday to Saturday (as on the Guests
 * page), month = the 1st to the last day, quarter = January–March, April–June, July–September
 * or October–December, year = 1 January to 31 December. Whole periods, so a current one also
 * holds the nights still ahead (stays on the books). Half-open: `to` is the next period's first day.
 */
export function periodRange(period: AnalyticsPeriod, date: IsoDate, offset = 0): DateRange {
  const { year, month, ms } = utcDay(date);
  switch (period) {
    case 'week': {
      const sunday = ms - new Date(ms).getUTCDay() * DAY_MS + offset * 7 * DAY_MS;
      return { from: isoOfUtc(sunday), to: isoOfUtc(sunday + 7 * DAY_MS) };
    }
    case 'month':
      return {
        from: isoOfUtc(Date.UTC(year, month + offset, 1)),
        to: isoOfUtc(Date.UTC(year, month + offset + 1, 1)),
      };
    case 'quarter': {
      const first = month - (month % 3) + 3 * offset;
      return {
        from: isoOfUtc(Date.UTC(year, first, 1)),
        to: isoOfUtc(Date.UTC(year, first + 3, 1)),
      };
    }
    case 'year':
      return {
        from: isoOfUtc(Date.UTC(year + offset, 0, 1)),
        to: isoOfUtc(Date.UTC(year + offset + 1, 0, 1)),
      };
  }
}

/**
 * The date-range picker's range: both picked days included, so `to` is the last day + 1.
 * Picked in reverse order, the days are swapped.
 */
export function customRange(from: IsoDate, toInclusive: IsoDate): DateRange {
  const [first, last] = from <= toInclusive ? [from, toInclusive] : [toInclusive, from];
  return { from: first, to: addDaysIso(last, 1) };
}

/** Days in a range (custom ranges count both ends); 0 for an empty or reversed range. SQL: `to - from`. */
export function daysInRange(range: DateRange): number {
  return Math.max(0, daysBetween(range.from, range.to));
}

/**
 * Nights of a stay [checkIn, checkOut) that fall inside the range: the length of the overlap of
 * the two half-open ranges, 0 when they do not overlap.
 * SQL: `greatest(0, least(check_out_date, :to) - greatest(check_in_date, :from))`.
 */
export function nightsInRange(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  range: DateRange,
): number {
  // Day offsets from the range's start, so the overlap is plain arithmetic.
  const start = Math.max(0, daysBetween(range.from, stay.checkIn));
  const end = Math.min(daysBetween(range.from, range.to), daysBetween(range.from, stay.checkOut));
  return Math.max(0, end - start);
}

/**
 * Nights of a stay before the range starts (0 when it starts inside or after it), the offset
 * `proRataRevenueCents` needs. SQL: `greatest(0, least(check_out_date, :from) - check_in_date)`.
 */
export function nightsBeforeRange(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  range: Pick<DateRange, 'from'>,
): number {
  const stayNights = daysBetween(stay.checkIn, stay.checkOut);
  return Math.max(0, Math.min(stayNights, daysBetween(stay.checkIn, range.from)));
}

/** Revenue of the first `nights` nights of a stay: total × nights / stayNights, rounded half up. */
function cumulativeCents(totalCents: Cents, stayNights: number, nights: number): Cents {
  return Math.floor((2 * totalCents * nights + stayNights) / (2 * stayNights));
}

/**
 * Revenue a period counts from a stay that only partly falls in it: total × inside / stay nights,
 * in whole cents. Rounding is cumulative so the parts of a split stay add up exactly: the revenue
 * of the first k nights is R(k) = round(total × k / stayNights) (half up), and a period holding
 * the nights after the first `nightsBefore` gets R(nightsBefore + nightsInside) − R(nightsBefore).
 * Consecutive periods telescope to R(stayNights) = total. Example: $1.01 over 2 nights in two
 * months gives 51 + 50 cents, not 51 + 51. Without `nightsBefore` it is the plain rounded share.
 * 0 for a stay of 0 nights; the inside nights are clamped to the stay.
 * SQL, in bigint integer arithmetic (division truncates, which is floor for these non-negative
 * values): R(k) = (2 * total_cents * k + nights) / (2 * nights).
 */
export function proRataRevenueCents(
  totalCents: Cents,
  stayNights: number,
  nightsInside: number,
  nightsBefore = 0,
): Cents {
  if (stayNights <= 0) return 0;
  const before = Math.min(Math.max(0, nightsBefore), stayNights);
  const inside = Math.min(Math.max(0, nightsInside), stayNights - before);
  return (
    cumulativeCents(totalCents, stayNights, before + inside) -
    cumulativeCents(totalCents, stayNights, before)
  );
}

/** A stay's revenue counted in a range: `proRataRevenueCents` with the nights worked out. */
export function revenueInRangeCents(
  stay: { checkIn: IsoDate; checkOut: IsoDate; totalCents: Cents },
  range: DateRange,
): Cents {
  const stayNights = Math.max(0, daysBetween(stay.checkIn, stay.checkOut));
  return proRataRevenueCents(
    stay.totalCents,
    stayNights,
    nightsInRange(stay, range),
    nightsBeforeRange(stay, range),
  );
}

/**
 * Occupancy as a percentage: booked nights / available room-nights × 100, not rounded (the UI
 * rounds for display). Available room-nights are units × days less the unsellable nights (holds
 * for maintenance or owner use, see `UNSELLABLE_HOLD_KINDS`). 0 when nothing is available.
 */
export function occupancyRate(
  bookedNights: number,
  units: number,
  days: number,
  unsellableNights = 0,
): number {
  const available = availableRoomNights(units, days, unsellableNights);
  return available > 0 ? (bookedNights / available) * 100 : 0;
}

/** Room-nights on sale: units × days less the nights held for maintenance or owner use. */
export function availableRoomNights(units: number, days: number, unsellableNights = 0): number {
  if (units <= 0 || days <= 0) return 0;
  return Math.max(0, units * days - unsellableNights);
}

/** Average daily rate: revenue / booked nights, rounded to cents; 0 without nights. */
export function adrCents(revenueCents: Cents, bookedNights: number): Cents {
  return bookedNights > 0 ? Math.round(revenueCents / bookedNights) : 0;
}

/**
 * Revenue per available room-night: revenue / available room-nights (units × days less the
 * unsellable nights), rounded to cents; 0 when none.
 */
export function revPARCents(
  revenueCents: Cents,
  units: number,
  days: number,
  unsellableNights = 0,
): Cents {
  const available = availableRoomNights(units, days, unsellableNights);
  return available > 0 ? Math.round(revenueCents / available) : 0;
}

/** Net revenue, falling back to the total when net is missing, then to 0. SQL: `coalesce(net, total, 0)`. */
export function netOrTotal(
  netCents: Cents | null | undefined,
  totalCents: Cents | null | undefined,
): Cents {
  return netCents ?? totalCents ?? 0;
}

export type OccupancyBand = 'high' | 'medium' | 'low';

/** Room occupancy colour: 70 % or more high (green), 40 % or more medium (amber), else low (red). */
export function occupancyBand(rate: number): OccupancyBand {
  if (rate >= 70) return 'high';
  if (rate >= 40) return 'medium';
  return 'low';
}

/**
 * Direct is every source that is not the online travel agency: a source not containing
 * "booking" (any case), including a missing one. SQL: `coalesce(source, '') not ilike '%booking%'`.
 */
export function isDirectSource(source: string | null | undefined): boolean {
  return !isBookingComSource(source);
}

/** A part as a percentage of the whole (Direct vs Indirect); 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}
