import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findLandlord } from '@zamalek/db/queries/owners';
import { ownerAgreements } from '@zamalek/db/schema';
import { type AgreementInput, percentToBp } from '@zamalek/domain/owners/agreement';
import type { Actor } from '../actors';
import { AppError, sqlConstraint, sqlState } from '../errors';

/**
 * Gives a landlord terms from a date on. Terms are never changed: new ones start later, and never
 * inside a month already issued (the database refuses it, ZL016).
 */
export async function addAgreement(db: Db, actor: Actor, input: AgreementInput) {
  const { propertyId } = actor;
  try {
    return await db.transaction(async (tx) => {
      if (!(await findLandlord(tx, { propertyId, id: input.landlordId })))
        throw new AppError('NOT_FOUND');
      const [row] = await tx
        .insert(ownerAgreements)
        .values({
          propertyId,
          landlordId: input.landlordId,
          effectiveFrom: input.effectiveFrom,
          shareBp: percentToBp(input.sharePercent),
          basis: input.basis,
          managementFeeBp: percentToBp(input.managementFeePercent),
          recognition: input.recognition,
          ownerPays: [...input.ownerPays],
          createdBy: actor.id,
        })
        .returning({ id: ownerAgreements.id });
      if (!row) throw new Error('no agreement inserted');
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'landlord',
        entityId: input.landlordId,
        action: 'agreement',
        after: { ...input },
      });
      return { id: row.id };
    });
  } catch (error) {
    if (sqlState(error) === 'ZL016') throw new AppError('AGREEMENT_IN_ISSUED_PERIOD');
    if (sqlConstraint(error) === 'owner_agreements_from_key')
      throw new AppError('AGREEMENT_DATE_TAKEN');
    throw error;
  }
}
