import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { listPropertyRefs, updatePropertyStatus } from '@zamalek/db/queries/properties';
import type { PropertyStatus } from '@zamalek/domain/locations';
import { AppError } from '../errors';

/**
 * The operator opens a property for bookings, or sets it back to coming soon (its page then
 * says so and takes no bookings; stays already booked stay as they are). Audited with who did
 * it (null: the command line).
 */
export async function setPropertyStatus(
  db: Db,
  {
    property: named,
    status,
  }: { property: { slug: string } | { id: string }; status: PropertyStatus },
  actorId: string | null = null,
) {
  return db.transaction(async (tx) => {
    const before = (await listPropertyRefs(tx)).find((row) =>
      'slug' in named ? row.slug === named.slug : row.id === named.id,
    );
    const property = before && (await updatePropertyStatus(tx, { slug: before.slug, status }));
    if (!before || !property) throw new AppError('NOT_FOUND', 'Property not found.');
    if (before.status !== status) {
      await recordAudit(tx, {
        propertyId: property.id,
        actorId,
        entity: 'property',
        entityId: property.id,
        action: 'status',
        before: { status: before.status },
        after: { status },
      });
    }
    return property;
  });
}
