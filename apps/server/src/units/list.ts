import type { Db } from '@zamalek/db/client';
import { listUnits } from '@zamalek/db/queries/units';
import type { IsoDate } from '@zamalek/domain/dates';
import { seesRoomRates } from '@zamalek/domain/money-view';
import type { CapabilityHolder } from '@zamalek/domain/roles';

/** The Rooms screen: every unit with its next stay; base rates only for those who see them. */
export async function roomList(
  db: Db,
  reader: CapabilityHolder,
  place: { propertyId: string; today: IsoDate },
) {
  const rooms = await listUnits(db, place);
  const ratesShown = seesRoomRates(reader);
  return rooms.map((room) => ({ ...room, baseRateCents: ratesShown ? room.baseRateCents : null }));
}
