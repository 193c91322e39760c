import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { defaultSyncMinutes, setDefaultSyncMinutes } from '@zamalek/db/queries/channel-feeds';
import type { Actor } from '../actors';

/** Sets how often feeds without their own interval are polled (minutes), audited. */
export async function setDefaultSyncInterval(db: Db, actor: Actor, input: { minutes: number }) {
  await db.transaction(async (tx) => {
    const before = await defaultSyncMinutes(tx);
    await setDefaultSyncMinutes(tx, { minutes: input.minutes, updatedBy: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'property_settings',
      entityId: '1',
      action: 'update',
      before: { channelSyncMinutes: before },
      after: { channelSyncMinutes: input.minutes },
    });
  });
  return { minutes: input.minutes };
}
