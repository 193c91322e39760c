import type { Db } from '@zamalek/db/client';
import { statementPdfFileName } from '@zamalek/domain/owners/statement-layout';
import type { AttachmentMaker } from '../mail/outbox';
import type { PdfPrinter } from '../receipts/pdf-printer';
import { statementDocument } from './statement-document';
import { statementHtml } from './statement-html';

/** A statement's PDF could not be printed: the message waits for its next attempt. */
class StatementPdfError extends Error {
  readonly code = 'STATEMENT_PDF';
}

/**
 * A message that carries a landlord's statement gets its PDF in the landlord's language, printed
 * when it is sent from the statement as issued (locked, so every attempt prints the same figures).
 * Without a printer it goes without one: its body is the statement itself.
 */
export function statementAttachments(db: Db, printer: PdfPrinter | undefined): AttachmentMaker {
  return async (mail) => {
    if (!mail.statementId || !printer) return [];
    const { statement, layout } = await statementDocument(db, {
      propertyId: mail.propertyId,
      id: mail.statementId,
    });
    let content: Buffer;
    try {
      content = await printer.print(statementHtml(layout, { forPrint: true }));
    } catch (error) {
      throw new StatementPdfError('the statement could not be printed', { cause: error });
    }
    const filename = statementPdfFileName(statement.content, layout.language);
    return [{ filename, contentType: 'application/pdf', content }];
  };
}
