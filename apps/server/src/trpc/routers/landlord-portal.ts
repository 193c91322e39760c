import { ownerUseRequestSchema } from '@zamalek/domain/owners/portal';
import { monthInputSchema } from '@zamalek/domain/owners/statement';
import { z } from 'zod';
import { portalCalendar } from '../../owners/portal/calendar';
import { portalOverview } from '../../owners/portal/overview';
import { readOwnStatement } from '../../owners/portal/read-statement';
import { requestOwnerUse } from '../../owners/portal/request-owner-use';
import { withdrawOwnerUse } from '../../owners/portal/withdraw-owner-use';
import { createTRPCRouter } from '../init';
import { landlordProcedure } from '../landlord-procedure';

/** A landlord's own pages: their rooms' nights, figures, statements and owner-use requests. */
export const landlordPortalRouter = createTRPCRouter({
  overview: landlordProcedure.query(({ ctx }) =>
    portalOverview(ctx.db, ctx.landlord, { today: ctx.today() }),
  ),

  calendar: landlordProcedure
    .input(z.object({ month: monthInputSchema }))
    .query(({ ctx, input }) => portalCalendar(ctx.db, ctx.landlord, input)),

  statement: landlordProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => readOwnStatement(ctx.db, ctx.landlord, input)),

  requestOwnerUse: landlordProcedure
    .input(ownerUseRequestSchema)
    .mutation(({ ctx, input }) =>
      requestOwnerUse(ctx.db, ctx.landlord, input, { today: ctx.today(), mail: ctx.mail }),
    ),

  withdraw: landlordProcedure
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => withdrawOwnerUse(ctx.db, ctx.landlord, input)),
});
