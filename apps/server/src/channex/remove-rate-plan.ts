import type { Db } from '@zamalek/db/client';
import { deleteChannexRatePlan } from '@zamalek/db/queries/channex';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { auditedMappingChange } from './mapping-writes';

/** Stops pricing a Channex rate plan from here (Channex keeps its last prices). */
export async function removeChannexRatePlan(db: Db, actor: Actor, { id }: { id: string }) {
  await auditedMappingChange(
    db,
    actor,
    { entity: 'channex_rate_plan', entityId: id, action: 'delete', after: null },
    async (tx) => {
      if (!(await deleteChannexRatePlan(tx, { propertyId: actor.propertyId, id }))) {
        throw new AppError('RATE_PLAN_GONE');
      }
    },
  );
}
