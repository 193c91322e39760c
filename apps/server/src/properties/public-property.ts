import type { Db } from '@zamalek/db/client';
import {
  findPropertyRefBySlug,
  listPropertyRefs,
  type PropertyRef,
} from '@zamalek/db/queries/properties';
import { AppError } from '../errors';

/**
 * The property a public request is for: the one its slug names, open or coming soon; without a
 * slug, the installation's only open property (one coming soon takes no bookings). With several
 * open, a request must name one — none is assumed.
 */
export async function resolvePublicProperty(db: Db, slug: string | null): Promise<PropertyRef> {
  if (slug !== null) {
    const property = await findPropertyRefBySlug(db, { slug });
    if (!property) throw new AppError('NOT_FOUND');
    return property;
  }
  const open = (await listPropertyRefs(db)).filter((property) => property.status === 'open');
  const [only] = open;
  if (open.length !== 1 || !only) throw new AppError('PROPERTY_REQUIRED');
  return only;
}

/**
 * The property a guest books at (the wizard's availability, quotes and the booking itself): as
 * `resolvePublicProperty`, refused while it is coming soon. Staff may still enter stays there.
 */
export async function resolveBookableProperty(db: Db, slug: string | null): Promise<PropertyRef> {
  const property = await resolvePublicProperty(db, slug);
  if (property.status !== 'open') throw new AppError('PROPERTY_NOT_OPEN');
  return property;
}
