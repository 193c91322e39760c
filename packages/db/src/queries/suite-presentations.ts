import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { suitePhotos, suitePresentations, units } from '../schema';

export type SuitePresentationRow = typeof suitePresentations.$inferSelect;
export type SuitePhotoRow = typeof suitePhotos.$inferSelect;

export interface PresentationValues {
  propertyId: string;
  unitType: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  highlights: string[];
  highlightsAr: string[];
  amenities: string[];
  updatedBy: string;
}

/** The room types in use (distinct, non-blank `unit_type`), with their rooms, by type and name. */
export function listTypedUnits(db: Db) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: sql<string>`${units.unitType}`,
      publicName: units.publicName,
      publicNameAr: units.publicNameAr,
    })
    .from(units)
    .where(and(isNotNull(units.unitType), sql`btrim(${units.unitType}) <> ''`))
    .orderBy(asc(units.unitType), asc(units.name));
}

export function listPresentations(db: Db): Promise<SuitePresentationRow[]> {
  return db.select().from(suitePresentations);
}

export async function findPresentation(
  db: Db,
  { propertyId, unitType }: { propertyId: string; unitType: string },
) {
  const [row] = await db
    .select()
    .from(suitePresentations)
    .where(
      and(eq(suitePresentations.propertyId, propertyId), eq(suitePresentations.unitType, unitType)),
    );
  return row;
}

export async function upsertPresentation(db: Db, values: PresentationValues) {
  const { propertyId: _property, unitType: _type, ...rest } = values;
  await db
    .insert(suitePresentations)
    .values(values)
    .onConflictDoUpdate({
      target: [suitePresentations.propertyId, suitePresentations.unitType],
      set: { ...rest, updatedAt: sql`now()` },
    });
}

/** Every photo, or a room type's, in order: a type's first is its cover. */
export function listPhotos(db: Db, { unitType }: { unitType?: string } = {}) {
  return db
    .select()
    .from(suitePhotos)
    .where(unitType === undefined ? undefined : eq(suitePhotos.unitType, unitType))
    .orderBy(asc(suitePhotos.unitType), asc(suitePhotos.position), asc(suitePhotos.createdAt));
}

export async function countPhotos(
  db: Db,
  { propertyId, unitType }: { propertyId: string; unitType: string },
) {
  const [row] = await db
    .select({ count: count() })
    .from(suitePhotos)
    .where(and(eq(suitePhotos.propertyId, propertyId), eq(suitePhotos.unitType, unitType)));
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
      position: sql`coalesce((select max(${suitePhotos.position}) + 1 from ${suitePhotos} where ${suitePhotos.propertyId} = ${values.propertyId} and ${suitePhotos.unitType} = ${values.unitType}), 0)`,
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
  { propertyId, unitType, photoIds }: { propertyId: string; unitType: string; photoIds: string[] },
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
          eq(suitePhotos.unitType, unitType),
        ),
      )
      .returning({ id: suitePhotos.id });
    moved += rows.length;
  }
  return moved;
}

/** Serialises the photo writes of one room type (adding, ordering) inside the transaction. */
export async function lockRoomTypePhotos(
  db: Db,
  { propertyId, unitType }: { propertyId: string; unitType: string },
) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('suite_photos'), hashtext(${propertyId} || '/' || ${unitType}))`,
  );
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

/** The presentations and photos of the given room types, for the public site's cards. */
export async function presentationsOf(
  db: Db,
  { propertyId, unitTypes }: { propertyId: string; unitTypes: string[] },
) {
  if (unitTypes.length === 0) return { presentations: [], photos: [] };
  const [presentations, photos] = await Promise.all([
    db
      .select()
      .from(suitePresentations)
      .where(
        and(
          eq(suitePresentations.propertyId, propertyId),
          inArray(suitePresentations.unitType, unitTypes),
        ),
      ),
    db
      .select()
      .from(suitePhotos)
      .where(and(eq(suitePhotos.propertyId, propertyId), inArray(suitePhotos.unitType, unitTypes)))
      .orderBy(asc(suitePhotos.unitType), asc(suitePhotos.position), asc(suitePhotos.createdAt)),
  ]);
  return { presentations, photos };
}

/** Whether some room has this type, exactly as typed. */
export async function roomTypeExists(
  db: Db,
  { propertyId, unitType }: { propertyId: string; unitType: string },
) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.unitType, unitType)))
    .limit(1);
  return row !== undefined;
}
