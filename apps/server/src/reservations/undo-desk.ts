import type { Db } from '@zamalek/db/client';
import { todayIn } from '@zamalek/domain/dates';
import { undoRefusal } from '@zamalek/domain/front-desk';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { applyDeskChange } from './desk-change';

interface UndoServices {
  now: PropertyNow;
  /** The property's time zone, to tell the day a check-in or check-out was recorded on. */
  timeZone: string;
}

const dayOf = (at: Date | null, timeZone: string) => (at ? todayIn(timeZone, at) : null);

/** Takes back today's check-in: the stay is expected again. */
export function undoCheckIn(db: Db, actor: Actor, { id }: { id: string }, services: UndoServices) {
  return applyDeskChange(db, actor, { id, action: 'undo_check_in' }, (stay) => {
    const recordedOn = dayOf(stay.checkedInAt, services.timeZone);
    const refusal = undoRefusal(stay, 'checkIn', recordedOn, services.now.today);
    if (refusal) return refusal;
    return { status: 'confirmed', checkedInAt: null, checkedInBy: null };
  });
}

/** Takes back today's check-out: the guests are in house again (a shortened stay stays short). */
export function undoCheckOut(db: Db, actor: Actor, { id }: { id: string }, services: UndoServices) {
  return applyDeskChange(db, actor, { id, action: 'undo_check_out' }, (stay) => {
    const recordedOn = dayOf(stay.checkedOutAt, services.timeZone);
    const refusal = undoRefusal(stay, 'checkOut', recordedOn, services.now.today);
    if (refusal) return refusal;
    return { status: 'checked_in', checkedOutAt: null, checkedOutBy: null };
  });
}
