import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { properties } from '../schema';

const propertyRefColumns = {
  id: properties.id,
  slug: properties.slug,
  status: properties.status,
  name: properties.propertyName,
  timeZone: properties.timeZone,
};

export type PropertyRef = Awaited<ReturnType<typeof listPropertyRefs>>[number];

/** Every property, in name order: the public site's locations, the jobs' rounds. */
export function listPropertyRefs(db: Db) {
  return db
    .select(propertyRefColumns)
    .from(properties)
    .orderBy(properties.propertyName, properties.id);
}

export async function findPropertyRefBySlug(db: Db, { slug }: { slug: string }) {
  const [row] = await db
    .select(propertyRefColumns)
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  return row;
}

const publicLocationColumns = {
  id: properties.id,
  slug: properties.slug,
  status: properties.status,
  propertyName: properties.propertyName,
  propertyNameAr: properties.propertyNameAr,
  address: properties.address,
  addressAr: properties.addressAr,
  timeZone: properties.timeZone,
};

/**
 * Every property as the public site lists it (Locations, the sitemap), open or coming soon, in
 * the order they were added: the first building first.
 */
export function listPublicLocations(db: Db) {
  return db
    .select(publicLocationColumns)
    .from(properties)
    .orderBy(properties.createdAt, properties.id);
}

/** One property as the public site shows it, by its slug (undefined: no such property). */
export async function findPublicLocation(db: Db, { slug }: { slug: string }) {
  const [row] = await db
    .select(publicLocationColumns)
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  return row;
}

/** Opens a property for bookings or sets it back to coming soon; undefined: no such slug. */
export async function updatePropertyStatus(
  db: Db,
  { slug, status }: { slug: string; status: PropertyRef['status'] },
) {
  const [row] = await db
    .update(properties)
    .set({ status, updatedAt: new Date() })
    .where(eq(properties.slug, slug))
    .returning(propertyRefColumns);
  return row;
}
