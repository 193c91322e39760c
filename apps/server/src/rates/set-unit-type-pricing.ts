import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  lockUnitTypePricing,
  unitsOfType,
  upsertUnitTypePricing,
} from '@zamalek/db/queries/rate-seasons';
import type { UnitTypePricingFields } from '@zamalek/domain/pricing/rate-forms';
import { keysOf } from '@zamalek/domain/type-guards';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * A room type's weekly (7+ nights) and monthly (28+ nights) discounts and its fee per guest above
 * the base occupancy, written whole and audited with the fields changed. Two saves at once: the
 * unique room type makes the second an update of the first.
 */
export async function setUnitTypePricing(db: Db, actor: Actor, input: UnitTypePricingFields) {
  if (
    (await unitsOfType(db, { propertyId: actor.propertyId, unitType: input.unitType })).length === 0
  ) {
    throw new AppError('UNIT_TYPE_UNKNOWN');
  }
  const values = {
    unitType: input.unitType,
    weeklyDiscountPercent: input.weeklyDiscountPercent,
    monthlyDiscountPercent: input.monthlyDiscountPercent,
    baseOccupancy: input.baseOccupancy,
    extraGuestCents: input.extraGuest,
  };
  return db.transaction(async (tx) => {
    const row = await lockUnitTypePricing(tx, {
      propertyId: actor.propertyId,
      unitType: input.unitType,
    });
    const before = {
      weeklyDiscountPercent: row?.weeklyDiscountPercent ?? 0,
      monthlyDiscountPercent: row?.monthlyDiscountPercent ?? 0,
      baseOccupancy: row?.baseOccupancy ?? null,
      extraGuestCents: row?.extraGuestCents ?? 0,
    };
    const changed = keysOf(before).filter((key) => before[key] !== values[key]);
    if (changed.length === 0) return { ...values, changed: false };
    await upsertUnitTypePricing(tx, {
      ...values,
      propertyId: actor.propertyId,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'unit_type_pricing',
      entityId: input.unitType,
      action: 'update',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    return { ...values, changed: true };
  });
}
