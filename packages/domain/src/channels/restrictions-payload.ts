import type { IsoDate } from '../dates';
import type { Cents } from '../money';
import type { TypeNight } from '../pricing/type-nights';
import { collapseDays } from './ari-ranges';

export const MARKUP_KINDS = ['percent', 'amount'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/** A Channex rate plan of a room type, priced from our rates with its markup. */
export interface MappedRatePlan {
  channexRatePlanId: string;
  roomTypeId: string;
  markupKind: MarkupKind;
  /** Basis points of a percent (`percent`: 1500 = +15 %), or cents a night (`amount`). */
  markup: number;
}

/** One entry of Channex's `POST /api/v1/restrictions` (dates inclusive). */
export interface RestrictionValue {
  property_id: string;
  rate_plan_id: string;
  date_from: IsoDate;
  date_to: IsoDate;
  /** Decimal text in the rate plan's currency, e.g. "120.00"; absent when stop-sold for no rate. */
  rate?: string;
  min_stay_arrival: number;
  min_stay_through: number;
  /** 0: no maximum. */
  max_stay: number;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  stop_sell: boolean;
}

/** A plan's nightly rate from ours: the markup added, rounded to the cent; null if not above 0. */
export function planRateCents(plan: MappedRatePlan, baseCents: Cents | null): Cents | null {
  if (baseCents === null) return null;
  const cents =
    plan.markupKind === 'percent'
      ? Math.round((baseCents * (10_000 + plan.markup)) / 10_000)
      : baseCents + plan.markup;
  return cents > 0 ? cents : null;
}

type Rules = Omit<RestrictionValue, 'property_id' | 'rate_plan_id' | 'date_from' | 'date_to'>;

function rulesOf(plan: MappedRatePlan, night: TypeNight): Rules {
  const rateCents = planRateCents(plan, night.rateCents);
  const minStay = night.minStay ?? 1;
  return {
    ...(rateCents === null ? {} : { rate: (rateCents / 100).toFixed(2) }),
    min_stay_arrival: minStay,
    min_stay_through: minStay,
    max_stay: night.maxStay ?? 0,
    closed_to_arrival: night.closedToArrival,
    closed_to_departure: night.closedToDeparture,
    // A night no rate prices is not for sale (the public site refuses it too).
    stop_sell: rateCents === null,
  };
}

const sameRules = (a: Rules, b: Rules) =>
  a.rate === b.rate &&
  a.min_stay_arrival === b.min_stay_arrival &&
  a.min_stay_through === b.min_stay_through &&
  a.max_stay === b.max_stay &&
  a.closed_to_arrival === b.closed_to_arrival &&
  a.closed_to_departure === b.closed_to_departure &&
  a.stop_sell === b.stop_sell;

/**
 * The body of a restrictions push: for every rate plan of a room type, each of the type's nights
 * with the plan's rate and the night's stay rules (min stay as the quote applies it, to every stay
 * through the night), consecutive nights with the same values as one range.
 */
export function restrictionValues(
  channexPropertyId: string,
  plans: readonly MappedRatePlan[],
  nights: readonly { roomTypeId: string; night: TypeNight }[],
): { values: RestrictionValue[] } {
  const days = plans.flatMap((plan) =>
    nights
      .filter((entry) => entry.roomTypeId === plan.roomTypeId)
      .map((entry) => ({
        key: plan.channexRatePlanId,
        date: entry.night.date,
        value: rulesOf(plan, entry.night),
      })),
  );
  return {
    values: collapseDays(days, sameRules).map((range) => ({
      property_id: channexPropertyId,
      rate_plan_id: range.key,
      date_from: range.dateFrom,
      date_to: range.dateTo,
      ...range.value,
    })),
  };
}
