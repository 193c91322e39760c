import type { Db } from '@zamalek/db/client';
import { upsertChannexConnection } from '@zamalek/db/queries/channex';
import type { ConnectChannex } from '@zamalek/domain/channels/channex-mapping';
import type { Actor } from '../actors';
import { auditedMappingChange } from './mapping-writes';

/** Connects the property to its Channex property (a new id sends everything again). */
export async function connectChannexProperty(db: Db, actor: Actor, input: ConnectChannex) {
  await auditedMappingChange(
    db,
    actor,
    { entity: 'channex', entityId: actor.propertyId, action: 'connect', after: input },
    (tx) =>
      upsertChannexConnection(tx, {
        propertyId: actor.propertyId,
        channexPropertyId: input.channexPropertyId,
        updatedBy: actor.id,
      }),
  );
}
