import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { findLandlord, landlordOwed } from '@zamalek/db/queries/owners';
import { METHOD_ACCOUNT } from '@zamalek/domain/ledger/accounts';
import type { PayLandlordInput } from '@zamalek/domain/ledger/forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { drawerForCash } from '../folios/drawer-for-cash';
import { inLedger } from '../folios/ledger-errors';

/**
 * Pays a landlord what their statements made owed, on the open business day, by transfer (with
 * its reference) or cash. Never more than is owed (checked here and, for two at once, by the
 * database at commit, ZL017); a retried request pays once.
 */
export function payLandlord(db: Db, actor: Actor, input: PayLandlordInput) {
  const { propertyId } = actor;
  const { landlordId } = input;
  return inLedger(() =>
    db.transaction(async (tx) => {
      if (!(await findLandlord(tx, { propertyId, id: landlordId })))
        throw new AppError('NOT_FOUND');
      const businessDate = await lockOpenDay(tx, { propertyId });
      const owed = await landlordOwed(tx, { propertyId, landlordId });
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: 'owner_payout',
        idempotencyKey: `owner-payout:${input.idempotencyKey}`,
        memo: input.note,
        actorId: actor.id,
        lines: [
          {
            account: 'owner_payable',
            amountMinor: input.amountMinor,
            currency: 'USD',
            code: landlordId,
            description: 'Paid to the landlord',
          },
          {
            account: METHOD_ACCOUNT[input.method],
            amountMinor: -input.amountMinor,
            currency: 'USD',
            description: 'Paid to the landlord',
          },
        ],
        payment: {
          method: input.method,
          amountMinor: input.amountMinor,
          currency: 'USD',
          reference: input.reference || null,
          receivedBy: actor.id,
          note: input.note,
          drawerId: await drawerForCash(tx, actor, input.method),
        },
      });
      if (!journal.posted) return { journalId: journal.id, posted: false };
      if (input.amountMinor > owed) throw new AppError('LANDLORD_NOT_OWED');
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'landlord',
        entityId: landlordId,
        action: 'pay',
        after: { journalId: journal.id, amountMinor: input.amountMinor, method: input.method },
      });
      return { journalId: journal.id, posted: true };
    }),
  );
}
