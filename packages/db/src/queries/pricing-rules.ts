import type { DateRange } from '@zamalek/domain/date-range';
import type {
  PriceCharge,
  PricingRules,
  RateSeason,
  RoomTypePricing,
  Weekday,
} from '@zamalek/domain/pricing/types';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { priceCharges, properties, rateSeasons, roomTypes } from '../schema';

const asWeekdays = (days: readonly number[]) => days.filter((d): d is Weekday => d >= 0 && d <= 6);

/**
 * Seasons touching any night of `nights` (half-open; a season's end date is its last night), of
 * the given room types (all when omitted).
 */
export async function listRateSeasons(
  db: Db,
  {
    propertyId,
    nights,
    roomTypeIds,
  }: { propertyId: string; nights: DateRange; roomTypeIds?: readonly string[] },
): Promise<RateSeason[]> {
  const conditions: SQL[] = [
    eq(rateSeasons.propertyId, propertyId),
    lt(rateSeasons.startDate, nights.to),
    gte(rateSeasons.endDate, nights.from),
  ];
  if (roomTypeIds) conditions.push(inArray(rateSeasons.roomTypeId, [...roomTypeIds]));
  const rows = await db
    .select()
    .from(rateSeasons)
    .where(and(...conditions))
    .orderBy(asc(rateSeasons.startDate), asc(rateSeasons.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    roomTypeId: row.roomTypeId,
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

/** The taxes and fees stays are priced with from now on, in the Settings page's order. */
export async function listPriceCharges(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<PriceCharge[]> {
  const rows = await db
    .select()
    .from(priceCharges)
    .where(eq(priceCharges.propertyId, propertyId))
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

/**
 * What prices every stay whatever its dates, in one statement: the room types' discounts and
 * extra-guest fees, the taxes and fees (in the Settings page's order), the weekend nights. Each
 * list comes as JSON with the fields of the domain's `UnitTypePricing` and `PriceCharge`.
 */
async function loadStandingRules(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({
      roomTypePricing: sql<RoomTypePricing[]>`coalesce((
        select json_agg(json_build_object(
          'roomTypeId', ${roomTypes.id},
          'baseRateCents', ${roomTypes.baseRateCents},
          'weeklyDiscountPercent', ${roomTypes.weeklyDiscountPercent},
          'monthlyDiscountPercent', ${roomTypes.monthlyDiscountPercent},
          'baseOccupancy', ${roomTypes.baseOccupancy},
          'extraGuestCents', ${roomTypes.extraGuestCents}
        ) order by ${roomTypes.id}) from ${roomTypes}
        where ${roomTypes.propertyId} = ${propertyId}
      ), '[]'::json)`,
      charges: sql<PriceCharge[]>`coalesce((
        select json_agg(json_build_object(
          'id', ${priceCharges.id},
          'name', ${priceCharges.name},
          'kind', ${priceCharges.kind},
          'basis', ${priceCharges.basis},
          'percent', ${priceCharges.percent},
          'amountCents', ${priceCharges.amountCents},
          'minPerNightCents', ${priceCharges.minPerNightCents},
          'maxPerNightCents', ${priceCharges.maxPerNightCents},
          'included', ${priceCharges.included}
        ) order by ${priceCharges.position}, ${priceCharges.createdAt}) from ${priceCharges}
        where ${priceCharges.propertyId} = ${propertyId}
      ), '[]'::json)`,
      weekendNights: properties.weekendNights,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

/**
 * Everything that prices stays with nights in `nights`, in two statements side by side: the
 * seasons touching those nights, and the rules that hold whatever the dates.
 */
export async function loadPricingRules(
  db: Db,
  params: { propertyId: string; nights: DateRange; roomTypeIds?: readonly string[] },
): Promise<PricingRules> {
  const [seasons, standing] = await Promise.all([
    listRateSeasons(db, params),
    loadStandingRules(db, params),
  ]);
  return {
    seasons,
    roomTypePricing: standing?.roomTypePricing ?? [],
    charges: standing?.charges ?? [],
    weekendNights: asWeekdays(standing?.weekendNights ?? [4, 5]),
  };
}
