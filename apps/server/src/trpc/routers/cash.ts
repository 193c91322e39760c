import { handOverSchema, openDrawerSchema } from '@zamalek/domain/ledger/cash';
import { cashOverview } from '../../cash/cash-overview';
import { handOverDrawer } from '../../cash/hand-over';
import { openCashDrawer } from '../../cash/open-drawer';
import { capabilityProcedure, createTRPCRouter } from '../init';

const deskProcedure = capabilityProcedure('folio.post', 'You do not have permission to take cash.');
const handOverProcedure = capabilityProcedure(
  'cash.handover',
  'You do not have permission to receive cash drawers.',
);

/** Cash drawers: one's own, the ones still held at the desk, and their hand-overs. */
export const cashRouter = createTRPCRouter({
  overview: deskProcedure.query(({ ctx }) => cashOverview(ctx.db, ctx.user, { now: ctx.clock() })),

  open: deskProcedure
    .input(openDrawerSchema)
    .mutation(({ ctx, input }) => openCashDrawer(ctx.db, ctx.user, input)),

  handOver: handOverProcedure
    .input(handOverSchema)
    .mutation(({ ctx, input }) => handOverDrawer(ctx.db, ctx.user, input)),
});
