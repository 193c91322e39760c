import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findFolioExtra, updateFolioExtra } from '@zamalek/db/queries/folio-extras';
import type { UpdateFolioExtra } from '@zamalek/domain/ledger/extras';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * An admin renames, reprices, re-accounts or retires (or offers again) an extra. What was posted
 * keeps the name it was posted with. Audited; open folios and Settings refresh.
 */
export function updateFolioExtraSettings(db: Db, actor: Actor, input: UpdateFolioExtra) {
  return db.transaction(async (tx) => {
    const before = await findFolioExtra(tx, { propertyId: actor.propertyId, code: input.code });
    if (!before) throw new AppError('NOT_FOUND', 'Extra not found.');
    await updateFolioExtra(tx, { ...input, propertyId: actor.propertyId, updatedBy: actor.id });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'folio_extra',
      entityId: input.code,
      action: 'update',
      before,
      after: input,
    });
  });
}
