import type { Db } from '@zamalek/db/client';
import { lockRoomStatus } from '@zamalek/db/queries/room-status';
import { checkOutRefusal, isEarlyCheckOut, shortenedCheckOut } from '@zamalek/domain/front-desk';
import { stepChange } from '@zamalek/domain/stay-lifecycle';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { type FinalBill, postFinalBill } from '../folios/final-bill';
import { inLedger } from '../folios/ledger-errors';
import { changeRoomStatus } from '../units/room-status-change';
import { applyDeskChange } from './desk-change';
import { movedStayMoney } from './move-pricing';

export interface CheckOutInput {
  id: string;
  shortenStay?: boolean;
  /** A company that pays what the guest still owes (`folio.transfer`). */
  companyPayer?: string | undefined;
}

/** Carries a previewed bill out of the transaction it was posted in, which it rolls back. */
class BillPreview extends Error {
  constructor(readonly bill: FinalBill) {
    super('check-out preview');
  }
}

/**
 * The guests left. Leaving before the check-out date with `shortenStay` ends the stay today
 * (one night at least), priced again for its nights as a move would be (its quote's rates, taxes
 * and fees), so the freed nights can be sold again. Their room
 * becomes dirty in the same transaction (audited as `check_out_dirty`); a room out of order stays
 * out of order. The stay's final bill is posted with it (`postFinalBill`): a stay that still owes
 * money is refused (`BALANCE_DUE`) unless a company takes the balance; a credit stays on the folio
 * for a refund.
 */
export async function checkOut(
  db: Db,
  actor: Actor,
  input: CheckOutInput,
  services: { now: PropertyNow },
) {
  let bill: FinalBill | undefined;
  const result = await checkOutWith(db, actor, input, services, (posted) => {
    if (posted.balanceMinor > 0) throw new AppError('BALANCE_DUE');
    bill = posted;
  });
  return { ...result, bill };
}

/** What checking out now would leave on the guest's folio, with nothing written. */
export async function checkOutBill(
  db: Db,
  actor: Actor,
  input: Omit<CheckOutInput, 'companyPayer'>,
  services: { now: PropertyNow },
): Promise<FinalBill> {
  try {
    await checkOutWith(db, actor, input, services, (posted) => {
      throw new BillPreview(posted);
    });
  } catch (error) {
    if (error instanceof BillPreview) return error.bill;
    throw error;
  }
  throw new Error('a check-out preview committed');
}

function checkOutWith(
  db: Db,
  actor: Actor,
  { id, shortenStay = false, companyPayer }: CheckOutInput,
  services: { now: PropertyNow },
  settle: (bill: FinalBill) => void,
) {
  const { today } = services.now;
  const leaveRoom = async (tx: Db, stay: { unitId: string | null }) => {
    await soilRoom(tx, actor, stay.unitId);
    settle(await postFinalBill(tx, actor, { reservationId: id, companyPayer }));
  };
  return inLedger(() =>
    applyDeskChange(
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
      leaveRoom,
    ),
  );
}

async function soilRoom(tx: Db, actor: Actor, unitId: string | null) {
  if (unitId === null) return;
  // Locked first, so a supervisor taking the room out of order meanwhile is not overwritten.
  const room = await lockRoomStatus(tx, { propertyId: actor.propertyId, unitId });
  if (!room || room.roomStatus === 'out_of_order') return;
  await changeRoomStatus(tx, actor, { unitId, status: 'dirty', action: 'check_out_dirty' });
}
