import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findFolio, findJournal, folioJournals } from '@zamalek/db/queries/ledger';
import {
  insertReceipt,
  linesOfFolioJournals,
  paymentOf,
  receiptOfJournal,
} from '@zamalek/db/queries/receipts';
import { findReservation } from '@zamalek/db/queries/reservations';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { folioTotals } from '@zamalek/domain/ledger/folio-view';
import {
  type ReceiptDocument,
  type ReceiptLanguage,
  receiptCharges,
  receiptSeriesOf,
} from '@zamalek/domain/ledger/receipt';
import { locationAddress } from '@zamalek/domain/locations';
import type { Actor } from '../actors';
import { AppError, sqlConstraint, sqlState } from '../errors';

/**
 * The receipt of money received or paid back (a payment, deposit or refund journal), issued once:
 * numbered by the database in its series without gaps, in the guest's language unless another is
 * asked, with the stay's charges so far (room, each tax and fee, extras) and the property's tax
 * number. Asking again, or two at once, answers with the one receipt.
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
      const series = receiptSeriesOf(journal.kind);
      const payment = await paymentOf(tx, { propertyId, journalId });
      const folioId = journal.lines.find((line) => line.folioId)?.folioId;
      const folio = folioId ? await findFolio(tx, { propertyId, id: folioId }) : undefined;
      if (!series || !payment || !folio) throw new AppError('NO_RECEIPT_FOR_ENTRY');
      const stay = await findReservation(tx, { propertyId, id: folio.reservationId });
      if (!stay) throw new AppError('NOT_FOUND');
      const settings = await findPropertySettings(tx, { propertyId });
      const lang: ReceiptLanguage = language ?? (stay.guestLanguage === 'ar' ? 'ar' : 'en');
      const totals = folioTotals(
        await folioJournals(tx, { propertyId, folioIds: [folio.id] }),
        folio.id,
      );
      const charges = receiptCharges(
        await linesOfFolioJournals(tx, { propertyId, folioId: folio.id }),
        lang,
      );
      const document: ReceiptDocument = {
        series,
        language: lang,
        issuer: {
          name: (lang === 'ar' && settings.propertyNameAr) || settings.propertyName,
          address: locationAddress(settings, lang),
          taxNumber: settings.taxNumber,
          phone: settings.phone,
        },
        receiver: { name: folio.kind === 'company' ? folio.payer : (stay.guestNames[0] ?? '') },
        stay: {
          reference: stay.bookingReference,
          checkIn: stay.checkInDate,
          checkOut: stay.checkOutDate,
          room: stay.unitName,
        },
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
        charges,
        chargesMinor: totals.chargesMinor,
        taxesMinor: charges
          .filter((charge) => charge.kind === 'tax')
          .reduce((sum, charge) => sum + charge.amountMinor, 0),
        paidMinor: totals.paidMinor,
        balanceMinor: totals.balanceMinor,
      };
      const receipt = await insertReceipt(tx, {
        propertyId,
        journalId,
        reservationId: stay.id,
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
    // Issued by another request meanwhile: that one is the receipt.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'receipts_journal_key') {
      const issued = await receiptOfJournal(db, { propertyId, journalId });
      if (issued) return issued;
    }
    throw error;
  }
}
