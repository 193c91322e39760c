import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { defaultSyncMinutes, setDefaultSyncMinutes } from '@zamalek/db/queries/channel-feeds';
import type { Actor } from '../actors';

/** Sets how often feeds without their own interval are polled (minutes), audited. */
export async function setDefaultSyncInterval(db: Db, actor: Actor, input: { minutes: number }) {
  await db.transaction(async (tx) => {
    const before = await defaultSyncMinutes(tx, { propertyId: actor.propertyId });
    await setDefaultSyncMinutes(tx, {
      propertyId: actor.propertyId,
      minutes: input.minutes,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'property_settings',
      entityId: actor.propertyId,
      action: 'update',
      before: { channelSyncMinutes: before },
      after: { channelSyncMinutes: input.minutes },
    });
  });
  return { minutes: input.minutes };
}
