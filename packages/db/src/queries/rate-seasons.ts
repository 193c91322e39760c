import type { IsoDate } from '@zamalek/domain/dates';
import type { Weekday } from '@zamalek/domain/pricing/types';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateSeasons, units, unitTypePricing } from '../schema';

/** What a season's write sets (the rate calendar's fields, in cents). */
export interface RateSeasonValues {
  name: string;
  unitType: string;
  unitId: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  nightlyCents: number;
  weekendCents: number | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: Weekday[];
  closedToDeparture: Weekday[];
}

const seasonColumns = {
  id: rateSeasons.id,
  name: rateSeasons.name,
  unitType: rateSeasons.unitType,
  unitId: rateSeasons.unitId,
  startDate: rateSeasons.startDate,
  endDate: rateSeasons.endDate,
  nightlyCents: rateSeasons.nightlyCents,
  weekendCents: rateSeasons.weekendCents,
  minStay: rateSeasons.minStay,
  maxStay: rateSeasons.maxStay,
  closedToArrival: rateSeasons.closedToArrival,
  closedToDeparture: rateSeasons.closedToDeparture,
  createdAt: rateSeasons.createdAt,
  updatedAt: rateSeasons.updatedAt,
};

export async function insertRateSeason(
  db: Db,
  values: RateSeasonValues & { propertyId: string; createdBy: string },
) {
  const [row] = await db.insert(rateSeasons).values(values).returning(seasonColumns);
  if (!row) throw new Error('insert into rate_seasons returned no row');
  return row;
}

/** Locks a season for a change and returns it as it was (undefined when gone). */
export async function lockRateSeason(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select(seasonColumns)
    .from(rateSeasons)
    .where(and(eq(rateSeasons.propertyId, propertyId), eq(rateSeasons.id, id)))
    .for('update');
  return row;
}

export async function findRateSeason(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select(seasonColumns)
    .from(rateSeasons)
    .where(and(eq(rateSeasons.propertyId, propertyId), eq(rateSeasons.id, id)));
  return row;
}

export async function updateRateSeason(
  db: Db,
  { propertyId, id, values }: { propertyId: string; id: string; values: RateSeasonValues },
) {
  await db
    .update(rateSeasons)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rateSeasons.propertyId, propertyId), eq(rateSeasons.id, id)));
}

export async function deleteRateSeason(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const rows = await db
    .delete(rateSeasons)
    .where(and(eq(rateSeasons.propertyId, propertyId), eq(rateSeasons.id, id)))
    .returning({ id: rateSeasons.id });
  return rows.length > 0;
}

/** Every season of a room type (its rooms' own too), by first night; at most `limit`. */
export function listSeasonsOfType(
  db: Db,
  { unitType, limit = 500 }: { unitType: string; limit?: number },
) {
  return db
    .select({ ...seasonColumns, unitName: units.name })
    .from(rateSeasons)
    .leftJoin(units, eq(units.id, rateSeasons.unitId))
    .where(eq(rateSeasons.unitType, unitType))
    .orderBy(asc(rateSeasons.startDate), asc(rateSeasons.createdAt))
    .limit(limit);
}

/**
 * The room types rates are set for: the distinct `unit_type` of the units, each with its rooms
 * (id, name and base rate) and its discounts and extra-guest fee when set.
 */
export async function listRateUnitTypes(db: Db) {
  const [rooms, pricing] = await Promise.all([
    db
      .select({
        id: units.id,
        name: units.name,
        unitType: sql<string>`${units.unitType}`,
        baseRateCents: units.baseRateCents,
      })
      .from(units)
      .where(and(isNotNull(units.unitType), sql`btrim(${units.unitType}) <> ''`))
      .orderBy(asc(units.unitType), asc(units.name)),
    db.select().from(unitTypePricing),
  ]);
  const types = new Map<
    string,
    Array<{ id: string; name: string; baseRateCents: number | null }>
  >();
  for (const { unitType, ...room } of rooms) {
    const list = types.get(unitType) ?? [];
    list.push(room);
    types.set(unitType, list);
  }
  return [...types].map(([unitType, typeRooms]) => {
    const row = pricing.find((entry) => entry.unitType === unitType);
    return {
      unitType,
      rooms: typeRooms,
      pricing: {
        weeklyDiscountPercent: row?.weeklyDiscountPercent ?? 0,
        monthlyDiscountPercent: row?.monthlyDiscountPercent ?? 0,
        baseOccupancy: row?.baseOccupancy ?? null,
        extraGuestCents: row?.extraGuestCents ?? 0,
      },
    };
  });
}

/** The rooms of a room type (none: no such type). */
export function unitsOfType(
  db: Db,
  { propertyId, unitType }: { propertyId: string; unitType: string },
) {
  return db
    .select({ id: units.id, name: units.name, baseRateCents: units.baseRateCents })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.unitType, unitType)))
    .orderBy(asc(units.name));
}

/** A room type's discounts and extra-guest fee, written whole; locked row returned before. */
export async function lockUnitTypePricing(
  db: Db,
  { propertyId, unitType }: { propertyId: string; unitType: string },
) {
  const [row] = await db
    .select()
    .from(unitTypePricing)
    .where(and(eq(unitTypePricing.propertyId, propertyId), eq(unitTypePricing.unitType, unitType)))
    .for('update');
  return row;
}

export async function upsertUnitTypePricing(
  db: Db,
  values: {
    propertyId: string;
    unitType: string;
    weeklyDiscountPercent: number;
    monthlyDiscountPercent: number;
    baseOccupancy: number | null;
    extraGuestCents: number;
    updatedBy: string;
  },
) {
  const { propertyId: _property, unitType: _type, ...changes } = values;
  await db
    .insert(unitTypePricing)
    .values(values)
    .onConflictDoUpdate({
      target: [unitTypePricing.propertyId, unitTypePricing.unitType],
      set: { ...changes, updatedAt: new Date() },
    });
}
