import type { ReceiptDocument } from '@zamalek/domain/ledger/receipt';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { journalLines, journals, payments, receipts } from '../schema';

export type ReceiptRow = Omit<typeof receipts.$inferSelect, 'document'> & {
  document: ReceiptDocument;
};

/** The receipt of a journal, if one was issued. */
export async function receiptOfJournal(
  db: Db,
  { propertyId, journalId }: { propertyId: string; journalId: string },
) {
  const [row] = await db
    .select({ id: receipts.id, number: receipts.number, series: receipts.series })
    .from(receipts)
    .where(and(eq(receipts.propertyId, propertyId), eq(receipts.journalId, journalId)));
  return row;
}

/** The invoice of a folio, if one was issued. */
export async function invoiceOfFolio(
  db: Db,
  { propertyId, folioId }: { propertyId: string; folioId: string },
) {
  const [row] = await db
    .select({ id: receipts.id, number: receipts.number, series: receipts.series })
    .from(receipts)
    .where(and(eq(receipts.propertyId, propertyId), eq(receipts.folioId, folioId)));
  return row;
}

/** Issues a receipt, invoice or credit note: the database gives it its series' next number. */
export async function insertReceipt(
  db: Db,
  receipt: {
    propertyId: string;
    /** The payment or correction documented; an invoice names its folio instead. */
    subject: { journalId: string } | { folioId: string };
    reservationId: string;
    issuedBy: string;
    document: ReceiptDocument;
  },
) {
  const { subject, ...rest } = receipt;
  const [row] = await db
    .insert(receipts)
    .values({
      ...rest,
      ...subject,
      series: receipt.document.series,
      language: receipt.document.language,
    })
    .returning({ id: receipts.id, number: receipts.number });
  if (!row) throw new Error('a receipt was not written');
  return row;
}

/** One receipt of the property (undefined: not the property's). */
export async function findReceipt(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.propertyId, propertyId), eq(receipts.id, id)));
  // cast: written only by insertReceipt, from a ReceiptDocument
  return row as ReceiptRow | undefined;
}

/** Every line of the journals that touch a folio, in posting order (its revenue and taxes too). */
export async function linesOfFolioJournals(
  db: Db,
  { propertyId, folioId }: { propertyId: string; folioId: string },
) {
  const touching = db
    .select({ id: journalLines.journalId })
    .from(journalLines)
    .where(and(eq(journalLines.propertyId, propertyId), eq(journalLines.folioId, folioId)));
  return db
    .select({
      account: journalLines.account,
      amountMinor: journalLines.amountMinor,
      code: journalLines.code,
      description: journalLines.description,
    })
    .from(journalLines)
    .innerJoin(
      journals,
      and(
        eq(journals.propertyId, journalLines.propertyId),
        eq(journals.id, journalLines.journalId),
      ),
    )
    .where(and(eq(journalLines.propertyId, propertyId), inArray(journalLines.journalId, touching)))
    .orderBy(asc(journals.seq), asc(journalLines.lineNo));
}

/** How the money of a payment journal changed hands. */
export async function paymentOf(
  db: Db,
  { propertyId, journalId }: { propertyId: string; journalId: string },
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.propertyId, propertyId), eq(payments.journalId, journalId)));
  return row;
}
