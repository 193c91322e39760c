import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertPriceCharge, lockPriceCharges } from '@zamalek/db/queries/price-charges';
import { lockPropertySettings } from '@zamalek/db/queries/settings';
import { type ChargeFields, MAX_CHARGES } from '@zamalek/domain/pricing/rate-forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * An admin adds a tax or fee, last in the order; stays quoted from now on carry it (a stay keeps
 * the charges of its own quote). Audited; the table's trigger refreshes open pages.
 */
export function createCharge(db: Db, actor: Actor, input: ChargeFields) {
  return db.transaction(async (tx) => {
    // Writers take turns on the settings row (the charges may be none to lock), so the count
    // and the next position are exact.
    await lockPropertySettings(tx, { propertyId: actor.propertyId });
    const existing = await lockPriceCharges(tx, { propertyId: actor.propertyId });
    if (existing.length >= MAX_CHARGES) throw new AppError('TOO_MANY_CHARGES');
    const { id } = await insertPriceCharge(tx, {
      ...input,
      propertyId: actor.propertyId,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'price_charge',
      entityId: id,
      action: 'create',
      after: input,
    });
    return { id };
  });
}
