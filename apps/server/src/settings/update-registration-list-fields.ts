import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findRegistrationListFields,
  updateRegistrationListFields,
} from '@zamalek/db/queries/registration-list-fields';
import type { AuthorityListFields } from '@zamalek/domain/registrations/authority-list';
import type { Actor } from '../actors';

/** An admin chooses the columns of the list for the authorities, in order. Audited. */
export function saveRegistrationListFields(db: Db, actor: Actor, input: AuthorityListFields) {
  const { propertyId } = actor;
  return db.transaction(async (tx) => {
    const before = await findRegistrationListFields(tx, { propertyId, lock: true });
    await updateRegistrationListFields(tx, {
      propertyId,
      fields: input.fields,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'property_settings',
      entityId: propertyId,
      action: 'registration_list',
      before: { fields: before.fields },
      after: { fields: input.fields },
    });
    return { fields: input.fields };
  });
}
