import type { Db } from '@zamalek/db/client';
import { lockRoomStatus } from '@zamalek/db/queries/room-status';
import { checkOutRefusal, isEarlyCheckOut, shortenedCheckOut } from '@zamalek/domain/front-desk';
import { stepChange } from '@zamalek/domain/stay-lifecycle';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { changeRoomStatus } from '../units/room-status-change';
import { applyDeskChange } from './desk-change';
import { movedStayMoney } from './move-pricing';

/**
 * The guests left. Leaving before the check-out date with `shortenStay` ends the stay today
 * (one night at least), priced again for its nights as a move would be (its quote's rates, taxes
 * and fees), so the freed nights can be sold again. Their room
 * becomes dirty in the same transaction (audited as `check_out_dirty`); a room out of order stays
 * out of order.
 */
export function checkOut(
  db: Db,
  actor: Actor,
  { id, shortenStay = false }: { id: string; shortenStay?: boolean },
  services: { now: PropertyNow },
) {
  const { today } = services.now;
  const soilRoom = async (tx: Db, stay: { unitId: string | null }) => {
    if (stay.unitId === null) return;
    const unitId = stay.unitId;
    // Locked first, so a supervisor taking the room out of order meanwhile is not overwritten.
    const room = await lockRoomStatus(tx, { propertyId: actor.propertyId, unitId });
    if (!room || room.roomStatus === 'out_of_order') return;
    await changeRoomStatus(tx, actor, { unitId, status: 'dirty', action: 'check_out_dirty' });
  };
  return applyDeskChange(
    db,
    actor,
    { id, action: 'check_out' },
    async (stay, tx) => {
      const refusal = checkOutRefusal(stay);
      if (refusal) return refusal;
      const left = stepChange('checkOut', actor.id);
      if (!shortenStay || !isEarlyCheckOut(stay, today)) return left;
      const checkOutDate = shortenedCheckOut(stay, today);
      // Priced again like a move to the shorter dates: the quote's nights, taxes and fees.
      const money =
        stay.unitId === null
          ? {}
          : (
              await movedStayMoney(tx, stay, {
                unitId: stay.unitId,
                checkIn: stay.checkInDate,
                checkOut: checkOutDate,
              })
            ).changes;
      return { ...left, checkOutDate, ...money };
    },
    soilRoom,
  );
}
