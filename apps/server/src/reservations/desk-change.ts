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
import { reservationWriteError } from './write-errors';

type LockedStay = NonNullable<Awaited<ReturnType<typeof lockStayForDesk>>>;

/** The change to write, and what the audit entry should say besides (never a column). */
export type DeskDecision = DeskChanges & { auditNote?: Record<string, string> };

/**
 * One front-desk step in one transaction: the stay's row locked, the rule asked (a refusal
 * writes nothing), the change written and audited as `action`, then `alsoInside` (e.g. the room
 * made dirty by a check-out) in the same transaction. The reservations trigger tells open screens.
 */
export async function applyDeskChange(
  db: Db,
  actor: Actor,
  { id, action }: { id: string; action: string },
  decide: (
    stay: LockedStay,
    tx: Db,
  ) => AppErrorCode | DeskDecision | Promise<AppErrorCode | DeskDecision>,
  alsoInside?: (tx: Db, stay: LockedStay) => Promise<unknown>,
) {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const stay = await lockStayForDesk(tx, { propertyId: actor.propertyId, id });
      if (!stay) throw new AppError('NOT_FOUND', 'Reservation not found');
      const decision = await decide(stay, tx);
      if (typeof decision === 'string') throw new AppError(decision);
      const { auditNote, ...changes } = decision;
      const written = await recordDeskChange(tx, { id, changes }).catch((error: unknown) => {
        throw reservationWriteError(error);
      });
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'reservation',
        entityId: id,
        action,
        before: stay,
        after: { ...changes, ...written, ...auditNote },
      });
      await alsoInside?.(tx, stay);
      return { id, status: changes.status };
    }),
  );
}
