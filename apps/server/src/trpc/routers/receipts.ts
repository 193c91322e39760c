import { RECEIPT_LANGUAGES } from '@zamalek/domain/ledger/receipt';
import { z } from 'zod';
import { issueInvoice } from '../../folios/issue-invoice';
import { issueReceipt } from '../../folios/issue-receipt';
import { readReceipt } from '../../folios/read-receipt';
import { mailReceipt } from '../../receipts/mail-receipt';
import { capabilityProcedure, createTRPCRouter } from '../init';

const viewProcedure = capabilityProcedure(
  'folio.view',
  'You do not have permission to see folios.',
);
const issueProcedure = capabilityProcedure(
  'folio.post',
  'You do not have permission to issue receipts.',
);

/**
 * Numbered documents of a stay's money: receipts of money received or paid back and credit notes
 * of corrections (once per entry), invoices (once per folio), numbered without gaps.
 */
export const receiptsRouter = createTRPCRouter({
  issue: issueProcedure
    .input(z.object({ journalId: z.uuid(), language: z.enum(RECEIPT_LANGUAGES).optional() }))
    .mutation(({ ctx, input }) => issueReceipt(ctx.db, ctx.user, input)),

  /** The invoice of a folio, issued the first time it is asked for. */
  invoice: issueProcedure
    .input(z.object({ folioId: z.uuid(), language: z.enum(RECEIPT_LANGUAGES).optional() }))
    .mutation(({ ctx, input }) => issueInvoice(ctx.db, ctx.user, input)),

  /** Sends the receipt, with its PDF, to the e-mail address on the reservation. */
  mail: issueProcedure
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => mailReceipt(ctx.db, ctx.user, ctx, input)),

  byId: viewProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => readReceipt(ctx.db, ctx.user, input)),
});
