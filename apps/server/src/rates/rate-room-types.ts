import type { Db } from '@zamalek/db/client';
import { listRoomsByType, listRoomTypes } from '@zamalek/db/queries/room-types';

/**
 * The room types rates are set for: every type of the property, by code, each with its rooms
 * (id, name and base rate), its own base rate, and its discounts and extra-guest fee.
 */
export async function rateRoomTypes(db: Db, { propertyId }: { propertyId: string }) {
  const [types, rooms] = await Promise.all([
    listRoomTypes(db, { propertyId }),
    listRoomsByType(db, { propertyId }),
  ]);
  return types.map((type) => ({
    id: type.id,
    unitType: type.code,
    baseRateCents: type.baseRateCents,
    rooms: rooms
      .filter((room) => room.roomTypeId === type.id)
      .map(({ id, name, baseRateCents }) => ({ id, name, baseRateCents })),
    pricing: {
      weeklyDiscountPercent: type.weeklyDiscountPercent,
      monthlyDiscountPercent: type.monthlyDiscountPercent,
      baseOccupancy: type.baseOccupancy,
      extraGuestCents: type.extraGuestCents,
    },
  }));
}
