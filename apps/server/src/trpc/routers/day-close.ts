import { isoDateSchema } from '@zamalek/domain/form-fields';
import { z } from 'zod';
import { dayCloseReport } from '../../folios/day-report';
import { capabilityProcedure, createTRPCRouter } from '../init';

const ledgerProcedure = capabilityProcedure(
  'ledger.view',
  'You do not have permission to see the day close.',
);

/** The day close's report of a business day. */
export const dayCloseRouter = createTRPCRouter({
  report: ledgerProcedure
    .input(z.object({ day: isoDateSchema.optional() }))
    .query(({ ctx, input }) => dayCloseReport(ctx.db, ctx.user, input)),
});
