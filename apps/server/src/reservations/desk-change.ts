import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  type DeskChanges,
  lockStayForDesk,
  recordDeskChange,
} from '@zamalek/db/queries/front-desk';
import type { AppErrorCode } from '@zamalek/domain/app-errors';
import type { Actor } from '../actors';
import { AppError, retryOnDeadlock } from '../errors';

type LockedStay = NonNullable<Awaited<ReturnType<typeof lockStayForDesk>>>;

/**
 * One front-desk step in one transaction: the stay's row locked, the rule asked (a refusal
 * writes nothing), the change written and audited as `action`, then `alsoInside` (e.g. the room
 * made dirty by a check-out) in the same transaction. The reservations trigger tells open screens.
 */
export async function applyDeskChange(
  db: Db,
  actor: Actor,
  { id, action }: { id: string; action: string },
  decide: (stay: LockedStay) => AppErrorCode | DeskChanges,
  alsoInside?: (tx: Db, stay: LockedStay) => Promise<unknown>,
) {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const stay = await lockStayForDesk(tx, { id });
      if (!stay) throw new AppError('NOT_FOUND', 'Reservation not found');
      const decision = decide(stay);
      if (typeof decision === 'string') throw new AppError(decision);
      const written = await recordDeskChange(tx, { id, changes: decision });
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'reservation',
        entityId: id,
        action,
        before: stay,
        after: { ...decision, ...written },
      });
      await alsoInside?.(tx, stay);
      return { id, status: decision.status };
    }),
  );
}
