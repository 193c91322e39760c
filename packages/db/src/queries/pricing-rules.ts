import type { DateRange } from '@zamalek/domain/date-range';
import type { PriceCharge, PricingRules, RateSeason, Weekday } from '@zamalek/domain/pricing/types';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { priceCharges, propertySettings, rateSeasons, unitTypePricing } from '../schema';

const asWeekdays = (days: readonly number[]) => days.filter((d): d is Weekday => d >= 0 && d <= 6);

/**
 * Seasons touching any night of `nights` (half-open; a season's end date is its last night), of
 * the given room types (all when omitted).
 */
export async function listRateSeasons(
  db: Db,
  { nights, unitTypes }: { nights: DateRange; unitTypes?: readonly string[] },
): Promise<RateSeason[]> {
  const conditions: SQL[] = [
    lt(rateSeasons.startDate, nights.to),
    gte(rateSeasons.endDate, nights.from),
  ];
  if (unitTypes) conditions.push(inArray(rateSeasons.unitType, [...unitTypes]));
  const rows = await db
    .select()
    .from(rateSeasons)
    .where(and(...conditions))
    .orderBy(asc(rateSeasons.startDate), asc(rateSeasons.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unitType: row.unitType,
    unitId: row.unitId,
    startDate: row.startDate,
    endDate: row.endDate,
    nightlyCents: row.nightlyCents,
    weekendCents: row.weekendCents,
    minStay: row.minStay,
    maxStay: row.maxStay,
    closedToArrival: asWeekdays(row.closedToArrival),
    closedToDeparture: asWeekdays(row.closedToDeparture),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listUnitTypePricing(db: Db) {
  return db
    .select({
      unitType: unitTypePricing.unitType,
      weeklyDiscountPercent: unitTypePricing.weeklyDiscountPercent,
      monthlyDiscountPercent: unitTypePricing.monthlyDiscountPercent,
      baseOccupancy: unitTypePricing.baseOccupancy,
      extraGuestCents: unitTypePricing.extraGuestCents,
    })
    .from(unitTypePricing)
    .orderBy(asc(unitTypePricing.unitType));
}

/** The taxes and fees stays are priced with from now on, in the Settings page's order. */
export async function listPriceCharges(db: Db): Promise<PriceCharge[]> {
  const rows = await db
    .select()
    .from(priceCharges)
    .orderBy(asc(priceCharges.position), asc(priceCharges.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    basis: row.basis,
    percent: row.percent,
    amountCents: row.amountCents,
    minPerNightCents: row.minPerNightCents,
    maxPerNightCents: row.maxPerNightCents,
    included: row.included,
  }));
}

/** Everything that prices stays with nights in `nights`, read in one go. */
export async function loadPricingRules(
  db: Db,
  params: { nights: DateRange; unitTypes?: readonly string[] },
): Promise<PricingRules> {
  const [seasons, unitTypePricingRows, charges, [settings]] = await Promise.all([
    listRateSeasons(db, params),
    listUnitTypePricing(db),
    listPriceCharges(db),
    db
      .select({ weekendNights: propertySettings.weekendNights })
      .from(propertySettings)
      .where(eq(propertySettings.id, 1)),
  ]);
  return {
    seasons,
    unitTypePricing: unitTypePricingRows,
    charges,
    weekendNights: asWeekdays(settings?.weekendNights ?? [4, 5]),
  };
}
