import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import type { FolioAccount } from '@zamalek/domain/ledger/accounts';
import { exchangeDifference } from '@zamalek/domain/ledger/exchange';
import type { PaymentPurpose, RecordPaymentInput } from '@zamalek/domain/ledger/forms';
import { moneyLines } from '@zamalek/domain/ledger/payment-lines';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { drawerForCash } from './drawer-for-cash';
import { folioTarget } from './folio-target';
import { inLedger } from './ledger-errors';

const HELD_IN: Record<PaymentPurpose, FolioAccount> = {
  payment: 'receivable',
  deposit: 'deposits_held',
  security_deposit: 'security_deposits',
};

/**
 * Records money received for a stay: onto its balance, as a deposit before arrival, or as a
 * security deposit — with the method, who received it and the method's references. Pounds for a
 * folio kept in dollars keep both amounts and the rate; rounding goes to the exchange difference.
 * A retried request posts once.
 */
export function recordPayment(db: Db, actor: Actor, input: RecordPaymentInput) {
  const { propertyId } = actor;
  const { tender } = input;
  if (
    tender &&
    !exchangeDifference(input.amountMinor, tender.amountMinor, tender.rate).isRounding
  ) {
    throw new AppError('EXCHANGE_DIFFERENCE_TOO_LARGE');
  }
  const card = input.method === 'card';
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const folio = await folioTarget(tx, propertyId, input);
      const movement = {
        folioId: folio.id,
        amountMinor: input.amountMinor,
        currency: folio.currency,
        method: input.method,
        against: HELD_IN[input.purpose],
        tender,
      };
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: input.purpose,
        idempotencyKey: `pay:${input.idempotencyKey}`,
        memo: input.note,
        actorId: actor.id,
        lines: moneyLines(movement, 1),
        payment: {
          method: input.method,
          amountMinor: input.amountMinor,
          currency: folio.currency,
          tenderedMinor: tender?.amountMinor ?? null,
          tenderedCurrency: tender?.currency ?? null,
          exchangeRate: tender?.rate ?? null,
          reference: input.reference || null,
          cardLast4: card ? input.cardLast4 : null,
          approvalCode: card && input.approvalCode ? input.approvalCode : null,
          receivedBy: actor.id,
          note: input.note,
          drawerId: await drawerForCash(tx, actor, input.method),
        },
      });
      if (journal.posted) {
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'folio',
          entityId: folio.id,
          action: input.purpose,
          after: {
            journalId: journal.id,
            method: input.method,
            amountMinor: input.amountMinor,
            tenderedMinor: tender?.amountMinor ?? null,
            rate: tender?.rate ?? null,
          },
        });
      }
      return { journalId: journal.id, folioId: folio.id };
    }),
  );
}
