import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertProperty } from '@zamalek/db/queries/portfolio';
import type { AddProperty } from '@zamalek/domain/portfolio';
import { AppError, sqlState } from '../errors';

/**
 * An owner adds a building: coming soon (the public site takes no bookings there) until its
 * rooms, rates and settings are ready and it is opened. Its address name is unique.
 */
export async function addProperty(db: Db, owner: { id: string }, input: AddProperty) {
  try {
    return await db.transaction(async (tx) => {
      const property = await insertProperty(tx, { ...input, updatedBy: owner.id });
      await recordAudit(tx, {
        propertyId: property.id,
        actorId: owner.id,
        entity: 'property',
        entityId: property.id,
        action: 'create',
        after: input,
      });
      return property;
    });
  } catch (error) {
    throw sqlState(error) === '23505' ? new AppError('PROPERTY_SLUG_TAKEN') : error;
  }
}
