import type { Db } from '@zamalek/db/client';
import { receiptLayout } from '@zamalek/domain/ledger/receipt-layout';
import { printedReceipt } from '../folios/read-receipt';
import type { AttachmentMaker } from '../mail/outbox';
import type { PdfPrinter } from './pdf-printer';
import { receiptHtml } from './receipt-html';

/** A receipt's PDF could not be printed: the message waits for its next attempt. */
class ReceiptPdfError extends Error {
  readonly code = 'RECEIPT_PDF';
}

/**
 * A message that carries a receipt gets its PDF, printed when it is sent from the receipt as
 * issued (it never changes, so every attempt prints the same document). Without a printer
 * (no Chromium on the machine) it goes without one: its body is the receipt itself.
 */
export function receiptAttachments(db: Db, printer: PdfPrinter | undefined): AttachmentMaker {
  return async (mail) => {
    if (!mail.receiptId || !printer) return [];
    const receipt = await printedReceipt(db, { propertyId: mail.propertyId, id: mail.receiptId });
    let content: Buffer;
    try {
      content = await printer.print(receiptHtml(receiptLayout(receipt), { forPrint: true }));
    } catch (error) {
      throw new ReceiptPdfError('the receipt could not be printed', { cause: error });
    }
    return [{ filename: `${receipt.number}.pdf`, contentType: 'application/pdf', content }];
  };
}
