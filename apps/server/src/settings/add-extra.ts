import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertFolioExtra } from '@zamalek/db/queries/folio-extras';
import { extraCodeOf, type FolioExtraFields } from '@zamalek/domain/ledger/extras';
import type { Actor } from '../actors';
import { AppError, sqlConstraint, sqlState } from '../errors';

/**
 * An admin adds an extra to the property's list (offered at once, last in the order); its code
 * comes from its English name and never changes. Audited; open folios and Settings refresh.
 */
export async function addFolioExtra(db: Db, actor: Actor, input: FolioExtraFields) {
  const code = extraCodeOf(input.label);
  try {
    await db.transaction(async (tx) => {
      await insertFolioExtra(tx, {
        ...input,
        code,
        propertyId: actor.propertyId,
        updatedBy: actor.id,
      });
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'folio_extra',
        entityId: code,
        action: 'create',
        after: { ...input, code },
      });
    });
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'folio_extras_code_key') {
      throw new AppError('EXTRA_TAKEN');
    }
    throw error;
  }
  return { code };
}
