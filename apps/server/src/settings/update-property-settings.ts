import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockPropertySettings, updatePropertySettings } from '@zamalek/db/queries/settings';
import type { PropertySettingsInput } from '@zamalek/domain/settings';
import type { Actor } from '../actors';

/** An admin changes the property's settings: written and audited together. */
export function updateSettings(db: Db, actor: Actor, input: PropertySettingsInput) {
  return db.transaction(async (tx) => {
    const before = await lockPropertySettings(tx, { propertyId: actor.propertyId });
    await updatePropertySettings(tx, {
      ...input,
      propertyId: actor.propertyId,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'property_settings',
      entityId: actor.propertyId,
      action: 'update',
      before: { noShowCutoff: before.noShowCutoff },
      after: input,
    });
    return input;
  });
}
