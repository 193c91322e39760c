import type { Db } from '@zamalek/db/client';
import { updatePropertyStatus } from '@zamalek/db/queries/properties';
import type { PropertyStatus } from '@zamalek/domain/locations';
import { AppError } from '../errors';

/**
 * The operator opens a property for bookings, or sets it back to coming soon (its page then
 * says so and takes no bookings; stays already booked stay as they are).
 */
export async function setPropertyStatus(
  db: Db,
  { slug, status }: { slug: string; status: PropertyStatus },
) {
  const property = await updatePropertyStatus(db, { slug, status });
  if (!property) throw new AppError('NOT_FOUND');
  return property;
}
