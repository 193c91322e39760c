import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findFolio } from '@zamalek/db/queries/ledger';
import { insertReceipt, invoiceOfFolio } from '@zamalek/db/queries/receipts';
import type { ReceiptDocument, ReceiptLanguage } from '@zamalek/domain/ledger/receipt';
import type { Actor } from '../actors';
import { AppError, sqlConstraint, sqlState } from '../errors';
import { documentBasis } from './document-basis';

/**
 * The invoice of a folio (the guest's, or a company's), issued once: its charges as they stand —
 * room, each tax and fee, extras — with what was paid and the balance, numbered by the database
 * in the invoice series. A later correction of a charge has its credit note, which names it.
 */
export async function issueInvoice(
  db: Db,
  actor: Actor,
  { folioId, language }: { folioId: string; language?: ReceiptLanguage | undefined },
) {
  const { propertyId } = actor;
  try {
    return await db.transaction(async (tx) => {
      const issued = await invoiceOfFolio(tx, { propertyId, folioId });
      if (issued) return issued;
      const folio = await findFolio(tx, { propertyId, id: folioId });
      if (!folio) throw new AppError('NOT_FOUND', 'Folio not found.');
      const { reservationId, basis } = await documentBasis(tx, { propertyId, folio, language });
      if (basis.chargesMinor <= 0) throw new AppError('NOTHING_TO_INVOICE');
      const document: ReceiptDocument = {
        ...basis,
        series: 'invoice',
        amountMinor: basis.chargesMinor,
        method: null,
        tendered: null,
        reference: null,
      };
      const invoice = await insertReceipt(tx, {
        propertyId,
        subject: { folioId },
        reservationId,
        issuedBy: actor.id,
        document,
      });
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'receipt',
        entityId: invoice.id,
        action: 'issue',
        after: { folioId, series: 'invoice', number: invoice.number },
      });
      return { ...invoice, series: 'invoice' as const };
    });
  } catch (error) {
    // Issued by another request meanwhile: that one is the invoice.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'receipts_folio_key') {
      const issued = await invoiceOfFolio(db, { propertyId, folioId });
      if (issued) return issued;
    }
    throw error;
  }
}
