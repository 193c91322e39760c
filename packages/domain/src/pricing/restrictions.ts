import type { IsoDate } from '../dates';
import { seasonOn, weekdayOf } from './night-rates';
import type { RateSeason, UnsellableReason } from './types';

/**
 * Why a stay may not be sold online, from the seasons it touches: the strictest minimum and
 * maximum stay among its nights' seasons, closed to arrival on the arrival day and closed to
 * departure on the departure day (the season of that date taken as a night).
 */
export function stayRestrictions(
  ordered: readonly RateSeason[],
  nights: readonly IsoDate[],
  checkOut: IsoDate,
): UnsellableReason[] {
  const reasons: UnsellableReason[] = [];
  const seasons = nights.map((night) => seasonOn(ordered, night));
  const minNights = Math.max(0, ...seasons.map((season) => season?.minStay ?? 0));
  if (nights.length < minNights) reasons.push({ code: 'MIN_STAY', minNights });
  const maxNights = Math.min(
    Number.POSITIVE_INFINITY,
    ...seasons.map((season) => season?.maxStay ?? Number.POSITIVE_INFINITY),
  );
  if (nights.length > maxNights) reasons.push({ code: 'MAX_STAY', maxNights });

  const checkIn = nights[0];
  if (checkIn !== undefined && seasons[0]?.closedToArrival.includes(weekdayOf(checkIn))) {
    reasons.push({ code: 'CLOSED_TO_ARRIVAL', date: checkIn });
  }
  if (seasonOn(ordered, checkOut)?.closedToDeparture.includes(weekdayOf(checkOut))) {
    reasons.push({ code: 'CLOSED_TO_DEPARTURE', date: checkOut });
  }
  return reasons;
}
