import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockPropertySettings, updatePropertyDetails } from '@zamalek/db/queries/settings';
import type { PropertyDetails } from '@zamalek/domain/settings';
import { keysOf } from '@zamalek/domain/type-guards';
import type { Actor } from '../actors';

/**
 * An admin changes the property's details (name, time zone, address in English and Arabic, phone,
 * check-in and check-out times, pre-arrival instructions, house rules in English and Arabic,
 * digest hour): written and audited together, the changed fields only.
 * Concurrent changes take turns on the settings row; the pre-arrival and digest jobs read the
 * details when they run, so the next mail uses them.
 */
export function updateDetails(db: Db, actor: Actor, input: PropertyDetails) {
  return db.transaction(async (tx) => {
    const before = await lockPropertySettings(tx, { propertyId: actor.propertyId });
    // One statement: the house rules in both languages change together, as one new version.
    await updatePropertyDetails(tx, {
      ...input,
      propertyId: actor.propertyId,
      updatedBy: actor.id,
    });
    const changed = keysOf(input).filter((key) => before[key] !== input[key]);
    if (changed.length > 0) {
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'property_settings',
        entityId: actor.propertyId,
        action: 'update',
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      });
    }
    return input;
  });
}
