import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { setPortalFigures } from '@zamalek/db/queries/landlord-portal';
import type { PortalFiguresInput } from '@zamalek/domain/owners/portal';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** An admin chooses which figures of the month so far a landlord sees on their pages. */
export async function savePortalFigures(db: Db, actor: Actor, input: PortalFiguresInput) {
  const { propertyId } = actor;
  const figures = [...new Set(input.figures)];
  await db.transaction(async (tx) => {
    if (!(await setPortalFigures(tx, { propertyId, landlordId: input.landlordId, figures }))) {
      throw new AppError('NOT_FOUND');
    }
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'landlord',
      entityId: input.landlordId,
      action: 'portal_figures',
      after: { figures },
    });
  });
}
