import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockPriceCharges, setPriceChargePosition } from '@zamalek/db/queries/price-charges';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * An admin puts the taxes and fees in a new order (the order a quote lists them in). The ids must
 * be exactly the charges there are: a list that changed meanwhile is refused, nothing written.
 */
export function reorderCharges(db: Db, actor: Actor, { ids }: { ids: string[] }) {
  return db.transaction(async (tx) => {
    const charges = await lockPriceCharges(tx, { propertyId: actor.propertyId });
    const current = charges.map((charge) => charge.id);
    if (ids.length !== current.length || !current.every((id) => ids.includes(id))) {
      throw new AppError('CHARGES_CHANGED');
    }
    if (ids.every((id, index) => current[index] === id)) return { changed: false };
    for (const [position, id] of ids.entries()) {
      await setPriceChargePosition(tx, { id, position, updatedBy: actor.id });
    }
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'price_charge',
      entityId: 'order',
      action: 'reorder',
      before: current,
      after: ids,
    });
    return { changed: true };
  });
}
