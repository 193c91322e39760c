import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockRoomType, updateRoomType } from '@zamalek/db/queries/room-types';
import type { RoomTypePricingFields } from '@zamalek/domain/pricing/rate-forms';
import { keysOf } from '@zamalek/domain/type-guards';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * A room type's weekly (7+ nights) and monthly (28+ nights) discounts and its fee per guest above
 * the base occupancy, written whole and audited with the fields changed. Two saves at once: the
 * locked room type makes the second wait for the first.
 */
export async function setRoomTypePricing(db: Db, actor: Actor, input: RoomTypePricingFields) {
  const values = {
    weeklyDiscountPercent: input.weeklyDiscountPercent,
    monthlyDiscountPercent: input.monthlyDiscountPercent,
    baseOccupancy: input.baseOccupancy,
    extraGuestCents: input.extraGuest,
  };
  return db.transaction(async (tx) => {
    const row = await lockRoomType(tx, { propertyId: actor.propertyId, id: input.roomTypeId });
    if (!row) throw new AppError('ROOM_TYPE_GONE');
    const changed = keysOf(values).filter((key) => row[key] !== values[key]);
    const result = { roomTypeId: row.id, ...values };
    if (changed.length === 0) return { ...result, changed: false };
    await updateRoomType(tx, {
      propertyId: actor.propertyId,
      id: row.id,
      changes: { ...values, updatedBy: actor.id },
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'room_type',
      entityId: row.id,
      action: 'update',
      before: Object.fromEntries(changed.map((key) => [key, row[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    return { ...result, changed: true };
  });
}
