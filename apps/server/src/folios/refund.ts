import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { folioJournals, lockFolio, lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { exchangeDifference } from '@zamalek/domain/ledger/exchange';
import { ALLOWANCE_CODE, folioTotals } from '@zamalek/domain/ledger/folio-view';
import type { RefundInput } from '@zamalek/domain/ledger/forms';
import type { LedgerLine } from '@zamalek/domain/ledger/lines';
import { moneyLines } from '@zamalek/domain/ledger/payment-lines';
import { REFUND_ACCOUNT, refundableMinor } from '@zamalek/domain/ledger/refunds';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { drawerForCash } from './drawer-for-cash';
import { folioTarget } from './folio-target';
import { inLedger } from './ledger-errors';

/**
 * Pays money back to a guest, with a reason: their credit, a deposit or security deposit held,
 * or a goodwill allowance off what they paid (the stay's revenue gives it back). Never more than
 * there is: the folio is locked while it is counted, so two refunds at once cannot both take it.
 */
export function refund(db: Db, actor: Actor, input: RefundInput) {
  const { propertyId } = actor;
  const { tender } = input;
  if (
    tender &&
    !exchangeDifference(input.amountMinor, tender.amountMinor, tender.rate).isRounding
  ) {
    throw new AppError('EXCHANGE_DIFFERENCE_TOO_LARGE');
  }
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const target = await folioTarget(tx, propertyId, input);
      const folio = await lockFolio(tx, { propertyId, id: target.id });
      if (!folio) throw new AppError('FOLIO_GONE');
      const totals = folioTotals(
        await folioJournals(tx, { propertyId, folioIds: [folio.id] }),
        folio.id,
      );
      if (input.amountMinor > refundableMinor(totals, input.from)) {
        throw new AppError('REFUND_EXCEEDS_CREDIT');
      }
      const movement = {
        folioId: folio.id,
        amountMinor: input.amountMinor,
        currency: folio.currency,
        method: input.method,
        against: REFUND_ACCOUNT[input.from],
        tender,
      };
      const lines: LedgerLine[] = moneyLines(movement, -1);
      if (input.from === 'allowance') {
        lines.push(
          {
            account: 'room_revenue',
            amountMinor: input.amountMinor,
            currency: folio.currency,
            code: ALLOWANCE_CODE,
          },
          {
            account: 'receivable',
            folioId: folio.id,
            amountMinor: -input.amountMinor,
            currency: folio.currency,
            code: ALLOWANCE_CODE,
          },
        );
      }
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: input.from === 'security_deposit' ? 'security_returned' : 'refund',
        idempotencyKey: `refund:${input.idempotencyKey}`,
        memo: input.reason,
        actorId: actor.id,
        lines,
        payment: {
          method: input.method,
          amountMinor: input.amountMinor,
          currency: folio.currency,
          tenderedMinor: tender?.amountMinor ?? null,
          tenderedCurrency: tender?.currency ?? null,
          exchangeRate: tender?.rate ?? null,
          reference: input.reference || null,
          receivedBy: actor.id,
          note: input.reason,
          drawerId: await drawerForCash(tx, actor, input.method),
        },
      });
      if (journal.posted) {
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'folio',
          entityId: folio.id,
          action: 'refund',
          after: { journalId: journal.id, from: input.from, amountMinor: input.amountMinor },
        });
      }
      return { journalId: journal.id, folioId: folio.id };
    }),
  );
}
