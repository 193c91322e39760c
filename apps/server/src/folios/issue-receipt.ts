import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findFolio, findJournal } from '@zamalek/db/queries/ledger';
import { insertReceipt, paymentOf, receiptOfJournal } from '@zamalek/db/queries/receipts';
import {
  type ReceiptDocument,
  type ReceiptLanguage,
  receiptSeriesOf,
} from '@zamalek/domain/ledger/receipt';
import type { Actor } from '../actors';
import { AppError, sqlConstraint, sqlState } from '../errors';
import { documentBasis } from './document-basis';
import { issueCreditNote } from './issue-credit-note';

/**
 * The receipt of money received or paid back (a payment, deposit or refund journal) — or, for a
 * correction of a charge, its credit note — issued once: numbered by the database in its series
 * without gaps, in the guest's language unless another is asked, with the stay's charges so far
 * (room, each tax and fee, extras) and the property's tax number. Asking again, or two at once,
 * answers with the one document.
 */
export async function issueReceipt(
  db: Db,
  actor: Actor,
  { journalId, language }: { journalId: string; language?: ReceiptLanguage | undefined },
) {
  const { propertyId } = actor;
  try {
    return await db.transaction(async (tx) => {
      const issued = await receiptOfJournal(tx, { propertyId, journalId });
      if (issued) return issued;
      const journal = await findJournal(tx, { propertyId, id: journalId });
      if (!journal) throw new AppError('JOURNAL_GONE');
      if (journal.kind === 'reversal') {
        return issueCreditNote(tx, actor, { correction: journal, language });
      }
      const series = receiptSeriesOf(journal.kind);
      const payment = await paymentOf(tx, { propertyId, journalId });
      const folioId = journal.lines.find((line) => line.folioId)?.folioId;
      const folio = folioId ? await findFolio(tx, { propertyId, id: folioId }) : undefined;
      if (!series || !payment || !folio) throw new AppError('NO_RECEIPT_FOR_ENTRY');
      const { reservationId, basis } = await documentBasis(tx, { propertyId, folio, language });
      const document: ReceiptDocument = {
        ...basis,
        series,
        currency: payment.currency,
        amountMinor: payment.amountMinor,
        method: payment.method,
        tendered:
          payment.tenderedMinor !== null && payment.tenderedCurrency && payment.exchangeRate
            ? {
                amountMinor: payment.tenderedMinor,
                currency: payment.tenderedCurrency,
                rate: payment.exchangeRate,
              }
            : null,
        reference: payment.reference,
      };
      const receipt = await insertReceipt(tx, {
        propertyId,
        subject: { journalId },
        reservationId,
        issuedBy: actor.id,
        document,
      });
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'receipt',
        entityId: receipt.id,
        action: 'issue',
        after: { journalId, series, number: receipt.number },
      });
      return { ...receipt, series };
    });
  } catch (error) {
    // Issued by another request meanwhile: that one is the document.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'receipts_journal_key') {
      const issued = await receiptOfJournal(db, { propertyId, journalId });
      if (issued) return issued;
    }
    throw error;
  }
}
