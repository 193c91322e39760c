import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { decideOwnerUseRequest, lockOwnerUseRequest } from '@zamalek/db/queries/landlord-portal';
import { AppError } from '../../errors';
import type { LandlordScope } from '../../trpc/landlord-procedure';

/** The landlord withdraws a request of theirs while it is still waiting. */
export function withdrawOwnerUse(db: Db, scope: LandlordScope, { id }: { id: string }) {
  const { propertyId } = scope;
  return db.transaction(async (tx) => {
    const request = await lockOwnerUseRequest(tx, { propertyId, id });
    if (!request || request.landlordId !== scope.landlordId) throw new AppError('NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('OWNER_USE_DECIDED');
    await decideOwnerUseRequest(tx, {
      propertyId,
      id,
      status: 'withdrawn',
      holdId: null,
      decidedBy: scope.userId,
    });
    await recordAudit(tx, {
      propertyId,
      actorId: scope.userId,
      entity: 'owner_use_request',
      entityId: id,
      action: 'withdraw',
    });
  });
}
