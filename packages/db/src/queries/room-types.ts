import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { roomTypes, units } from '../schema';

export type RoomTypeRow = typeof roomTypes.$inferSelect;

/**
 * The code of a unit's room type, as a column of a query over `units` (one key lookup a row).
 * Read models call it `unitType`: the type as staff name it.
 */
export const roomTypeCodeOfUnit = sql<
  string | null
>`(select rt.code from room_types rt where rt.id = ${units.roomTypeId})`;

/** A room type of the property; another property's is not found, like an id that does not exist. */
export async function findRoomType(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<RoomTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.id, id)));
  return row;
}

/** Locks a room type for a change and returns it as it was (undefined when not the property's). */
export async function lockRoomType(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<RoomTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.id, id)))
    .for('update');
  return row;
}

/** The property's room types, by code. */
export function listRoomTypes(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, propertyId))
    .orderBy(asc(sql`lower(${roomTypes.code})`));
}

/** These room types of the property (ids of another property's are left out). */
export function roomTypesByIds(
  db: Db,
  { propertyId, ids }: { propertyId: string; ids: readonly string[] },
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), inArray(roomTypes.id, [...new Set(ids)])));
}

/**
 * The room type with this code (any case), made when the property has none: what a room typed
 * into the Rooms screen becomes. Two staff typing a new code at once get the same type.
 */
export async function roomTypeForCode(
  db: Db,
  { propertyId, code, updatedBy }: { propertyId: string; code: string; updatedBy: string | null },
): Promise<string> {
  const find = async () => {
    const [row] = await db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(
        and(eq(roomTypes.propertyId, propertyId), sql`lower(${roomTypes.code}) = lower(${code})`),
      );
    return row?.id;
  };
  const found = await find();
  if (found) return found;
  const [made] = await db
    .insert(roomTypes)
    .values({ propertyId, code, name: code, updatedBy })
    .onConflictDoNothing()
    .returning({ id: roomTypes.id });
  const id = made?.id ?? (await find());
  if (!id) throw new Error('room type neither made nor found');
  return id;
}

/** The rooms of each of the property's room types, by name. */
export function listRoomsByType(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      roomTypeId: units.roomTypeId,
      baseRateCents: units.baseRateCents,
      publicName: units.publicName,
      publicNameAr: units.publicNameAr,
    })
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.name));
}

export type RoomTypeChanges = Partial<
  Omit<typeof roomTypes.$inferInsert, 'id' | 'propertyId' | 'createdAt' | 'updatedAt'>
>;

export async function updateRoomType(
  db: Db,
  { propertyId, id, changes }: { propertyId: string; id: string; changes: RoomTypeChanges },
) {
  const [row] = await db
    .update(roomTypes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.id, id)))
    .returning({ id: roomTypes.id });
  return row;
}
