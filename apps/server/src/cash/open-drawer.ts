import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { openDrawer } from '@zamalek/db/queries/cash-drawers';
import type { OpenDrawerInput } from '@zamalek/domain/ledger/cash';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** Opens one's cash drawer for a shift with the float it starts with. Audited. */
export function openCashDrawer(db: Db, actor: Actor, input: OpenDrawerInput) {
  return db.transaction(async (tx) => {
    const { drawer, opened } = await openDrawer(tx, {
      propertyId: actor.propertyId,
      holderId: actor.id,
      ...input,
    });
    if (!opened) throw new AppError('DRAWER_ALREADY_OPEN');
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'cash_drawer',
      entityId: drawer.id,
      action: 'open',
      after: input,
    });
    return { id: drawer.id };
  });
}
