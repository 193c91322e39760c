import type { Cents } from '../money';
import { includedPercentPoints, nightCharges, percentOf } from './charges';
import { baseRateOf, nightRate, nightsOf, seasonsForUnit } from './night-rates';
import { stayRestrictions } from './restrictions';
import type {
  PricingRules,
  Quote,
  QuoteNight,
  QuoteRequest,
  RoomTypePricing,
  UnsellableReason,
} from './types';

export const WEEKLY_NIGHTS = 7;
export const MONTHLY_NIGHTS = 28;

function stayDiscount(pricing: RoomTypePricing | undefined, nights: number): Quote['discount'] {
  if (!pricing) return null;
  if (nights >= MONTHLY_NIGHTS && pricing.monthlyDiscountPercent > 0) {
    return { kind: 'monthly', percent: pricing.monthlyDiscountPercent, cents: 0 };
  }
  if (nights >= WEEKLY_NIGHTS && pricing.weeklyDiscountPercent > 0) {
    return { kind: 'weekly', percent: pricing.weeklyDiscountPercent, cents: 0 };
  }
  return null;
}

function extraGuestsOf(pricing: RoomTypePricing | undefined, guests: number) {
  if (!pricing || pricing.baseOccupancy === null || pricing.extraGuestCents <= 0) return null;
  const extra = guests - pricing.baseOccupancy;
  return extra > 0 ? { guests: extra, perNightCents: extra * pricing.extraGuestCents } : null;
}

const sum = (values: readonly Cents[]) => values.reduce((total, value) => total + value, 0);

/**
 * Prices a stay in a unit, exactly to the cent: each night's rate (season or base rate, weekend
 * rate on weekend nights), the stay-length discount and extra-guest fee of the room type, then
 * every tax and fee, figured night by night so that the nights add up to the total and a stay
 * split in two costs what its parts cost. A manager's nightly price replaces the rates, the
 * discount and the extra-guest fee. Restrictions never stop the arithmetic: they are reported in
 * `unsellable` for the caller to refuse (the public site) or to show (staff).
 */
export function quoteStay(rules: PricingRules, request: QuoteRequest): Quote {
  const { unit, checkIn, checkOut, guests } = request;
  const override = request.overrideNightlyCents ?? null;
  const dates = nightsOf(checkIn, checkOut);
  const ordered = seasonsForUnit(rules.seasons, unit);
  const pricing = rules.roomTypePricing.find((entry) => entry.roomTypeId === unit.roomTypeId);
  const discount = override === null ? stayDiscount(pricing, dates.length) : null;
  const extra = override === null ? extraGuestsOf(pricing, guests) : null;
  const baseRate = baseRateOf(unit, pricing?.baseRateCents ?? null);
  const unsellable: UnsellableReason[] = [];
  const includedPoints = includedPercentPoints(rules.charges);

  const nights: QuoteNight[] = dates.map((date, index) => {
    const priced = nightRate(ordered, date, baseRate, rules.weekendNights);
    const rateCents = override ?? priced.rateCents ?? 0;
    if (override === null && priced.rateCents === null && !unsellable.length) {
      unsellable.push({ code: 'NO_RATE', date });
    }
    const discountCents = discount ? percentOf(rateCents, discount.percent) : 0;
    const extraGuestCents = extra?.perNightCents ?? 0;
    const revenue = rateCents - discountCents + extraGuestCents;
    const chargeCents = nightCharges(rules.charges, revenue, index === 0, includedPoints);
    const added = sum(chargeCents.filter((_, i) => !rules.charges[i]?.included));
    return {
      date,
      rateCents,
      seasonId: override === null ? (priced.season?.id ?? null) : null,
      seasonName: override === null ? (priced.season?.name ?? null) : null,
      weekend: priced.weekend,
      discountCents,
      extraGuestCents,
      chargeCents,
      totalCents: revenue + added,
    };
  });
  unsellable.push(...stayRestrictions(ordered, dates, checkOut));

  const charges = rules.charges.map((charge, i) => ({
    ...charge,
    totalCents: sum(nights.map((night) => night.chargeCents[i] ?? 0)),
  }));
  const roomCents = sum(nights.map((night) => night.rateCents));
  const discountCents = sum(nights.map((night) => night.discountCents));
  const extraCents = sum(nights.map((night) => night.extraGuestCents));
  const roomRevenueCents = roomCents - discountCents + extraCents;
  const totalCents = sum(nights.map((night) => night.totalCents));
  const taxesCents = sum(charges.filter((c) => c.kind === 'tax').map((c) => c.totalCents));
  return {
    checkIn,
    checkOut,
    guests,
    nights,
    overridden: override !== null,
    roomCents,
    discount: discount && { ...discount, cents: discountCents },
    extraGuests: extra && { ...extra, cents: extraCents },
    roomRevenueCents,
    charges,
    taxesCents,
    totalCents,
    totalBeforeTaxesCents: totalCents - taxesCents,
    averageNightlyCents:
      override ?? (dates.length ? Math.round(roomRevenueCents / dates.length) : 0),
    unsellable,
  };
}
