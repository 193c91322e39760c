import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findRegistrationSettings,
  updateRegistrationSettings,
} from '@zamalek/db/queries/registrations';
import type { RegistrationSettings } from '@zamalek/domain/registrations/settings';
import type { Actor } from '../actors';

/** An admin sets whether check-in waits for registrations, and how long they are kept. Audited. */
export function saveRegistrationSettings(db: Db, actor: Actor, input: RegistrationSettings) {
  const { propertyId } = actor;
  return db.transaction(async (tx) => {
    const before = await findRegistrationSettings(tx, { propertyId, lock: true });
    await updateRegistrationSettings(tx, { propertyId, ...input, updatedBy: actor.id });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'property_settings',
      entityId: propertyId,
      action: 'registration',
      before,
      after: input,
    });
    return input;
  });
}
