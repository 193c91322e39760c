import { staffQuoteInputSchema } from '@zamalek/domain/pricing/staff-quote-input';
import { z } from 'zod';
import { editedStayQuote, newStayQuote } from '../../reservations/stay-quote-preview';
import { capabilityProcedure, createTRPCRouter, staffProcedure } from '../init';

export const ratesRouter = createTRPCRouter({
  /** The create and walk-in dialogs' price (who may book a stay: create or the desk). */
  quote: staffProcedure()
    .input(staffQuoteInputSchema)
    .query(({ ctx, input }) => newStayQuote(ctx.db, ctx.user, input, { today: ctx.today() })),

  /** The edit form's price for its current answers. */
  editQuote: capabilityProcedure('reservations.edit')
    .input(z.object({ id: z.uuid() }).and(staffQuoteInputSchema))
    .query(({ ctx, input }) => editedStayQuote(ctx.db, ctx.user, input, { today: ctx.today() })),
});
