import type { Db } from '@zamalek/db/client';
import { stayForMovePreview } from '@zamalek/db/queries/stay-move';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { isSameStay, moveRefusal, type StayMove } from '@zamalek/domain/stay-move';
import { AppError } from '../errors';
import { movedStayMoney } from './move-pricing';

/**
 * What a move would make of the stay, for the confirmation: nights and total before and after
 * (the same domain functions as the move), and the stay's own reason to refuse it, if any. Free
 * nights and the room's state are checked when the move is confirmed.
 */
export async function moveReservationPreview(db: Db, input: StayMove) {
  const stay = await stayForMovePreview(db, { id: input.id });
  if (!stay) throw new AppError('NOT_FOUND', 'Reservation not found');
  const target = { unitId: input.unitId, checkIn: input.checkIn, checkOut: input.checkOut };
  const refusal = moveRefusal(stay, target);
  const moved = await movedStayMoney(db, stay, target);
  return {
    before: { nights: stay.nights, totalCents: stay.totalPriceCents },
    after: { nights: moved.nights, totalCents: moved.changes.totalPriceCents ?? null },
    unchanged: isSameStay(stay, target),
    refusal: refusal ? { code: refusal, message: APP_ERROR_MESSAGES[refusal] } : null,
  };
}
