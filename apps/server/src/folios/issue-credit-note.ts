import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { listFolioExtras } from '@zamalek/db/queries/folio-extras';
import { findFolio, findJournal } from '@zamalek/db/queries/ledger';
import { insertReceipt, invoiceOfFolio } from '@zamalek/db/queries/receipts';
import {
  hasCreditNote,
  type ReceiptDocument,
  type ReceiptLanguage,
  receiptCharges,
  receiptNumberText,
} from '@zamalek/domain/ledger/receipt';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { documentBasis } from './document-basis';

type Journal = NonNullable<Awaited<ReturnType<typeof findJournal>>>;

/**
 * The credit note of a correction of a charge (a night, an extra, a fee), in the caller's
 * transaction: what the correction took off, line by line with its taxes, why, and the number of
 * the folio's invoice when one was issued. A correction of anything else has none.
 */
export async function issueCreditNote(
  tx: Db,
  actor: Actor,
  { correction, language }: { correction: Journal; language?: ReceiptLanguage | undefined },
) {
  const { propertyId } = actor;
  const corrected = correction.reversesJournalId
    ? await findJournal(tx, { propertyId, id: correction.reversesJournalId })
    : undefined;
  const folioId = correction.lines.find((line) => line.folioId)?.folioId;
  const folio = folioId ? await findFolio(tx, { propertyId, id: folioId }) : undefined;
  if (!corrected || !hasCreditNote(corrected.kind) || !folio) {
    throw new AppError('NO_RECEIPT_FOR_ENTRY');
  }
  const { reservationId, basis } = await documentBasis(tx, { propertyId, folio, language });
  // What the correction took off, as positive lines: the charge's lines were credits.
  const extras = await listFolioExtras(tx, { propertyId });
  const credited = receiptCharges(correction.lines, basis.language, extras).map((charge) => ({
    ...charge,
    amountMinor: -charge.amountMinor,
  }));
  const invoice = await invoiceOfFolio(tx, { propertyId, folioId: folio.id });
  const document: ReceiptDocument = {
    ...basis,
    series: 'credit_note',
    charges: credited,
    chargesMinor: credited.reduce((sum, charge) => sum + charge.amountMinor, 0),
    taxesMinor: credited
      .filter((charge) => charge.kind === 'tax')
      .reduce((sum, charge) => sum + charge.amountMinor, 0),
    amountMinor: credited.reduce((sum, charge) => sum + charge.amountMinor, 0),
    method: null,
    tendered: null,
    reference: null,
    corrects: {
      reason: correction.memo,
      invoice: invoice ? receiptNumberText('invoice', invoice.number) : null,
    },
  };
  const note = await insertReceipt(tx, {
    propertyId,
    subject: { journalId: correction.id },
    reservationId,
    issuedBy: actor.id,
    document,
  });
  await recordAudit(tx, {
    propertyId,
    actorId: actor.id,
    entity: 'receipt',
    entityId: note.id,
    action: 'issue',
    after: { journalId: correction.id, series: 'credit_note', number: note.number },
  });
  return { ...note, series: 'credit_note' as const };
}
