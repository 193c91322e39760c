import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockPriceCharges, updatePriceCharge } from '@zamalek/db/queries/price-charges';
import type { ChargeUpdate } from '@zamalek/domain/pricing/rate-forms';
import { keysOf } from '@zamalek/domain/type-guards';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** An admin changes a tax or fee, audited with the fields changed. */
export function updateCharge(db: Db, actor: Actor, { id, ...values }: ChargeUpdate) {
  return db.transaction(async (tx) => {
    const charge = (await lockPriceCharges(tx, { propertyId: actor.propertyId })).find(
      (row) => row.id === id,
    );
    if (!charge) throw new AppError('PRICE_CHARGE_GONE');
    const changed = keysOf(values).filter((key) => charge[key] !== values[key]);
    if (changed.length === 0) return { id, changed: false };
    await updatePriceCharge(tx, { id, values: { ...values, updatedBy: actor.id } });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'price_charge',
      entityId: id,
      action: 'update',
      before: Object.fromEntries(changed.map((key) => [key, charge[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    return { id, changed: true };
  });
}
