import type { IsoDate } from '../dates';
import type { Cents } from '../money';
import { isOneOf } from '../type-guards';
import { type RateSeason, WEEKDAYS, type Weekday } from './types';

export function weekdayOf(date: IsoDate): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (!isOneOf(WEEKDAYS, day)) throw new RangeError(`Not a date: ${date}`);
  return day;
}

const DAY_MS = 86_400_000;

/**
 * Each night of a stay (half-open: the check-out day is not a night). Counted in UTC days, which
 * have no daylight-saving gaps: a quote of 200 rooms walks thousands of nights.
 */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  for (let day = Date.parse(`${checkIn}T00:00:00Z`); day < end; day += DAY_MS) {
    nights.push(new Date(day).toISOString().slice(0, 10));
  }
  return nights;
}

function spanDays(season: RateSeason): number {
  return Date.parse(season.endDate) - Date.parse(season.startDate);
}

/**
 * The seasons that can price a unit, most specific first: the room's own before its type's, then
 * the shorter before the longer (an event inside a season wins), then the newer.
 */
export function seasonsForUnit(
  seasons: readonly RateSeason[],
  unit: { id: string; roomTypeId: string },
): RateSeason[] {
  return seasons
    .filter((season) =>
      season.unitId === null ? season.roomTypeId === unit.roomTypeId : season.unitId === unit.id,
    )
    .sort(
      (a, b) =>
        Number(b.unitId !== null) - Number(a.unitId !== null) ||
        spanDays(a) - spanDays(b) ||
        (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0),
    );
}

/** The season in force on a night, from seasons already ordered by `seasonsForUnit`. */
export function seasonOn(ordered: readonly RateSeason[], date: IsoDate): RateSeason | null {
  return ordered.find((season) => season.startDate <= date && date <= season.endDate) ?? null;
}

export interface NightRate {
  rateCents: Cents | null;
  season: RateSeason | null;
  weekend: boolean;
}

/** A night's rate: its season's (weekend rate on weekend nights), else the room's base rate. */
export function nightRate(
  ordered: readonly RateSeason[],
  date: IsoDate,
  baseRateCents: Cents | null,
  weekendNights: readonly Weekday[],
): NightRate {
  const season = seasonOn(ordered, date);
  const weekend = weekendNights.includes(weekdayOf(date));
  if (!season) return { rateCents: baseRateCents, season, weekend };
  const rateCents =
    weekend && season.weekendCents !== null ? season.weekendCents : season.nightlyCents;
  return { rateCents, season, weekend };
}

/** A room's nightly base rate: its own, else its room type's (null: neither has one). */
export function baseRateOf(unit: { baseRateCents: Cents | null }, typeRateCents: Cents | null) {
  return unit.baseRateCents ?? typeRateCents;
}
