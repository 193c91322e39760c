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
