import type { IsoDate } from '../dates';
import type { Cents } from '../money';
import { baseRateOf, nightRate, weekdayOf } from './night-rates';
import type { RateSeason, Weekday } from './types';

/** A room type's night as sold: its rate and stay rules, as a quote would apply them. */
export interface TypeNight {
  date: IsoDate;
  /** The night's rate: its season's, else the base rate; null when neither prices it. */
  rateCents: Cents | null;
  source: 'season' | 'base' | 'none';
  seasonId: string | null;
  weekend: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/**
 * The base rate a room type is sold from: the lowest of its rooms' (each its own, else the
 * type's); null when none has one.
 */
export function typeBaseRate(
  rooms: readonly { baseRateCents: Cents | null }[],
  typeRateCents: Cents | null,
): { baseRateCents: Cents | null; varies: boolean } {
  const rates = (rooms.length > 0 ? rooms : [{ baseRateCents: null }])
    .map((room) => baseRateOf(room, typeRateCents))
    .filter((cents): cents is Cents => cents !== null);
  return {
    baseRateCents: rates.length > 0 ? Math.min(...rates) : null,
    varies: new Set(rates).size > 1,
  };
}

/**
 * A night's rate and rules from seasons ordered by `seasonsForUnit`: the rate calendar shows
 * them, and the channels are sent them.
 */
export function typeNight(
  ordered: readonly RateSeason[],
  date: IsoDate,
  baseRateCents: Cents | null,
  weekendNights: readonly Weekday[],
): TypeNight {
  const night = nightRate(ordered, date, baseRateCents, weekendNights);
  const season = night.season;
  const weekday = weekdayOf(date);
  return {
    date,
    rateCents: night.rateCents,
    source: season ? 'season' : night.rateCents === null ? 'none' : 'base',
    seasonId: season?.id ?? null,
    weekend: night.weekend,
    minStay: season?.minStay ?? null,
    maxStay: season?.maxStay ?? null,
    closedToArrival: season?.closedToArrival.includes(weekday) ?? false,
    closedToDeparture: season?.closedToDeparture.includes(weekday) ?? false,
  };
}
