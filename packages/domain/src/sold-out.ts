import { z } from 'zod';
import { BOOKING_HORIZON_DAYS } from './booking-dates';
import type { DateRange } from './date-range';
import { addDaysIso, daysBetween, type IsoDate } from './dates';
import { nightsBetween } from './stays';

/** The nights one room is taken by a stay or a hold: half-open [from, to), like a stay. */
export interface OccupiedRange {
  unitId: string;
  from: IsoDate;
  to: IsoDate;
}

/**
 * The wizard's calendar shows one month on a phone and two on wider screens, with the last days
 * of the month before and the first of the month after: it asks about four months at most.
 */
export const SOLD_OUT_MAX_MONTHS = 4;

/** How far either side of the guest's dates the nearest free stays are looked for. */
export const NEAREST_STAYS_DAYS = 60;

/** At most this many nearest stays are offered. */
export const NEAREST_STAYS_COUNT = 3;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The booking calendar's question: which nights of the months shown are sold out. */
export const soldOutNightsInputSchema = z.object({
  /** The first month asked about, `yyyy-MM`. */
  month: z.string().regex(MONTH_PATTERN, 'Please give the month as yyyy-MM'),
  months: z.number().int().min(1).max(SOLD_OUT_MAX_MONTHS).default(1),
  guests: z.number().int().min(1).max(20).default(1),
  /** A suite already chosen in the wizard: only rooms of its type count. */
  suiteId: z.uuid().optional(),
});
export type SoldOutNightsInput = z.output<typeof soldOutNightsInputSchema>;

/** The days of `months` months from the first of `month` (`yyyy-MM`), half-open. */
export function monthWindow(month: string, months: number): DateRange {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + months;
  const next = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: next };
}

/**
 * Whether a month window holds a night a guest may book: it ends after today and starts no later
 * than the last day a stay may begin (the calendar shows nothing else).
 */
export function monthWindowBookable(window: DateRange, today: IsoDate): boolean {
  return window.to > today && window.from <= addDaysIso(today, BOOKING_HORIZON_DAYS);
}

/** For each room, which days of `span` it is taken (1) or free (0). */
function takenDays(
  span: DateRange,
  unitIds: readonly string[],
  occupied: readonly OccupiedRange[],
): Map<string, Uint8Array> {
  const length = daysBetween(span.from, span.to);
  const taken = new Map(unitIds.map((id) => [id, new Uint8Array(length)]));
  for (const range of occupied) {
    const days = taken.get(range.unitId);
    if (!days) continue;
    const start = Math.max(0, daysBetween(span.from, range.from));
    const end = Math.min(length, daysBetween(span.from, range.to));
    days.fill(1, start, Math.max(start, end));
  }
  return taken;
}

/**
 * The nights of `window` on which none of the rooms `unitIds` is free (every one has a stay or a
 * hold that night). With no room at all, every night is sold out.
 */
export function soldOutNights(
  window: DateRange,
  unitIds: readonly string[],
  occupied: readonly OccupiedRange[],
): IsoDate[] {
  const taken = [...takenDays(window, unitIds, occupied).values()];
  const nights: IsoDate[] = [];
  for (let day = 0; day < daysBetween(window.from, window.to); day += 1) {
    if (taken.every((days) => days[day] === 1)) nights.push(addDaysIso(window.from, day));
  }
  return nights;
}

/** The check-in days to try around a stay: from `earliest` to `latest`, the read they need. */
export interface NearestStaysSearch {
  earliest: IsoDate;
  latest: IsoDate;
  /** The nights the rooms' stays and holds are read for. */
  nights: DateRange;
}

/**
 * Where to look for stays as long as `stay` near it: check-ins up to NEAREST_STAYS_DAYS either
 * side, from today to the last day a stay may begin; null when there is nowhere to look.
 */
export function nearestStaysSearch(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): NearestStaysSearch | null {
  // Days from today, so that no date past year 9999 is ever written.
  const arrival = daysBetween(today, stay.checkIn);
  const first = Math.max(0, arrival - NEAREST_STAYS_DAYS);
  const last = Math.min(BOOKING_HORIZON_DAYS, arrival + NEAREST_STAYS_DAYS);
  if (first > last) return null;
  const earliest = addDaysIso(today, first);
  const latest = addDaysIso(today, last);
  const length = nightsBetween(stay.checkIn, stay.checkOut);
  return { earliest, latest, nights: { from: earliest, to: addDaysIso(latest, length) } };
}

/**
 * Stays as long as `stay`, other than it, for which at least one of `unitIds` is free every
 * night, with check-ins from `search.earliest` to `search.latest`, best first: the nearest one
 * before the guest's check-in and the nearest one after it, then the others nearest first (the
 * earlier at equal distance).
 */
export function nearestFreeStays({
  stay,
  search,
  unitIds,
  occupied,
  limit,
}: {
  stay: { checkIn: IsoDate; checkOut: IsoDate };
  search: NearestStaysSearch;
  unitIds: readonly string[];
  occupied: readonly OccupiedRange[];
  limit: number;
}): { checkIn: IsoDate; checkOut: IsoDate }[] {
  const length = nightsBetween(stay.checkIn, stay.checkOut);
  // Per room, how many of the first d days are taken: whether a stay's nights are free is O(1).
  const takenBefore = [...takenDays(search.nights, unitIds, occupied).values()].map((days) => {
    const sums = new Uint16Array(days.length + 1);
    days.forEach((taken, day) => {
      sums[day + 1] = (sums[day] ?? 0) + taken;
    });
    return sums;
  });
  const free = (start: number) =>
    takenBefore.some((sums) => (sums[start + length] ?? 1) - (sums[start] ?? 0) === 0);

  const requested = daysBetween(search.earliest, stay.checkIn);
  const nearestFirst = Array.from(
    { length: daysBetween(search.earliest, search.latest) + 1 },
    (_, day) => day,
  )
    .filter((start) => start !== requested && free(start))
    .sort((a, b) => Math.abs(a - requested) - Math.abs(b - requested) || a - b);
  const before = nearestFirst.find((start) => start < requested);
  const after = nearestFirst.find((start) => start > requested);
  const best = [
    ...new Set([
      ...(before === undefined ? [] : [before]),
      ...(after === undefined ? [] : [after]),
      ...nearestFirst,
    ]),
  ];
  return best.slice(0, limit).map((start) => {
    const checkIn = addDaysIso(search.earliest, start);
    return { checkIn, checkOut: addDaysIso(checkIn, length) };
  });
}
