import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { suitePhotos, units } from '../schema';
import { roomTypesByIds } from './room-types';

export type SuitePhotoRow = typeof suitePhotos.$inferSelect;

/** The property's photos, by room type in order: a type's first is its cover. */
export function listPhotos(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select()
    .from(suitePhotos)
    .where(eq(suitePhotos.propertyId, propertyId))
    .orderBy(asc(suitePhotos.roomTypeId), asc(suitePhotos.position), asc(suitePhotos.createdAt));
}

export async function countPhotos(
  db: Db,
  { propertyId, roomTypeId }: { propertyId: string; roomTypeId: string },
) {
  const [row] = await db
    .select({ count: count() })
    .from(suitePhotos)
    .where(and(eq(suitePhotos.propertyId, propertyId), eq(suitePhotos.roomTypeId, roomTypeId)));
  return row?.count ?? 0;
}

/** Adds a photo after the type's others (serialised per type by the caller's lock). */
export async function insertPhoto(
  db: Db,
  values: Omit<typeof suitePhotos.$inferInsert, 'position' | 'id' | 'createdAt'>,
) {
  const [row] = await db
    .insert(suitePhotos)
    .values({
      ...values,
      position: sql`coalesce((select max(${suitePhotos.position}) + 1 from ${suitePhotos} where ${suitePhotos.propertyId} = ${values.propertyId} and ${suitePhotos.roomTypeId} = ${values.roomTypeId}), 0)`,
    })
    .returning();
  if (!row) throw new Error('insert into suite_photos returned no row');
  return row;
}

export async function deletePhoto(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .delete(suitePhotos)
    .where(and(eq(suitePhotos.propertyId, propertyId), eq(suitePhotos.id, id)))
    .returning();
  return row;
}

/** Numbers the given photos of a type 0, 1, 2… in the given order; returns how many it moved. */
export async function setPhotoOrder(
  db: Db,
  {
    propertyId,
    roomTypeId,
    photoIds,
  }: { propertyId: string; roomTypeId: string; photoIds: string[] },
) {
  let moved = 0;
  for (const [position, id] of photoIds.entries()) {
    const rows = await db
      .update(suitePhotos)
      .set({ position })
      .where(
        and(
          eq(suitePhotos.id, id),
          eq(suitePhotos.propertyId, propertyId),
          eq(suitePhotos.roomTypeId, roomTypeId),
        ),
      )
      .returning({ id: suitePhotos.id });
    moved += rows.length;
  }
  return moved;
}

export async function setUnitPublicName(
  db: Db,
  {
    propertyId,
    id,
    publicName,
    publicNameAr,
  }: { propertyId: string; id: string; publicName: string | null; publicNameAr: string | null },
) {
  const [row] = await db
    .update(units)
    .set({ publicName, publicNameAr, updatedAt: sql`now()` })
    .where(and(eq(units.propertyId, propertyId), eq(units.id, id)))
    .returning({ id: units.id });
  return row;
}

/** The room types and photos of the given types, for the public site's cards. */
export async function presentationsOf(
  db: Db,
  { propertyId, roomTypeIds }: { propertyId: string; roomTypeIds: string[] },
) {
  if (roomTypeIds.length === 0) return { types: [], photos: [] };
  const [types, photos] = await Promise.all([
    roomTypesByIds(db, { propertyId, ids: roomTypeIds }),
    db
      .select()
      .from(suitePhotos)
      .where(
        and(eq(suitePhotos.propertyId, propertyId), inArray(suitePhotos.roomTypeId, roomTypeIds)),
      )
      .orderBy(asc(suitePhotos.roomTypeId), asc(suitePhotos.position), asc(suitePhotos.createdAt)),
  ]);
  return { types, photos };
}
