import type { Db } from '@zamalek/db/client';
import {
  channexRoomTypeMapping,
  insertChannexRatePlan,
  updateChannexRatePlan,
} from '@zamalek/db/queries/channex';
import type { RatePlanInput } from '@zamalek/domain/channels/channex-mapping';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { auditedMappingChange } from './mapping-writes';

async function assertMapped(db: Db, propertyId: string, roomTypeId: string) {
  const mapping = await channexRoomTypeMapping(db, { propertyId });
  const type = mapping.find((row) => row.roomTypeId === roomTypeId);
  if (!type) throw new AppError('ROOM_TYPE_GONE');
  if (!type.channexRoomTypeId) throw new AppError('ROOM_TYPE_NOT_MAPPED');
}

/** Adds a Channex rate plan of a mapped room type, priced from our rates with its markup. */
export async function addChannexRatePlan(db: Db, actor: Actor, plan: RatePlanInput) {
  await assertMapped(db, actor.propertyId, plan.roomTypeId);
  return auditedMappingChange(
    db,
    actor,
    {
      entity: 'channex_rate_plan',
      entityId: plan.channexRatePlanId,
      action: 'create',
      after: plan,
    },
    (tx) => insertChannexRatePlan(tx, { ...plan, propertyId: actor.propertyId }),
  );
}

/** Changes a rate plan; its nights are sent again with the new prices. */
export async function changeChannexRatePlan(
  db: Db,
  actor: Actor,
  { id, plan }: { id: string; plan: RatePlanInput },
) {
  await assertMapped(db, actor.propertyId, plan.roomTypeId);
  await auditedMappingChange(
    db,
    actor,
    { entity: 'channex_rate_plan', entityId: id, action: 'update', after: plan },
    async (tx) => {
      const found = await updateChannexRatePlan(tx, {
        propertyId: actor.propertyId,
        id,
        values: plan,
      });
      if (!found) throw new AppError('RATE_PLAN_GONE');
    },
  );
}
