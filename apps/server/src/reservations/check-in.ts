import type { Db } from '@zamalek/db/client';
import { checkInRefusal } from '@zamalek/domain/front-desk';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { applyDeskChange } from './desk-change';

/** The guests arrived: a confirmed stay whose arrival day has come (early or late, as it is). */
export function checkIn(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  services: { now: PropertyNow },
) {
  return applyDeskChange(db, actor, { id, action: 'check_in' }, (stay) => {
    const refusal = checkInRefusal(stay, services.now.today);
    if (refusal) return refusal;
    return { status: 'checked_in', checkedInAt: 'now', checkedInBy: actor.id };
  });
}
