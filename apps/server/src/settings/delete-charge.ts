import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deletePriceCharge, lockPriceCharges } from '@zamalek/db/queries/price-charges';
import type { Actor } from '../actors';

/** An admin removes a tax or fee; idempotent (a charge already gone is audited once). */
export async function deleteCharge(db: Db, actor: Actor, { id }: { id: string }) {
  const removed = await db.transaction(async (tx) => {
    const charge = (await lockPriceCharges(tx, { propertyId: actor.propertyId })).find(
      (row) => row.id === id,
    );
    if (!charge || !(await deletePriceCharge(tx, { id }))) return false;
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'price_charge',
      entityId: id,
      action: 'delete',
      before: charge,
    });
    return true;
  });
  return { removed };
}
