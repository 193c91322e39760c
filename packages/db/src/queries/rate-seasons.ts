import type { IsoDate } from '@zamalek/domain/dates';
import type { Weekday } from '@zamalek/domain/pricing/types';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { rateSeasons, units } from '../schema';

/** What a season's write sets (the rate calendar's fields, in cents). */
export interface RateSeasonValues {
  name: string;
  roomTypeId: string;
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
  roomTypeId: rateSeasons.roomTypeId,
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
  {
    propertyId,
    roomTypeId,
    limit = 500,
  }: { propertyId: string; roomTypeId: string; limit?: number },
) {
  return db
    .select({ ...seasonColumns, unitName: units.name })
    .from(rateSeasons)
    .leftJoin(units, eq(units.id, rateSeasons.unitId))
    .where(and(eq(rateSeasons.propertyId, propertyId), eq(rateSeasons.roomTypeId, roomTypeId)))
    .orderBy(asc(rateSeasons.startDate), asc(rateSeasons.createdAt))
    .limit(limit);
}

/** The rooms of a room type of the property (none: no such type, or another property's). */
export function unitsOfType(
  db: Db,
  { propertyId, roomTypeId }: { propertyId: string; roomTypeId: string },
) {
  return db
    .select({ id: units.id, name: units.name, baseRateCents: units.baseRateCents })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.roomTypeId, roomTypeId)))
    .orderBy(asc(units.name));
}
