import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteUserSessions } from '@zamalek/db/queries/sessions';

/**
 * Ends every session of the user, this one included, on every device; their open WebSockets are
 * closed through the sessions table's NOTIFY. Audited (no personal data). The caller clears the
 * cookie.
 */
export async function signOutEverywhere(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await deleteUserSessions(tx, { userId });
    await recordAudit(tx, {
      propertyId: null,
      actorId: userId,
      entity: 'user',
      entityId: userId,
      action: 'sign_out_everywhere',
    });
  });
  return { ok: true as const };
}
