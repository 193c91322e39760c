import type { Db } from '@zamalek/db/client';
import { roomTypeForCode } from '@zamalek/db/queries/room-types';
import type { UnitValues } from '@zamalek/db/queries/units';
import { dollarsToCents } from '@zamalek/domain/money';
import type { UnitFields } from '@zamalek/domain/units';
import type { Actor } from '../actors';

/**
 * The Rooms form's fields as stored: the base rate in cents, the room type by id (the property's
 * type of that code, any case, or a new one of it).
 */
export async function unitValues(tx: Db, actor: Actor, fields: UnitFields): Promise<UnitValues> {
  const { baseRate, unitType, ...rest } = fields;
  const roomTypeId = await roomTypeForCode(tx, {
    propertyId: actor.propertyId,
    code: unitType,
    updatedBy: actor.id,
  });
  return {
    ...rest,
    roomTypeId,
    baseRateCents: baseRate === null ? null : dollarsToCents(baseRate),
  };
}
