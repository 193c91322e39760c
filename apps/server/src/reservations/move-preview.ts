import type { Db } from '@zamalek/db/client';
import { stayForMovePreview } from '@zamalek/db/queries/stay-move';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import type { IsoDate } from '@zamalek/domain/dates';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { staffCheckInHorizonProblem } from '@zamalek/domain/staff-stay';
import { isSameStay, moveRefusal, type StayMove } from '@zamalek/domain/stay-move';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { movedStayMoney } from './move-pricing';

/**
 * What a move would make of the stay, for the confirmation: nights and total before and after
 * (the same domain functions as the move), and the stay's own reason to refuse it, if any. Free
 * nights and the room's state are checked when the move is confirmed. The totals are null for a
 * reader who does not see money.
 */
export async function moveReservationPreview(
  db: Db,
  reader: Actor,
  input: StayMove,
  services: { today: IsoDate },
) {
  const tooFar = staffCheckInHorizonProblem(input.checkIn, services.today);
  if (tooFar) throw new AppError('INVALID_STAY', tooFar);
  const stay = await stayForMovePreview(db, { propertyId: reader.propertyId, id: input.id });
  if (!stay) throw new AppError('NOT_FOUND', 'Reservation not found');
  const target = { unitId: input.unitId, checkIn: input.checkIn, checkOut: input.checkOut };
  const refusal = moveRefusal(stay, target);
  const moved = await movedStayMoney(db, stay, target);
  const money = seesStayMoney(reader);
  return {
    before: { nights: stay.nights, totalCents: money ? stay.totalPriceCents : null },
    after: {
      nights: moved.nights,
      totalCents: money ? (moved.changes.totalPriceCents ?? null) : null,
    },
    unchanged: isSameStay(stay, target),
    refusal: refusal ? { code: refusal, message: APP_ERROR_MESSAGES[refusal] } : null,
  };
}
