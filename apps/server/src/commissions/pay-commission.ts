import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { commissionOwed } from '@zamalek/db/queries/commissions';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { METHOD_ACCOUNT } from '@zamalek/domain/ledger/accounts';
import type { PayCommissionInput } from '@zamalek/domain/ledger/forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { drawerForCash } from '../folios/drawer-for-cash';
import { inLedger } from '../folios/ledger-errors';

/**
 * Pays a sales source commission it is owed, on the open business day: what the property owes it
 * goes down, the money leaves by cash (the payer's drawer) or transfer. Never more than is owed
 * (checked here and, for two payouts at once, by the database at commit); a retried request
 * (same key) pays once.
 */
export function payCommission(db: Db, actor: Actor, input: PayCommissionInput) {
  const { propertyId } = actor;
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const owed = await commissionOwed(tx, { propertyId, source: input.source });
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: 'commission_paid',
        idempotencyKey: `commission:${input.idempotencyKey}`,
        memo: input.note || `Commission paid to ${input.source}`,
        actorId: actor.id,
        lines: [
          {
            account: 'commission_payable',
            amountMinor: input.amountMinor,
            currency: 'USD',
            code: input.source,
            description: 'Commission paid',
          },
          {
            account: METHOD_ACCOUNT[input.method],
            amountMinor: -input.amountMinor,
            currency: 'USD',
            description: 'Commission paid',
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
      if (input.amountMinor > owed) throw new AppError('COMMISSION_NOT_OWED');
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'commission',
        entityId: input.source,
        action: 'pay',
        after: { journalId: journal.id, amountMinor: input.amountMinor, method: input.method },
      });
      return { journalId: journal.id, posted: true };
    }),
  );
}
