import type { Db } from '@zamalek/db/client';
import { latestAuditBefore } from '@zamalek/db/queries/audit';
import { dateIn } from '@zamalek/domain/dates';
import { isoDateSchema } from '@zamalek/domain/form-fields';
import { undoRefusal } from '@zamalek/domain/front-desk';
import { stepChange } from '@zamalek/domain/stay-lifecycle';
import type { PropertyNow } from '@zamalek/domain/stays';
import { z } from 'zod';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { applyDeskChange } from './desk-change';

interface UndoServices {
  now: PropertyNow;
  /** The property's time zone, to tell the day a check-in or check-out was recorded on. */
  timeZone: string;
}

const dayOf = (at: Date | null, timeZone: string) => (at ? dateIn(timeZone, at) : null);

/** Takes back today's check-in: the stay is expected again. */
export function undoCheckIn(db: Db, actor: Actor, { id }: { id: string }, services: UndoServices) {
  return applyDeskChange(db, actor, { id, action: 'undo_check_in' }, (stay) => {
    const recordedOn = dayOf(stay.checkedInAt, services.timeZone);
    const refusal = undoRefusal(stay, 'checkIn', recordedOn, services.now.today);
    if (refusal) return refusal;
    return stepChange('undoCheckIn', actor.id);
  });
}

/** What a check-out's audit entry kept of the stay as it was booked. */
const bookedStay = z.object({
  checkOutDate: isoDateSchema,
  pricePerNightCents: z.number().nullable(),
  totalPriceCents: z.number().nullable(),
  commissionRate: z.number().nullable(),
  commissionAmountCents: z.number().nullable(),
  netRevenueCents: z.number().nullable(),
  // Kept since check-outs price a shortened stay again; older entries leave the quote as it is.
  priceQuote: z.unknown().optional(),
});

/**
 * Takes back today's check-out: the guests are in house again. A stay the check-out shortened
 * gets its booked nights and money back, if those nights are still free; if they were booked or
 * blocked since, nothing changes and the desk is told why.
 */
export async function undoCheckOut(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  services: UndoServices,
) {
  try {
    return await applyDeskChange(db, actor, { id, action: 'undo_check_out' }, async (stay, tx) => {
      const recordedOn = dayOf(stay.checkedOutAt, services.timeZone);
      const refusal = undoRefusal(stay, 'checkOut', recordedOn, services.now.today);
      if (refusal) return refusal;
      const back = stepChange('undoCheckOut', actor.id);
      const before = bookedStay.safeParse(
        await latestAuditBefore(tx, { entity: 'reservation', entityId: id, action: 'check_out' }),
      );
      if (!before.success || before.data.checkOutDate === stay.checkOutDate) return back;
      const { priceQuote, ...booked } = before.data;
      return { ...back, ...booked, ...(priceQuote === undefined ? {} : { priceQuote }) };
    });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'ROOM_TAKEN' || error.code === 'ROOM_HELD')) {
      throw new AppError('UNDO_NIGHTS_TAKEN');
    }
    throw error;
  }
}
